import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Activation } from '@vela/api-client';
import type { ReactNode } from 'react';
import {
  Link,
  ListButton,
  Show,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormatInstant } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident.tsx';
import { Facts } from '../layout/show-sections.tsx';
import { ActivationStatusText, useTierText } from './activation-fields.tsx';
import { ReverseActivationButton } from './reverse-button.tsx';
import { RevokeActivationButton } from './revoke-button.tsx';

function ActivationTitle() {
  const translate = useTranslate();
  return <>{translate('dashboard.resources.activations', { smart_count: 1 })}</>;
}

function ShowActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ListButton />
      <RevokeActivationButton />
      <ReverseActivationButton />
    </TopToolbar>
  );
}

/** The device, isolated left to right; for operators, a link to the device's page while it exists. */
function DeviceFact({ activation }: { activation: Activation }) {
  const createPath = useCreatePath();
  const { canAccess: seesDevices } = useCanAccess({ resource: 'devices.owner', action: 'read' });
  const device = <Ident kind="device">{activation.device_id}</Ident>;
  return seesDevices && activation.device_row_id ? (
    <Link to={createPath({ resource: 'devices', id: activation.device_id, type: 'show' })}>{device}</Link>
  ) : (
    device
  );
}

/** The activation of the record context: what it bought for which device, and whether it still counts. */
function ActivationDetails() {
  const record = useRecordContext<Activation>();
  const translate = useTranslate();
  const format = useFormatInstant();
  const tierText = useTierText();
  const { canAccess: everyReseller } = useCanAccess({ resource: 'activations.all', action: 'read' });
  if (!record) return null;
  const facts: [string, ReactNode][] = [
    ['credits.activations.fields.created_at', format(record.created_at, true)],
    ['credits.activations.fields.device_id', <DeviceFact key="device" activation={record} />],
    ...(everyReseller && record.reseller_name
      ? [['credits.activations.fields.reseller', record.reseller_name] as [string, string]]
      : []),
    ['credits.activations.fields.tier', tierText(record)],
    [
      'credits.activations.fields.credits',
      translate('credits.balance.value', { smart_count: record.credits }),
    ],
    ['credits.activations.fields.status', <ActivationStatusText key="status" activation={record} />],
  ];
  if (record.note)
    facts.push([
      'credits.activations.fields.note',
      <Box key="note" component="span" sx={{ whiteSpace: 'pre-line' }}>
        {record.note}
      </Box>,
    ]);
  if (record.privacy_expires_at)
    facts.push(['credits.activations.fields.privacy_expires_at', format(record.privacy_expires_at, true)]);
  if (record.status === 'active')
    facts.push(['credits.activations.fields.revocable_until', format(record.revocable_until, true)]);
  if (record.revoked_at)
    facts.push(['credits.activations.fields.revoked_at', format(record.revoked_at, true)]);
  if (record.revoke_reason)
    facts.push([
      'credits.activations.fields.revoke_reason',
      <Box key="reason" component="span" sx={{ whiteSpace: 'pre-line' }}>
        {record.revoke_reason}
      </Box>,
    ]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        <ActivationTitle />
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Facts facts={facts} />
        </CardContent>
      </Card>
    </Box>
  );
}

/** One activation: what it bought for which device, its note, and Revoke or Reverse while that is possible. */
export function ActivationShow() {
  return (
    <Show title={<ActivationTitle />} component="div" actions={<ShowActions />}>
      <ActivationDetails />
    </Show>
  );
}
