import { Chip, type ChipProps } from '@mui/material';
import type { ApiKey, ApiKeyStatus } from '@vela/api-client';
import { useRecordContext, useTranslate } from 'react-admin';

// Filled colours whose white text keeps WCAG AA contrast; a key that no longer works is plain.
const colours: Record<ApiKeyStatus, ChipProps['color']> = {
  active: 'success',
  revoked: 'default',
  expired: 'default',
};

export function ApiKeyStatusChip({ status }: { status: ApiKeyStatus }) {
  const translate = useTranslate();
  return (
    <Chip size="small" color={colours[status]} label={translate(`integration.apiKeys.status.${status}`)} />
  );
}

/** The status of the key in the record context, as a list column. */
export function ApiKeyStatusField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<ApiKey>();
  return record ? <ApiKeyStatusChip status={record.status} /> : null;
}
