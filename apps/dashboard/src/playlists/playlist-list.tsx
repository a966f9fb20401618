import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { AdminDevice, AdminPlaylist } from '@vela/api-client';
import {
  CreateButton,
  EditButton,
  ExportButton,
  FilterButton,
  FilterList,
  FilterListItem,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SavedQueriesList,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { searchFilter } from '../forms/search-filter.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { DeviceLabel, DeviceRecordLabel } from '../ident/ident.tsx';
import { ResponsiveList, usePhoneLayout } from '../layout/responsive-list.tsx';
import { exportPlaylists } from './export-playlists.ts';
import { PlaylistBulkDeleteButton, PlaylistDeleteButton } from './playlist-delete-button.tsx';
import { formatChoices, visibilityChoices } from './playlist-formats.ts';
import { PlaylistHost } from './playlist-host.tsx';
import { PlaylistLockMark } from './playlist-lock.tsx';
import { PlaylistStatusChip, PlaylistStatusField } from './playlist-status.tsx';
import { useHostsInUse } from './use-hosts-in-use.ts';

function usePlaylistFilters() {
  const translate = useTranslate();
  const { hosts } = useHostsInUse();
  return [
    searchFilter(translate('playlists.filters.search')),
    <ReferenceInput
      key="deviceid"
      source="deviceid"
      reference="devices"
      label="playlists.filters.device"
      sort={{ field: 'device_id', order: 'ASC' }}
    >
      <SelectInput label="playlists.filters.device" optionText={<DeviceRecordLabel />} />
    </ReferenceInput>,
    <SelectInput
      key="host"
      source="host"
      label="playlists.filters.host"
      choices={(hosts ?? []).map(({ host }) => ({ id: host, name: host }))}
      translateChoice={false}
    />,
    <SelectInput
      key="hide_playlist_info"
      source="hide_playlist_info"
      label="playlists.filters.visibility"
      choices={visibilityChoices}
    />,
  ];
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="playlists.empty.add" />
      <ExportButton />
    </TopToolbar>
  );
}

/** Saved queries and the visibility filter, beside the list on wider screens. */
function PlaylistAside() {
  return (
    <Card sx={{ order: -1, me: 2, mt: 8, width: 240, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        <SavedQueriesList />
        <FilterList label="playlists.filters.visibility" icon={<VisibilityOutlined />}>
          <FilterListItem label="playlists.visibility.visible" value={{ hide_playlist_info: 'false' }} />
          <FilterListItem label="playlists.visibility.hidden" value={{ hide_playlist_info: 'true' }} />
        </FilterList>
      </CardContent>
    </Card>
  );
}

/** The 'no playlists' prompt, with the way to add the first one. */
function NoPlaylists() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <PlaylistAdd sx={{ fontSize: 64 }} color="disabled" aria-hidden />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate('playlists.empty.title')}
      </Typography>
      <Typography variant="body1" gutterBottom>
        {translate('playlists.empty.text')}
      </Typography>
      <CreateButton variant="contained" label="playlists.empty.add" />
    </Box>
  );
}

function Visibility({ record }: { record: AdminPlaylist }) {
  const translate = useTranslate();
  return (
    <>
      {translate(record.hide_playlist_info ? 'playlists.visibility.hidden' : 'playlists.visibility.visible')}
    </>
  );
}

/**
 * The playlist's device as the devices list names it (its name with its id, or its id alone), the id isolated
 * left to right; its id alone until the device is read, or when the caller may not read it.
 */
function PlaylistDeviceField(_props: { source: 'deviceid'; label?: string; sortable?: boolean }) {
  const playlist = useRecordContext<AdminPlaylist>();
  if (!playlist) return null;
  const idAlone = <DeviceLabel id={playlist.deviceid} />;
  return (
    <ReferenceField<AdminPlaylist, AdminDevice>
      record={playlist}
      source="deviceid"
      reference="devices"
      link={false}
      empty={idAlone}
      render={({ referenceRecord }) =>
        referenceRecord ? <DeviceLabel id={referenceRecord.id} name={referenceRecord.name} /> : idAlone
      }
    />
  );
}

/** The row's edit button, for the playlists one may edit; a hidden one's page shows its state only. */
function EditIfEditable() {
  const record = useRecordContext<AdminPlaylist>();
  return record && !record.hidden ? <EditButton /> : null;
}

/**
 * The playlists of the person's devices: a table on wide screens, a simple list on phones; filtered, sorted,
 * paged and exported by the API (the export has no password column: the API never sends one).
 */
export default function PlaylistList() {
  const translate = useTranslate();
  const small = usePhoneLayout();
  const filters = usePlaylistFilters();
  return (
    <List
      title={translate('playlists.titles.list')}
      sort={{ field: 'playlist_added_at', order: 'DESC' }}
      filters={filters}
      actions={<ListActions />}
      exporter={exportPlaylists}
      empty={<NoPlaylists />}
      aside={small ? undefined : <PlaylistAside />}
    >
      <ResponsiveList<AdminPlaylist>
        phone={{
          primaryText: (record) => (
            <>
              {record.playlistName} <PlaylistLockMark playlist={record} />
            </>
          ),
          secondaryText: (record) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                <DeviceLabel id={record.deviceid} />
                {' · '}
                <PlaylistHost playlist={record} />
              </Box>
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                <PlaylistStatusChip status={record.last_status} />
              </Box>
            </>
          ),
          tertiaryText: (record) => <Visibility record={record} />,
        }}
        rowClick="edit"
        bulkActionButtons={<PlaylistBulkDeleteButton />}
      >
        <TextField source="playlistName" label="playlists.fields.playlistName" />
        <PlaylistDeviceField source="deviceid" label="playlists.fields.deviceid" />
        <SelectField
          source="playlistFormat"
          label="playlists.fields.playlistFormat"
          choices={formatChoices}
        />
        <FunctionField<AdminPlaylist>
          source="host"
          label="playlists.fields.host"
          render={(record) => <PlaylistHost playlist={record} />}
        />
        <FunctionField<AdminPlaylist>
          source="locked"
          label="playlists.fields.locked"
          sortable={false}
          render={(record) => <PlaylistLockMark playlist={record} />}
        />
        <FunctionField<AdminPlaylist>
          source="hide_playlist_info"
          label="playlists.fields.visibility"
          render={(record) => <Visibility record={record} />}
        />
        <InstantField source="playlist_added_at" label="playlists.fields.playlist_added_at" />
        <PlaylistStatusField label="health.playlist.field" sortable={false} />
        <EditIfEditable />
        <PlaylistDeleteButton />
      </ResponsiveList>
    </List>
  );
}
