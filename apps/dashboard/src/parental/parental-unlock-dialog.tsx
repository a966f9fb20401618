import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { parentalUnlockSchema } from '@vela/validation';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormSubmitButton, SchemaForm } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import { useFormatInstant } from '../i18n/locale-format.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { AccountPasswordInput, PinInput } from './pin-inputs.tsx';

const noValues = {};

/**
 * Asks for the TV's PIN or the account password and unlocks the TV's locked playlists for this browser's
 * session for ten minutes (`POST /api/admin/devices/{id}/parental-unlock`). A wrong PIN, a wrong password or a
 * pause after too many wrong PINs is said above the fields; `onClose` tells whether the unlock was granted.
 */
export function ParentalUnlockDialog({
  deviceId,
  open,
  onClose,
}: {
  deviceId: string;
  open: boolean;
  onClose: (unlocked: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const formatInstant = useFormatInstant();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [byPassword, setByPassword] = useState(false);
  const titleId = useId();
  const unlock = useFormMutation(
    (proof: { pin?: string | undefined; password?: string | undefined }) =>
      dataProvider.unlockParentalControl(
        deviceId,
        byPassword ? { password: proof.password } : { pin: proof.pin },
      ),
    {
      onSuccess: (answer) => {
        notify('devices.parental.unlocked', {
          type: 'success',
          messageArgs: { time: formatInstant(answer.unlocked_until, true) },
        });
        onClose(true);
      },
    },
  );
  return (
    <Dialog open={open} onClose={() => onClose(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('devices.parental.unlock_title')}</DialogTitle>
      <SchemaForm
        key={byPassword ? 'password' : 'pin'}
        schema={parentalUnlockSchema}
        defaultValues={noValues}
        onSubmit={unlock.submit}
      >
        <DialogContent>
          <DialogContentText>
            {translate('devices.parental.unlock_content', { id: deviceId })}
          </DialogContentText>
          <FormMessage message={unlock.formError} />
          {byPassword ? (
            <AccountPasswordInput label={translate('devices.parental.password')} />
          ) : (
            <PinInput source="pin" label={translate('devices.parental.pin')} />
          )}
          <Button onClick={() => setByPassword(!byPassword)} sx={{ mt: 1 }}>
            {translate(byPassword ? 'devices.parental.use_pin' : 'devices.parental.use_password')}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
          <FormSubmitButton fullWidth={false}>{translate('devices.parental.unlock')}</FormSubmitButton>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
