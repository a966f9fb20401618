import { Alert, Box } from '@mui/material';
import type { AdminPlaylist } from '@vela/api-client';
import { Edit, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Facts } from '../layout/show-sections.tsx';
import { PlaylistDeleteButton } from './playlist-delete-button.tsx';
import { PlaylistForm } from './playlist-form.tsx';
import { PlaylistGuide } from './playlist-guide.tsx';
import { PlaylistLockButton, PlaylistLockMark } from './playlist-lock.tsx';
import { PlaylistLastCheck } from './playlist-status.tsx';

function PlaylistTitle() {
  const translate = useTranslate();
  const record = useRecordContext<AdminPlaylist>();
  return <>{translate('playlists.titles.edit', { name: record?.playlistName ?? '' })}</>;
}

function EditActions() {
  return (
    <TopToolbar>
      <PlaylistLockButton />
      <PlaylistDeleteButton />
    </TopToolbar>
  );
}

/** The programme guide the TV loads for the saved playlist: its address, or where it comes from in words. */
function GuideInUse({ playlist }: { playlist: AdminPlaylist }) {
  return (
    <Box sx={{ mx: 2, mt: 2 }}>
      <Facts facts={[['playlists.guide.title', <PlaylistGuide key="guide" playlist={playlist} />]]} />
    </Box>
  );
}

/**
 * The last check, the guide in use and the form, or, for a playlist whose details whoever added it hid from the
 * device's owner, the last check and why there is no form (the API refuses its edit; it can still be deleted).
 */
export function PlaylistEditContent() {
  const record = useRecordContext<AdminPlaylist>();
  const translate = useTranslate();
  return (
    <>
      {record?.locked ? (
        <Box sx={{ mx: 2, mt: 2 }}>
          <PlaylistLockMark playlist={record} />
        </Box>
      ) : null}
      <PlaylistLastCheck />
      {record?.hidden ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {translate('playlists.hidden.notice')}
        </Alert>
      ) : (
        <>
          {record ? <GuideInUse playlist={record} /> : null}
          <PlaylistForm editing />
        </>
      )}
    </>
  );
}

export default function PlaylistEdit() {
  return (
    <Edit title={<PlaylistTitle />} actions={<EditActions />} mutationMode="pessimistic">
      <PlaylistEditContent />
    </Edit>
  );
}
