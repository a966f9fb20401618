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

/** The API's refusals that belong to one field of the playlist form; others are notified. */
export const fieldOfError: Record<string, string> = {
  device_not_found: 'deviceid',
  slots_full: 'deviceid',
  serial_nr: 'deviceid',
  invalid_device_id: 'deviceid',
  playlist_name_req: 'playlistName',
  m3u_required: 'm3uUrl',
  invalid_m3u: 'm3uUrl',
  missing_m3u: 'm3uUrl',
  host_required: 'host',
  invalid_url: 'host',
  host_invalid: 'host',
  username_required: 'username',
  password_required: 'password',
};
