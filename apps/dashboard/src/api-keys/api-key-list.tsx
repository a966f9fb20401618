import MenuBook from '@mui/icons-material/MenuBook';
import { Box, type Theme, Typography, useMediaQuery } from '@mui/material';
import type { ApiKey } from '@vela/api-client';
import {
  Button,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { useApiKeyDates } from './api-key-format.ts';
import { ApiKeyStatusField, ApiKeyStatusText } from './api-key-status.tsx';
import { integrationGuidePath } from './paths.ts';
import { RevokeButton } from './revoke-button.tsx';

function GuideButton({ variant = 'text' }: { variant?: 'text' | 'outlined' }) {
  return (
    <Button
      component={Link}
      to={integrationGuidePath}
      label="integration.apiKeys.list.guide"
      variant={variant}
    >
      <MenuBook />
    </Button>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <GuideButton />
      <CreateButton label="integration.apiKeys.list.create" />
    </TopToolbar>
  );
}

function Heading() {
  const translate = useTranslate();
  return (
    <Typography component="h1" variant="h6" sx={{ px: 2, pt: 2 }}>
      {translate('integration.apiKeys.list.title')}
    </Typography>
  );
}

/** What a reseller without keys sees: what keys are for, the way to make one, and the guide. */
function NoKeys() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', my: 4, mx: 'auto', maxWidth: 560 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('integration.apiKeys.list.title')}
      </Typography>
      <Typography component="p" variant="h6" gutterBottom>
        {translate('integration.apiKeys.list.empty')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('integration.apiKeys.list.emptyHint')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        <CreateButton variant="contained" label="integration.apiKeys.list.create" />
        <GuideButton variant="outlined" />
      </Box>
    </Box>
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
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dates = useApiKeyDates();
  const lastUsed = (record: ApiKey) =>
    record.last_used_at ? dates.instant(record.last_used_at) : translate('integration.apiKeys.never');
  const expires = (record: ApiKey) =>
    record.expires_at ? dates.expiry(record.expires_at) : translate('integration.apiKeys.noExpiry');
  return (
    <List
      title={translate('integration.apiKeys.list.title')}
      actions={<ListActions />}
      empty={<NoKeys />}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
    >
      <Heading />
      {isSmall ? (
        <SimpleList<ApiKey>
          primaryText={(record) => record.name}
          secondaryText={(record) => (
            <>
              <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace', display: 'block' }}>
                {prefixText(record)}
              </Box>
              {`${translate('integration.apiKeys.fields.last_used_at')}: ${lastUsed(record)}`}
            </>
          )}
          tertiaryText={(record) => <ApiKeyStatusText record={record} />}
          rightIcon={(record) => <RevokeButton record={record} />}
          linkType={false}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
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
        </Datagrid>
      )}
    </List>
  );
}
