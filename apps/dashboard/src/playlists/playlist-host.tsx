import { Box } from '@mui/material';
import type { AdminPlaylist } from '@vela/api-client';
import { useTranslate } from 'react-admin';

/** A playlist's host, or who hid it: whoever added it may hide its details from the device's owner. */
export function PlaylistHost({ playlist }: { playlist: AdminPlaylist }) {
  const translate = useTranslate();
  if (playlist.hidden) return <>{translate('playlists.visibility.hidden_by_adder')}</>;
  return (
    <Box component="span" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
      {playlist.host}
    </Box>
  );
}
