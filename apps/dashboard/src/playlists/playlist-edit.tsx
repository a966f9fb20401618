import { Alert } from '@mui/material';
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

/**
 * The last check and the form, or, for a playlist whose details whoever added it hid from the device's owner,
 * the last check and why there is no form (the API refuses its edit; it can still be deleted).
 */
function EditContent() {
  const record = useRecordContext<AdminPlaylist>();
  const translate = useTranslate();
  return (
    <>
      <PlaylistLastCheck />
      {record?.hidden ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {translate('playlists.hidden.notice')}
        </Alert>
      ) : (
        <PlaylistForm editing />
      )}
    </>
  );
}

export default function PlaylistEdit() {
  return (
    <Edit title={<PlaylistTitle />} actions={<EditActions />} mutationMode="pessimistic">
      <EditContent />
    </Edit>
  );
}
