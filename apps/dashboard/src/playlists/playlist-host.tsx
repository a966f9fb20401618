import type { AdminPlaylist } from '@vela/api-client';
import { useTranslate } from 'react-admin';
import { Ident } from '../ident/ident.tsx';

/** A playlist's host, or who hid it: whoever added it may hide its details from the device's owner. */
export function PlaylistHost({ playlist }: { playlist: AdminPlaylist }) {
  const translate = useTranslate();
  if (playlist.hidden) return <>{translate('playlists.visibility.hidden_by_adder')}</>;
  return <Ident>{playlist.host}</Ident>;
}
