import type { AdminPlaylist } from '@vela/api-client';
import { guideSourceOf, type PlaylistFormat } from '@vela/validation';
import { useTranslate } from 'react-admin';
import { Ident } from '../ident/ident.tsx';

/**
 * The programme guide (XMLTV) the TV loads for a playlist: its address, isolated left to right, or where it
 * comes from in words (an Xtream server's own guide, or none for an M3U link without an address).
 */
export function GuideValue({ format, epgUrl }: { format: PlaylistFormat; epgUrl: string | null }) {
  const translate = useTranslate();
  const source = guideSourceOf({ format, epgUrl });
  if (source === 'address' && epgUrl !== null) return <Ident>{epgUrl}</Ident>;
  return <>{translate(source === 'server' ? 'playlists.guide.server' : 'playlists.guide.none')}</>;
}

/**
 * A playlist's programme guide; nothing for a playlist hidden from the caller, whose host already says who
 * hid its details (the API sends no guide address for it either).
 */
export function PlaylistGuide({ playlist }: { playlist: AdminPlaylist }) {
  if (playlist.hidden || playlist.playlistFormat === null) return null;
  return <GuideValue format={playlist.playlistFormat} epgUrl={playlist.epg_url} />;
}
