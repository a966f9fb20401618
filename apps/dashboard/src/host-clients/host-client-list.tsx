import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Typography } from '@mui/material';
import type { HostClient, HostHealth } from '@vela/api-client';
import { playlistFailureKinds } from '@vela/validation';
import {
  Button,
  FunctionField,
  Link,
  List,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useGetList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { searchFilter } from '../forms/search-filter.tsx';
import { CountField } from '../i18n/count-field.tsx';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { hostHealthPath } from './paths.ts';

const statusChoices = playlistFailureKinds.map((kind) => ({ id: kind, name: `health.status.${kind}` }));

/** The reseller's hosts as choices: the addresses Host health lists. */
function useHostFilters() {
  const translate = useTranslate();
  const { data: hosts } = useGetList<HostHealth>('host-health', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'host', order: 'ASC' },
  });
  return [
    <SelectInput
      key="host"
      source="host"
      label="host-alerts.clients.host"
      emptyText="host-alerts.clients.all_hosts"
      choices={(hosts ?? []).map(({ host }) => ({ id: host, name: host }))}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput
      key="status"
      source="status"
      label="host-alerts.clients.filters.status"
      choices={statusChoices}
      alwaysOn
    />,
    searchFilter(translate('host-alerts.clients.filters.q'), { identifier: true }),
  ];
}

function Actions() {
  return (
    <TopToolbar>
      <Button component={RouterLink} to={hostHealthPath} label="host-alerts.clients.back">
        <ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
      </Button>
    </TopToolbar>
  );
}

function Heading() {
  const translate = useTranslate();
  const { filterValues } = useListContext<HostClient>();
  const host = typeof filterValues.host === 'string' ? filterValues.host : undefined;
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Typography component="h1" variant="h6" gutterBottom>
        {translate('host-alerts.clients.title')}
      </Typography>
      {host ? (
        <Typography variant="body1" gutterBottom>
          {translate('host-alerts.clients.for_host', { host })}
        </Typography>
      ) : null}
      <Typography variant="body2">{translate('host-alerts.clients.intro')}</Typography>
    </Box>
  );
}

function NoFailures() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('host-alerts.clients.empty')}</Typography>;
}

/** The device id as a real link to the client's page, as the Clients screen names the client. */
function ClientLink({ client }: { client: HostClient }) {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'clients', type: 'show', id: client.device_id })}>
      <Ident>{client.device_id}</Ident>
    </Link>
  );
}

/**
 * The clients whose TVs failed on the reseller's hosts (an operator's: every reseller's) in the last 24 hours,
 * one row per device and host, with the kind of the latest failure and when it came; a table, or a simple
 * list on a phone. Reached from Host health with the host as filter, and from the host alert e-mail.
 */
export function HostClientList() {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  const filters = useHostFilters();
  const statusText = (client: HostClient) => translate(`health.status.${client.status}`);
  return (
    <List
      title={translate('host-alerts.clients.title')}
      sort={{ field: 'failed_at', order: 'DESC' }}
      filters={filters}
      actions={<Actions />}
      exporter={false}
      perPage={25}
      empty={false}
    >
      <Heading />
      <ResponsiveList<HostClient>
        phone={{
          primaryText: (client) => <ClientLink client={client} />,
          secondaryText: (client) => (
            <>
              {client.name ? (
                <Box component="span" sx={{ display: 'block' }}>
                  <bdi>{client.name}</bdi>
                </Box>
              ) : null}
              <Box component="span" sx={{ display: 'block' }}>
                {translate('host-alerts.clients.summary', {
                  status: statusText(client),
                  date: format(client.failed_at),
                })}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                <Ident>{client.host}</Ident>
              </Box>
            </>
          ),
          sx: { '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } },
        }}
        rowClick={false}
        empty={<NoFailures />}
      >
        <FunctionField<HostClient>
          source="device_id"
          label="host-alerts.clients.fields.device_id"
          render={(client) => <ClientLink client={client} />}
        />
        <FunctionField<HostClient>
          source="name"
          label="host-alerts.clients.fields.name"
          sortable={false}
          render={(client) => (client.name ? <bdi>{client.name}</bdi> : null)}
        />
        <FunctionField<HostClient>
          source="host"
          label="host-alerts.clients.fields.host"
          render={(client) => <Ident>{client.host}</Ident>}
        />
        <FunctionField<HostClient>
          source="status"
          label="host-alerts.clients.fields.status"
          render={statusText}
        />
        <FunctionField<HostClient>
          source="failed_at"
          label="host-alerts.clients.fields.failed_at"
          render={(client) => format(client.failed_at)}
        />
        <CountField
          textAlign="right"
          source="playlists"
          label="host-alerts.clients.fields.playlists"
          sortable={false}
        />
      </ResponsiveList>
    </List>
  );
}
