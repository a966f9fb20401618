import type { AdminPlaylist } from '@vela/api-client';
import { Edit, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { PlaylistDeleteButton } from './playlist-delete-button.tsx';
import { PlaylistForm } from './playlist-form.tsx';
import { PlaylistLastCheck } from './playlist-status.tsx';

function PlaylistTitle() {
  const translate = useTranslate();
  const record = useRecordContext<AdminPlaylist>();
  return <>{translate('playlists.titles.edit', { name: record?.playlistName ?? '' })}</>;
}

function EditActions() {
  return (
    <TopToolbar>
      <PlaylistDeleteButton />
    </TopToolbar>
  );
}

export default function PlaylistEdit() {
  return (
    <Edit title={<PlaylistTitle />} actions={<EditActions />} mutationMode="pessimistic">
      <PlaylistLastCheck />
      <PlaylistForm editing />
    </Edit>
  );
}
