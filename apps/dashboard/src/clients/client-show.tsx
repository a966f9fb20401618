import { Box, CircularProgress, Typography } from '@mui/material';
import type { AdminClientDetail, ClientPlaylist } from '@vela/api-client';
import {
  ArrayField,
  FunctionField,
  SelectField,
  Show,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormatDate, useLicenceText } from '../devices/device-fields.tsx';
import { InstantField } from '../i18n/instant-field.tsx';
import { Ident, IdentField } from '../ident/ident.tsx';
import { ResponsiveList } from '../layout/responsive-list.tsx';
import { Facts, Section } from '../layout/show-sections.tsx';
import { formatChoices } from '../playlists/playlist-formats.ts';
import { GuideValue } from '../playlists/playlist-guide.tsx';

function ClientTitle() {
  const record = useRecordContext<AdminClientDetail>();
  return record ? <Ident kind="device">{record.id}</Ident> : null;
}

function Visibility({ playlist }: { playlist: ClientPlaylist }) {
  const translate = useTranslate();
  return (
    <>
      {translate(
        playlist.hide_playlist_info ? 'playlists.visibility.hidden' : 'playlists.visibility.visible',
      )}
    </>
  );
}

/**
 * The reseller's playlists on the device, and only those: the API sends no other, and no password. The table
 * shows each one's programme guide too; a phone's list keeps to its host and username.
 */
function PlaylistsSection() {
  const record = useRecordContext<AdminClientDetail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Section title="clients.show.playlists">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('clients.show.only_yours')}
      </Typography>
      {/* A record taken from the list has no playlists yet: they come with the client's own answer. */}
      {record.client_playlists === undefined ? (
        <CircularProgress size={24} aria-label={translate('errors.generic.loading')} />
      ) : (
        <ArrayField source="client_playlists">
          <ResponsiveList<ClientPlaylist>
            phone={{
              primaryText: (playlist) => playlist.playlistName,
              secondaryText: (playlist) => (
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {translate('clients.playlist.summary', {
                    host: playlist.host,
                    username: playlist.username,
                  })}
                </Box>
              ),
              tertiaryText: (playlist) => <Visibility playlist={playlist} />,
            }}
            rowClick={false}
          >
            <TextField source="playlistName" label="clients.playlist.playlistName" sortable={false} />
            <IdentField source="host" label="clients.playlist.host" sortable={false} />
            <IdentField source="username" label="clients.playlist.username" sortable={false} />
            <FunctionField<ClientPlaylist>
              source="epg_url"
              label="clients.playlist.epg_url"
              sortable={false}
              render={(playlist) => <GuideValue format={playlist.playlistFormat} epgUrl={playlist.epg_url} />}
            />
            <SelectField
              source="playlistFormat"
              label="clients.playlist.playlistFormat"
              choices={formatChoices}
              sortable={false}
            />
            <InstantField
              source="playlist_added_at"
              label="clients.playlist.playlist_added_at"
              sortable={false}
            />
            <FunctionField<ClientPlaylist>
              label="clients.playlist.visibility"
              render={(playlist) => <Visibility playlist={playlist} />}
            />
          </ResponsiveList>
        </ArrayField>
      )}
    </Section>
  );
}

function ShowContent() {
  const record = useRecordContext<AdminClientDetail>();
  const translate = useTranslate();
  const licenceText = useLicenceText();
  const formatDate = useFormatDate();
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {translate('clients.show.title', { id: record.id })}
      </Typography>
      <Section title="clients.show.licence">
        <Facts
          facts={[
            ['clients.fields.device_id', <Ident key="id">{record.id}</Ident>],
            ['clients.fields.licence_state', licenceText(record)],
            ['clients.fields.last_seen', formatDate(record.last_seen, true)],
            ['clients.fields.hosts', <Ident key="hosts">{record.hosts.join(', ')}</Ident>],
          ]}
        />
      </Section>
      <PlaylistsSection />
    </Box>
  );
}

/** A client: the device's licence and last contact, and the reseller's playlists on it. Nothing to change. */
export function ClientShow() {
  return (
    <Show actions={false} title={<ClientTitle />} component="div" emptyWhileLoading>
      <ShowContent />
    </Show>
  );
}
