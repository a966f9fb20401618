import Dns from '@mui/icons-material/Dns';
import { Box, Typography } from '@mui/material';
import type { WhitelistEntry } from '@vela/api-client';
import {
  CreateButton,
  EditButton,
  FunctionField,
  List,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { searchFilter } from '../forms/search-filter.tsx';
import { CountField } from '../i18n/count-field.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { VerificationState } from './verification-state.tsx';
import { WhitelistAccess } from './whitelist-access.tsx';
import { Address, CodeWithCopy } from './whitelist-code.tsx';
import { WhitelistDeleteButton } from './whitelist-delete-button.tsx';

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

function Heading() {
  const translate = useTranslate();
  return (
    <Typography component="h1" variant="h6" sx={{ px: 2, pt: 2 }}>
      {translate('hosts.titles.list')}
    </Typography>
  );
}

/** The spec's 'no whitelist yet' prompt, what a host gives, and the Create the guide names. */
function NoWhitelist() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', my: 4, mx: 'auto', maxWidth: 520 }}>
      <Dns sx={{ fontSize: 64 }} color="disabled" aria-hidden />
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('hosts.titles.list')}
      </Typography>
      <Typography component="p" variant="h6" gutterBottom>
        {translate('errors.dashboard.no_whitelist')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('hosts.empty.text')}</Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}

const verifiedChoices = [
  { id: 'true', name: 'hosts.list.onlyVerified' },
  { id: 'false', name: 'hosts.list.onlyNotVerified' },
];

/**
 * The caller's hosts (an operator's: every reseller's, with the reseller): a table with each code beside its
 * host and a button that copies it, and each entry's verification in words, or a simple list on a phone;
 * searchable by host or code, filtered by verification.
 */
export function WhitelistList() {
  const translate = useTranslate();
  const { canAccess: operator } = useCanAccess({ resource: 'whitelist.verification', action: 'write' });
  const filters = [
    searchFilter(translate('hosts.list.search'), { identifier: true }),
    <SelectInput
      key="verified"
      source="verified"
      label="hosts.list.verifiedFilter"
      choices={verifiedChoices}
      alwaysOn
    />,
  ];
  return (
    <WhitelistAccess action="list">
      <List
        title={translate('hosts.titles.list')}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={filters}
        actions={<ListActions />}
        empty={<NoWhitelist />}
        exporter={false}
      >
        <Heading />
        <ResponsiveList<WhitelistEntry>
          phone={{
            primaryText: (record) => <Address value={record.host} />,
            secondaryText: (record) => (
              <>
                {translate('hosts.list.codeLine', { code: record.code })}
                <br />
                <VerificationState entry={record} />
              </>
            ),
            tertiaryText: (record) => translate('hosts.list.playlistsLine', { count: record.playlists }),
          }}
          rowClick="edit"
        >
          <FunctionField<WhitelistEntry>
            source="host"
            label="hosts.fields.host"
            render={(record) => <Address value={record.host} />}
          />
          <FunctionField<WhitelistEntry>
            source="code"
            label="hosts.fields.code"
            render={(record) => <CodeWithCopy code={record.code} />}
          />
          <FunctionField<WhitelistEntry>
            source="backup_host"
            label="hosts.fields.backup_host"
            render={(record) =>
              record.backup_host ? <Address value={record.backup_host} /> : translate('hosts.list.noBackup')
            }
          />
          <FunctionField<WhitelistEntry>
            source="verified_at"
            label="hosts.fields.verification"
            render={(record) => <VerificationState entry={record} />}
          />
          {operator ? (
            <FunctionField<WhitelistEntry>
              source="owner_email"
              label="hosts.fields.owner"
              render={(record) => (record.owner_email ? <Address value={record.owner_email} /> : null)}
            />
          ) : null}
          <CountField textAlign="right" source="playlists" label="hosts.fields.playlists" />
          <InstantField source="created_at" label="hosts.fields.created_at" />
          <EditButton />
          <WhitelistDeleteButton />
        </ResponsiveList>
      </List>
    </WhitelistAccess>
  );
}
