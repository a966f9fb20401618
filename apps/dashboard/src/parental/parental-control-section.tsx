import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { AdminDevice } from '@vela/api-client';
import { parentalPinChangeSchema, parentalPinClearSchema } from '@vela/validation';
import { useId, useState } from 'react';
import {
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { z } from 'zod';
import { FormMessage } from '../forms/form-fields.tsx';
import { FormSubmitButton, SchemaForm, type SubmitErrors } from '../forms/schema-form.tsx';
import { useFormMutation } from '../forms/use-form-mutation.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { ParentalUnlockDialog } from './parental-unlock-dialog.tsx';
import { AccountPasswordInput, PinInput } from './pin-inputs.tsx';

/** The new PIN typed twice; the proof a change needs is the current PIN or the password. */
const pinFormSchema = parentalPinChangeSchema.extend({ pin_repeat: z.string() });
type PinForm = z.output<typeof pinFormSchema>;

const noValues = {};

type Open = 'pin' | 'clear' | 'unlock' | null;

function DialogFrame({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

/** Sets the first PIN, or changes it with the current PIN or the account password. */
function PinDialog({ device, onDone }: { device: AdminDevice; onDone: (changed: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [byPassword, setByPassword] = useState(false);
  const changing = device.parental_pin_set;
  const save = useFormMutation(
    ({ pin, current_pin, password }: PinForm) =>
      dataProvider.setParentalPin(device.id, {
        pin,
        ...(!changing ? {} : byPassword ? { password } : { current_pin }),
      }),
    {
      onSuccess: () => {
        notify(changing ? 'devices.parental.changed' : 'devices.parental.saved', { type: 'success' });
        onDone(true);
      },
    },
  );
  const submit = async (values: PinForm): Promise<SubmitErrors> =>
    values.pin === values.pin_repeat ? save.submit(values) : { pin_repeat: 'devices.parental.mismatch' };
  return (
    <DialogFrame
      title={translate(changing ? 'devices.parental.change' : 'devices.parental.set')}
      onClose={() => onDone(false)}
    >
      <SchemaForm
        key={byPassword ? 'password' : 'pin'}
        schema={pinFormSchema}
        defaultValues={noValues}
        onSubmit={submit}
      >
        <DialogContent>
          <FormMessage message={save.formError} />
          {changing ? (
            <>
              {byPassword ? (
                <AccountPasswordInput label={translate('devices.parental.password')} />
              ) : (
                <PinInput source="current_pin" label={translate('devices.parental.current_pin')} />
              )}
              <Button onClick={() => setByPassword(!byPassword)}>
                {translate(byPassword ? 'devices.parental.use_pin' : 'devices.parental.use_password')}
              </Button>
            </>
          ) : null}
          <PinInput
            source="pin"
            label={translate(changing ? 'devices.parental.new_pin' : 'devices.parental.pin')}
            helperText={translate('devices.parental.pin_help')}
            fresh
          />
          <PinInput source="pin_repeat" label={translate('devices.parental.pin_repeat')} fresh />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onDone(false)}>{translate('ra.action.cancel')}</Button>
          <FormSubmitButton fullWidth={false}>
            {translate(changing ? 'devices.parental.change' : 'devices.parental.set')}
          </FormSubmitButton>
        </DialogActions>
      </SchemaForm>
    </DialogFrame>
  );
}

/** Clears the PIN (and the locks with it) with the account password, which is the confirmation too. */
function ClearDialog({ device, onDone }: { device: AdminDevice; onDone: (changed: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const clear = useFormMutation(
    (body: z.output<typeof parentalPinClearSchema>) => dataProvider.clearParentalPin(device.id, body),
    {
      onSuccess: () => {
        notify('devices.parental.cleared', { type: 'success' });
        onDone(true);
      },
    },
  );
  return (
    <DialogFrame
      title={translate('devices.parental.clear_title', { id: device.id })}
      onClose={() => onDone(false)}
    >
      <SchemaForm schema={parentalPinClearSchema} defaultValues={noValues} onSubmit={clear.submit}>
        <DialogContent>
          <DialogContentText>{translate('devices.parental.clear_content')}</DialogContentText>
          <FormMessage message={clear.formError} />
          <AccountPasswordInput label={translate('devices.parental.password')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onDone(false)}>{translate('ra.action.cancel')}</Button>
          <FormSubmitButton fullWidth={false} color="error">
            {translate('devices.parental.clear')}
          </FormSubmitButton>
        </DialogActions>
      </SchemaForm>
    </DialogFrame>
  );
}

/**
 * The owner's parental control of a TV (decision 63): whether a PIN is set (never the PIN), and setting,
 * changing, clearing it and unlocking the locked playlists for ten minutes. Anyone else who sees the device (an
 * operator) is told it is the owner's.
 */
export function ParentalControlSection() {
  const record = useRecordContext<AdminDevice>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Open>(null);
  if (!record) return null;
  const ownDevice = record.owner_id === undefined || record.owner_id === identity?.id;
  const state = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
      {record.parental_pin_set ? (
        <Lock fontSize="small" aria-hidden />
      ) : (
        <LockOpen fontSize="small" aria-hidden />
      )}
      <Typography>
        {translate(record.parental_pin_set ? 'devices.parental.pin_set' : 'devices.parental.pin_not_set')}
      </Typography>
    </Stack>
  );
  if (!ownDevice) {
    return (
      <>
        {state}
        <Typography variant="body2">{translate('devices.parental.owner_only')}</Typography>
      </>
    );
  }
  const done = (changed: boolean) => {
    setOpen(null);
    if (changed) refresh();
  };
  return (
    <>
      <Typography sx={{ mb: 1 }}>{translate('devices.parental.intro')}</Typography>
      {state}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setOpen('pin')}>
          {translate(record.parental_pin_set ? 'devices.parental.change' : 'devices.parental.set')}
        </Button>
        {record.parental_pin_set ? (
          <>
            <Button variant="outlined" onClick={() => setOpen('unlock')}>
              {translate('devices.parental.unlock')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setOpen('clear')}>
              {translate('devices.parental.clear')}
            </Button>
          </>
        ) : null}
      </Stack>
      {open === 'pin' ? <PinDialog device={record} onDone={done} /> : null}
      {open === 'clear' ? <ClearDialog device={record} onDone={done} /> : null}
      {open === 'unlock' ? (
        <ParentalUnlockDialog deviceId={record.id} open onClose={() => done(false)} />
      ) : null}
    </>
  );
}
