import type { PlaylistFormat } from '@vela/validation';

/** The two ways a playlist is given, in the order the form offers them (M3U first, as on My List). */
export const formatChoices: { id: PlaylistFormat; name: string }[] = [
  { id: 'm3u', name: 'playlists.formats.m3u' },
  { id: 'xtream', name: 'playlists.formats.xtream' },
];

export const visibilityChoices = [
  { id: 'true', name: 'playlists.visibility.hidden' },
  { id: 'false', name: 'playlists.visibility.visible' },
];
