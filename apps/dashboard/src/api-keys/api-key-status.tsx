import { Box, Chip, type ChipProps, Typography } from '@mui/material';
import type { ApiKey, ApiKeyStatus } from '@vela/api-client';
import { useRecordContext, useTranslate } from 'react-admin';

// Filled colours whose white text keeps WCAG AA contrast; a key that no longer works is plain.
const colours: Record<ApiKeyStatus, ChipProps['color']> = {
  active: 'success',
  revoked: 'default',
  expired: 'default',
};

function ApiKeyStatusChip({ status }: { status: ApiKeyStatus }) {
  const translate = useTranslate();
  return (
    <Chip size="small" color={colours[status]} label={translate(`integration.apiKeys.status.${status}`)} />
  );
}

/** The key's status, and for a revoked key why: by its owner, or with the account's suspension or role. */
export function ApiKeyStatusText({ record }: { record: ApiKey }) {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}
    >
      <ApiKeyStatusChip status={record.status} />
      {record.status === 'revoked' && record.revoked_reason ? (
        <Typography component="span" variant="caption">
          {translate(`integration.apiKeys.revokedReason.${record.revoked_reason}`)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The status of the key in the record context, as a list column. */
export function ApiKeyStatusField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<ApiKey>();
  return record ? <ApiKeyStatusText record={record} /> : null;
}
