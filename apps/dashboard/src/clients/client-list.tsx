import Groups from '@mui/icons-material/Groups';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Box, Typography } from '@mui/material';
import type { AdminClient } from '@vela/api-client';
import {
  Button,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { LastSeenField, LicenceStateField, useLicenceText } from '../devices/device-fields.tsx';
import { searchFilter } from '../forms/search-filter.tsx';
import { CountField } from '../i18n/count-field.tsx';
import { DeviceIdField, Ident } from '../ident/ident.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { useHostsInUse } from '../playlists/use-hosts-in-use.ts';
import { exportClients } from './export-clients.ts';
import { clientsMassUpdatePath, whitelistPath } from './paths.ts';

const licenceChoices = (['lifetime', 'trial', 'none'] as const).map((state) => ({
  id: state,
  name: `clients.licence.${state}`,
}));

function useClientFilters() {
  const translate = useTranslate();
  const { hosts } = useHostsInUse('clients');
  return [
    searchFilter(translate('clients.list.search'), { identifier: true }),
    <SelectInput
      key="host"
      source="host"
      label="clients.list.host"
      choices={(hosts ?? []).map(({ host }) => ({ id: host, name: host }))}
      translateChoice={false}
    />,
    <SelectInput
      key="licence_state"
      source="licence_state"
      label="clients.list.licence"
      choices={licenceChoices}
    />,
  ];
}

function MassUpdateButton() {
  return (
    <Button component={Link} to={clientsMassUpdatePath} label="clients.mass_update.action">
      <SwapHoriz />
    </Button>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <MassUpdateButton />
      <ExportButton />
    </TopToolbar>
  );
}

function Heading() {
  const translate = useTranslate();
  return (
    <Typography component="h1" variant="h6" sx={{ px: 2, pt: 2 }}>
      {translate('clients.list.title')}
    </Typography>
  );
}

/** What a reseller without clients sees: how a device becomes their client, and the way to their codes. */
function NoClients() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', my: 4, mx: 'auto', maxWidth: 520 }}>
      <Groups sx={{ fontSize: 64 }} color="disabled" aria-hidden />
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('clients.empty.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('clients.empty.text')}</Typography>
      <Button component={Link} to={whitelistPath} variant="contained" label="clients.empty.whitelist" />
    </Box>
  );
}

function NoResults() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('clients.list.no_results')}</Typography>;
}

/**
 * The reseller's clients: a table on wider screens, a simple list on phones; filtered, sorted, paged and
 * counted by the API, exported as CSV. Each row opens the client with the reseller's playlists on it.
 */
export function ClientList() {
  const translate = useTranslate();
  const licenceText = useLicenceText();
  const filters = useClientFilters();
  // An operator sees every reseller's clients: the counts are the resellers', not the operator's own.
  const { canAccess: everyReseller } = useCanAccess({ resource: 'clients.all', action: 'read' });
  const texts = everyReseller ? 'scopes.clients' : 'clients.fields';
  const summary = (record: AdminClient) =>
    translate(everyReseller ? 'scopes.clients.summary' : 'clients.list.summary', {
      count: record.playlists,
      hosts: record.hosts.join(', '),
    });
  return (
    <List
      title={translate('clients.list.title')}
      sort={{ field: 'last_seen', order: 'DESC' }}
      filters={filters}
      actions={<ListActions />}
      exporter={exportClients}
      empty={<NoClients />}
    >
      <Heading />
      <ResponsiveList<AdminClient>
        phone={{
          primaryText: (record) => <Ident>{record.id}</Ident>,
          secondaryText: (record) => (
            <>
              <span>{licenceText(record)}</span>
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {summary(record)}
              </Box>
            </>
          ),
        }}
        rowClick="show"
        empty={<NoResults />}
      >
        <DeviceIdField label="clients.fields.device_id" sortBy="device_id" />
        <LicenceStateField label="clients.fields.licence_state" sortable={false} />
        <LastSeenField label="clients.fields.last_seen" sortBy="last_seen" />
        <CountField textAlign="right" source="playlists" label={`${texts}.playlists`} />
        <FunctionField<AdminClient>
          label={`${texts}.hosts`}
          sortable={false}
          render={(record) => <Ident>{record.hosts.join(', ')}</Ident>}
        />
      </ResponsiveList>
    </List>
  );
}
