import Block from '@mui/icons-material/Block';
import StarOutline from '@mui/icons-material/StarOutline';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
  Stack,
} from '@mui/material';
import type { AdminDevice } from '@vela/api-client';
import {
  licenceReasonMaxLength,
  type OperatorLicenceAction,
  operatorLicenceChangeSchema,
} from '@vela/validation';
import { type ReactElement, useId, useState } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { FormMessage, FormTextField, handled } from '../forms/form-fields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { AuthError } from '../providers/auth-client.ts';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { devicePath } from './site-links.ts';

const icons: Record<OperatorLicenceAction, ReactElement> = {
  grant_basic: <StarOutline />,
  grant_premium: <WorkspacePremium />,
  revoke: <Block />,
};

/** An operator's change of the licence: what it does is said first, and it needs a reason. */
function LicenceChangeDialog({
  device,
  action,
  onClose,
  onChanged,
}: {
  device: AdminDevice;
  action: OperatorLicenceAction;
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const form = useSchemaForm(
    operatorLicenceChangeSchema,
    { action, reason: '' },
    { required: 'reason', max_length: 'reason', invalid_characters: 'reason' },
  );
  const onSubmit = handled(() =>
    form.submit(async ({ reason }) => {
      try {
        await dataProvider.postJson<AdminDevice>(devicePath(device.id, 'licence'), { action, reason });
      } catch (error) {
        const code = (error as { body?: { code?: unknown } } | null)?.body?.code;
        throw new AuthError(null, typeof code === 'string' ? code : 'unexpected', String(error));
      }
      notify(`devices.licence_actions.${action}.done`, { type: 'success', messageArgs: { id: device.id } });
      onChanged();
      onClose();
    }),
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>
          {translate(`devices.licence_actions.${action}.title`, { id: device.id })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {translate(`devices.licence_actions.${action}.content`)}
          </DialogContentText>
          <FormMessage message={form.formError} />
          <FormTextField
            name="licence-reason"
            label={translate('devices.licence_actions.reason')}
            helperText={translate('devices.licence_actions.reason_help')}
            value={form.values.reason}
            onValue={(value) => form.setValue('reason', value)}
            error={form.errors.reason}
            required
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: licenceReasonMaxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            type="submit"
            variant="contained"
            color={action === 'revoke' ? 'error' : 'primary'}
            disabled={form.submitting}
          >
            {translate(`devices.licence_actions.${action}.action`)}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Operators' licence changes on the device page: grant Basic, grant or extend Premium, revoke. Each asks for
 * its reason; once confirmed, the page shows the new licence and its history entry.
 */
export function LicenceActions({ onChanged }: { onChanged: () => void }) {
  const record = useRecordContext<AdminDevice>();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'devices.licence', action: 'write' });
  const [open, setOpen] = useState<OperatorLicenceAction>();
  if (!record || !canAccess) return null;
  const actions: OperatorLicenceAction[] = record.lifetime
    ? ['grant_premium', 'revoke']
    : ['grant_basic', 'grant_premium', 'revoke'];
  return (
    <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
      {actions.map((action) => (
        <Button
          key={action}
          label={`devices.licence_actions.${action}.action`}
          color={action === 'revoke' ? 'error' : 'primary'}
          onClick={() => setOpen(action)}
        >
          {icons[action]}
        </Button>
      ))}
      {open ? (
        <LicenceChangeDialog
          device={record}
          action={open}
          onClose={() => setOpen(undefined)}
          onChanged={() => {
            refresh();
            onChanged();
          }}
        />
      ) : null}
    </Stack>
  );
}
