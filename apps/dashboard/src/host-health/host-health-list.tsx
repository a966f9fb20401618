import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import { Alert, Box, Chip, type ChipProps, Typography } from '@mui/material';
import type { HostHealth } from '@vela/api-client';
import type { ComponentType } from 'react';
import {
  FunctionField,
  Link,
  List,
  SelectInput,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { hostClientsPath } from '../host-clients/paths.ts';
import { CountField } from '../i18n/count-field.tsx';
import { useDateTimeFormat } from '../i18n/locale-format.ts';
import { Ident } from '../ident/ident.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';

type State = 'failing' | 'working' | 'quiet';

// The state is said in words with its own icon; the colour only repeats it.
const looks: Record<State, { color: ChipProps['color']; Icon: ComponentType }> = {
  failing: { color: 'error', Icon: ErrorOutline },
  working: { color: 'success', Icon: CheckCircleOutline },
  quiet: { color: 'default', Icon: HourglassEmpty },
};

function stateOf(host: HostHealth): State {
  if (host.flagged) return 'failing';
  return host.ok_clients + host.failed_clients > 0 ? 'working' : 'quiet';
}

function HostStateChip({ host }: { host: HostHealth }) {
  const translate = useTranslate();
  const state = stateOf(host);
  const { color, Icon } = looks[state];
  return (
    <Chip
      component="span"
      size="small"
      color={color}
      variant={state === 'quiet' ? 'outlined' : 'filled'}
      icon={<Icon />}
      label={translate(`health.state.${state}`)}
    />
  );
}

/** The host, as a link to the clients whose TVs failed on it. */
function HostClientsLink({ host }: { host: string }) {
  const translate = useTranslate();
  return (
    <Link to={hostClientsPath(host)} aria-label={translate('host-alerts.clients.open', { host })}>
      <Ident>{host}</Ident>
    </Link>
  );
}

function HostStateField(_props: { label?: string; sortBy?: string }) {
  const record = useRecordContext<HostHealth>();
  return record ? <HostStateChip host={record} /> : null;
}

/** When a report last came, in the reader's language; 'never' when none did. */
function useReportTime() {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  return (iso: string | null) => (iso ? format(iso) : translate('health.never'));
}

function Heading() {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Typography component="h1" variant="h6" gutterBottom>
        {translate('health.list.title')}
      </Typography>
      <Typography variant="body2">{translate('health.list.intro')}</Typography>
      <Typography variant="body2">{translate('health.list.flaggedHelp')}</Typography>
    </Box>
  );
}

/** Said when the hosts are listed but no client has reported about any of them in the window. */
function QuietNotice() {
  const translate = useTranslate();
  const { data } = useListContext<HostHealth>();
  if (!data?.length || data.some((host) => host.ok_clients + host.failed_clients > 0)) return null;
  return (
    <Alert severity="info" sx={{ mx: 2, mt: 2 }}>
      {translate('health.list.noReports')}
    </Alert>
  );
}

/** What a reseller without whitelist entries sees: what the screen shows, and when figures arrive. */
function NoHosts() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', my: 4, mx: 'auto', maxWidth: 560, px: 2 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('health.list.title')}
      </Typography>
      <Typography component="p" variant="h6" gutterBottom>
        {translate('health.empty.title')}
      </Typography>
      <Typography>{translate('health.empty.text')}</Typography>
    </Box>
  );
}

const stateChoices = [
  { id: 'true', name: 'health.filters.failing' },
  { id: 'false', name: 'health.filters.others' },
];

/**
 * Each address of the reseller's whitelist entries (an operator's: every one) with how many clients loaded
 * playlists from it fine or failed, and how, in the last 24 hours: a table, or a simple list on a phone.
 */
export function HostHealthList() {
  const translate = useTranslate();
  const reportTime = useReportTime();
  const filters = [
    <SelectInput
      key="flagged"
      source="flagged"
      label="health.filters.state"
      choices={stateChoices}
      alwaysOn
    />,
  ];
  return (
    <List
      title={translate('health.list.title')}
      sort={{ field: 'failed_clients', order: 'DESC' }}
      filters={filters}
      exporter={false}
      empty={<NoHosts />}
      perPage={25}
    >
      <Heading />
      <QuietNotice />
      <ResponsiveList<HostHealth>
        phone={{
          primaryText: (host) => <HostClientsLink host={host.host} />,
          secondaryText: (host) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {translate('health.summary.counts', { ok: host.ok_clients, failed: host.failed_clients })}
              </Box>
              {host.failed_clients > 0 ? (
                <Box component="span" sx={{ display: 'block' }}>
                  {translate('health.summary.kinds', {
                    auth: host.auth_failed_clients,
                    unreachable: host.unreachable_clients,
                    format: host.bad_format_clients,
                  })}
                </Box>
              ) : null}
              <Box component="span" sx={{ display: 'block' }}>
                {translate('health.summary.lastReport', { date: reportTime(host.last_report_at) })}
              </Box>
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                <HostStateChip host={host} />
              </Box>
            </>
          ),
          sx: { '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } },
        }}
        rowClick={false}
      >
        <FunctionField<HostHealth>
          source="host"
          label="health.fields.host"
          render={(host) => <HostClientsLink host={host.host} />}
        />
        <HostStateField label="health.fields.flagged" sortBy="flagged" />
        <CountField textAlign="right" source="ok_clients" label="health.fields.ok_clients" />
        <CountField textAlign="right" source="failed_clients" label="health.fields.failed_clients" />
        <CountField
          textAlign="right"
          source="auth_failed_clients"
          label="health.fields.auth_failed_clients"
          sortable={false}
        />
        <CountField
          textAlign="right"
          source="unreachable_clients"
          label="health.fields.unreachable_clients"
          sortable={false}
        />
        <CountField
          textAlign="right"
          source="bad_format_clients"
          label="health.fields.bad_format_clients"
          sortable={false}
        />
        <FunctionField<HostHealth>
          source="last_report_at"
          label="health.fields.last_report_at"
          render={(host) => reportTime(host.last_report_at)}
        />
      </ResponsiveList>
    </List>
  );
}
