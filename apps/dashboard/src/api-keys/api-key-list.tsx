import { Box, Typography } from '@mui/material';
import type { ApiKey } from '@vela/api-client';
import { FunctionField, List, TextField, useTranslate } from 'react-admin';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { useApiKeyDates } from './api-key-format.ts';
import { ApiKeyStatusField, ApiKeyStatusText } from './api-key-status.tsx';
import { IntegrationListActions, IntegrationListEmpty } from './integration-list-parts.tsx';
import { integrationGuidePath } from './paths.ts';
import { RevokeButton } from './revoke-button.tsx';

/** The list's texts, for its toolbar and its empty state. */
const listTexts = {
  title: 'integration.apiKeys.list.title',
  empty: 'integration.apiKeys.list.empty',
  emptyHint: 'integration.apiKeys.list.emptyHint',
  create: 'integration.apiKeys.list.create',
  guide: 'integration.apiKeys.list.guide',
};

function Heading() {
  const translate = useTranslate();
  return (
    <Typography component="h1" variant="h6" sx={{ px: 2, pt: 2 }}>
      {translate('integration.apiKeys.list.title')}
    </Typography>
  );
}

/** The visible beginning of a key, marked as the start of something longer. */
const prefixText = (record: ApiKey) => `${record.prefix}…`;

/**
 * The reseller's API keys, newest first, revoked ones included: a table on wider screens, a simple list on
 * phones. Keys are never shown again after they were made, only their beginning.
 */
export function ApiKeyList() {
  const translate = useTranslate();
  const dates = useApiKeyDates();
  const lastUsed = (record: ApiKey) =>
    record.last_used_at ? dates.instant(record.last_used_at) : translate('integration.apiKeys.never');
  const expires = (record: ApiKey) =>
    record.expires_at ? dates.expiry(record.expires_at) : translate('integration.apiKeys.noExpiry');
  return (
    <List
      title={translate('integration.apiKeys.list.title')}
      actions={<IntegrationListActions texts={listTexts} guide={integrationGuidePath} />}
      empty={<IntegrationListEmpty texts={listTexts} guide={integrationGuidePath} />}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
    >
      <Heading />
      <ResponsiveList<ApiKey>
        phone={{
          primaryText: (record) => record.name,
          secondaryText: (record) => (
            <>
              <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace', display: 'block' }}>
                {prefixText(record)}
              </Box>
              {`${translate('integration.apiKeys.fields.last_used_at')}: ${lastUsed(record)}`}
            </>
          ),
          tertiaryText: (record) => <ApiKeyStatusText record={record} />,
          rightIcon: (record) => <RevokeButton record={record} />,
        }}
        rowClick={false}
      >
        <TextField source="name" label="integration.apiKeys.fields.name" />
        <FunctionField<ApiKey>
          source="prefix"
          label="integration.apiKeys.fields.prefix"
          sortable={false}
          render={(record) => (
            <Box component="code" dir="ltr">
              {prefixText(record)}
            </Box>
          )}
        />
        <ApiKeyStatusField label="integration.apiKeys.fields.status" sortable={false} />
        <FunctionField<ApiKey>
          source="created_at"
          label="integration.apiKeys.fields.created_at"
          render={(record) => dates.instant(record.created_at)}
        />
        <FunctionField<ApiKey>
          source="expires_at"
          label="integration.apiKeys.fields.expires_at"
          render={expires}
        />
        <FunctionField<ApiKey>
          source="last_used_at"
          label="integration.apiKeys.fields.last_used_at"
          render={lastUsed}
        />
        <RevokeButton label="integration.apiKeys.fields.actions" />
      </ResponsiveList>
    </List>
  );
}
