import type { AdminPlaylist } from '@vela/api-client';
import { downloadCSV } from 'react-admin';

/** The columns of an export: everything a playlist shows, never its password (the API does not send it anyway). */
export const exportedColumns = [
  'playlistName',
  'deviceid',
  'playlistFormat',
  'host',
  'm3uUrl',
  'username',
  'hide_playlist_info',
  'notes',
  'playlist_added_at',
  'last_status',
  'last_checked_at',
] as const satisfies readonly (keyof AdminPlaylist)[];

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break, and defused when a spreadsheet
 * would read it as a formula (it starts with `=`, `+`, `-`, `@`, tab or carriage return).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function playlistsCsv(records: readonly AdminPlaylist[]): string {
  const rows = records.map((record) => exportedColumns.map((column) => csvCell(record[column])).join(','));
  return [exportedColumns.join(','), ...rows].join('\r\n');
}

/** react-admin's `exporter` of the playlist list. */
export function exportPlaylists(records: AdminPlaylist[]) {
  downloadCSV(playlistsCsv(records), 'playlists');
}
