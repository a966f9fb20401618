import Block from '@mui/icons-material/Block';
import StarOutline from '@mui/icons-material/StarOutline';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { AdminDevice } from '@vela/api-client';
import {
  licenceReasonMaxLength,
  type OperatorLicenceAction,
  operatorLicenceChangeSchema,
} from '@vela/validation';
import { type ReactElement, useState } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ReasonDialog } from '../forms/reason-dialog.tsx';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { usePromotionRuns } from '../providers/public-config.ts';

const icons: Record<OperatorLicenceAction, ReactElement> = {
  grant_basic: <StarOutline />,
  grant_premium: <WorkspacePremium />,
  revoke: <Block />,
};

/** An operator's change of the licence: what it does is said first, and it needs a reason. */
export function LicenceChangeDialog({
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
  // Basic brings a month of Privacy Mode only while a promotion is configured and running: say so only then.
  const promotionRuns = usePromotionRuns();
  const content =
    action === 'grant_basic' && !promotionRuns
      ? 'devices.licence_actions.grant_basic.content_no_promotion'
      : `devices.licence_actions.${action}.content`;
  const change = useMutation({
    mutationFn: (reason: string) => dataProvider.changeDeviceLicence(device.id, { action, reason }),
    onSuccess: () => {
      notify(`devices.licence_actions.${action}.done`, { type: 'success', messageArgs: { id: device.id } });
      onChanged();
    },
  });
  return (
    <ReasonDialog
      schema={operatorLicenceChangeSchema}
      fixed={{ action }}
      title={translate(`devices.licence_actions.${action}.title`, { id: device.id })}
      content={translate(content)}
      // The reason is shown in the device's history to whoever owns it, as written by support.
      audience={translate(
        device.owner_id
          ? 'devices.licence_actions.owner_reads_reason'
          : 'devices.licence_actions.next_owner_reads_reason',
      )}
      name="licence-reason"
      reasonLabel={translate('devices.licence_actions.reason')}
      reasonHelp={translate('devices.licence_actions.reason_help')}
      maxLength={licenceReasonMaxLength}
      submitLabel={translate(`devices.licence_actions.${action}.action`)}
      destructive={action === 'revoke'}
      onSubmit={async (reason) => {
        await change.mutateAsync(reason);
      }}
      onClose={onClose}
    />
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
