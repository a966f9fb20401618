import { Typography } from '@mui/material';
import type { Webhook } from '@vela/api-client';
import { BooleanField, FunctionField, List, useTranslate } from 'react-admin';
import { useApiKeyDates } from '../api-keys/api-key-format.ts';
import { IntegrationListActions, IntegrationListEmpty } from '../api-keys/integration-list-parts.tsx';
import { integrationGuidePath } from '../api-keys/paths.ts';
import { Ident } from '../ident/ident.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { eventLabel } from './event-types.ts';

/** The list's texts, for its toolbar and its empty state. */
const listTexts = {
  title: 'webhooks.list.title',
  empty: 'webhooks.list.empty',
  emptyHint: 'webhooks.list.emptyHint',
  create: 'webhooks.list.create',
  guide: 'webhooks.list.guide',
};

/** The endpoint's events in words, one after another. */
export function useEventNames() {
  const translate = useTranslate();
  return (record: Webhook) => record.event_types.map((type) => translate(eventLabel(type))).join(', ');
}

/** The reseller's endpoints, newest first: a table on wider screens, a simple list on phones. */
export function WebhookList() {
  const translate = useTranslate();
  const dates = useApiKeyDates();
  const eventNames = useEventNames();
  const enabledText = (record: Webhook) =>
    translate(record.enabled ? 'webhooks.enabled.on' : 'webhooks.enabled.off');
  return (
    <List
      title={translate('webhooks.list.title')}
      actions={<IntegrationListActions texts={listTexts} guide={`${integrationGuidePath}#guide-webhooks`} />}
      empty={<IntegrationListEmpty texts={listTexts} guide={`${integrationGuidePath}#guide-webhooks`} />}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
    >
      <Typography component="h1" variant="h6" sx={{ px: 2, pt: 2 }}>
        {translate('webhooks.list.title')}
      </Typography>
      <ResponsiveList<Webhook>
        phone={{
          primaryText: (record) => <Ident>{record.url}</Ident>,
          secondaryText: eventNames,
          tertiaryText: enabledText,
        }}
        rowClick="show"
      >
        <FunctionField<Webhook>
          source="url"
          label="webhooks.fields.url"
          render={(record) => <Ident>{record.url}</Ident>}
        />
        <FunctionField<Webhook>
          source="event_types"
          label="webhooks.fields.event_types"
          sortable={false}
          render={eventNames}
        />
        <BooleanField
          source="enabled"
          label="webhooks.fields.enabled"
          sortable={false}
          valueLabelTrue="webhooks.enabled.on"
          valueLabelFalse="webhooks.enabled.off"
        />
        <FunctionField<Webhook>
          source="created_at"
          label="webhooks.fields.created_at"
          render={(record) => dates.instant(record.created_at)}
        />
      </ResponsiveList>
    </List>
  );
}
