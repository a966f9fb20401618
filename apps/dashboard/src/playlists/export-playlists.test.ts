import type { AdminPlaylist } from '@vela/api-client';
import { describe, expect, it } from 'vitest';
import { playlistsCsv } from './export-playlists.ts';

const playlist = {
  id: '6f1c1f4e-8d1e-4c4b-9a59-0d3f7f7d1a11',
  deviceid: 'A2:B1:C2:D3:E4:02',
  playlistName: 'Living room, "main"',
  playlistFormat: 'xtream',
  host: 'http://tv.example.com',
  m3uUrl: null,
  username: 'alice',
  hide_playlist_info: true,
  notes: '=HYPERLINK("http://evil.example")',
  epg_url: 'http://epg.example.com/guide.xml?username=alice&token=a,b',
  hidden: false,
  locked: false,
  playlist_added_at: '2026-01-02T03:04:05.000Z',
  last_status: 'unreachable',
  last_checked_at: '2026-01-03T04:05:06.000Z',
  password: 'must-not-appear',
} as AdminPlaylist;

/** A playlist whose details whoever added it hid from the caller: the API sends them as null. */
const hidden: AdminPlaylist = {
  id: '7a2d2f5e-8d1e-4c4b-9a59-0d3f7f7d1a12',
  deviceid: 'A2:B1:C2:D3:E4:02',
  playlistName: 'Kitchen',
  playlistFormat: null,
  host: null,
  m3uUrl: null,
  username: null,
  hide_playlist_info: true,
  notes: null,
  epg_url: null,
  hidden: true,
  locked: false,
  playlist_added_at: '2026-01-04T03:04:05.000Z',
  last_status: null,
  last_checked_at: null,
};

const header =
  'playlistName,deviceid,playlistFormat,host,m3uUrl,epg_url,username,hide_playlist_info,notes,playlist_added_at,last_status,last_checked_at';

describe('the playlist export', () => {
  it('writes only the listed columns, never a password, quoted where a spreadsheet needs it', () => {
    const csv = playlistsCsv([playlist]);
    expect(csv.split('\r\n')).toEqual([
      header,
      '"Living room, ""main""",A2:B1:C2:D3:E4:02,xtream,http://tv.example.com,,"http://epg.example.com/guide.xml?username=alice&token=a,b",alice,true,"\'=HYPERLINK(""http://evil.example"")",2026-01-02T03:04:05.000Z,unreachable,2026-01-03T04:05:06.000Z',
    ]);
    expect(csv).not.toContain('must-not-appear');
  });

  it('leaves the guide address empty for a playlist without one, or hidden from the caller', () => {
    const csv = playlistsCsv([{ ...playlist, notes: null, epg_url: null }, hidden]);
    expect(csv.split('\r\n')).toEqual([
      header,
      '"Living room, ""main""",A2:B1:C2:D3:E4:02,xtream,http://tv.example.com,,,alice,true,,2026-01-02T03:04:05.000Z,unreachable,2026-01-03T04:05:06.000Z',
      'Kitchen,A2:B1:C2:D3:E4:02,,,,,,true,,2026-01-04T03:04:05.000Z,,',
    ]);
  });
});
