import type { AdminPlaylist } from '@vela/api-client';
import { downloadCSV } from 'react-admin';
import { csvOf } from '../export/csv.ts';

/**
 * The columns of an export: everything a playlist shows, never its password (the API does not send it anyway).
 * A playlist without a guide address, or hidden from the caller (the API sends its details as null), has
 * empty cells.
 */
const exportedColumns = [
  'playlistName',
  'deviceid',
  'playlistFormat',
  'host',
  'm3uUrl',
  'epg_url',
  'username',
  'hide_playlist_info',
  'notes',
  'playlist_added_at',
  'last_status',
  'last_checked_at',
] as const satisfies readonly (keyof AdminPlaylist)[];

export function playlistsCsv(records: readonly AdminPlaylist[]): string {
  return csvOf(exportedColumns, records, (record, column) => record[column]);
}

/** react-admin's `exporter` of the playlist list. */
export function exportPlaylists(records: AdminPlaylist[]) {
  downloadCSV(playlistsCsv(records), 'playlists');
}
