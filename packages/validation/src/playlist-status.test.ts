import { describe, expect, it } from 'vitest';
import { playlistStatusReportSchema } from './playlist-status.ts';

const report = {
  deviceid: 'a2b1c3d4e5f6',
  device_key: 'abc_DEF-123',
  playlist_id: '0F8FAD5B-D9CB-469F-A165-70867728950E',
  status: 'unreachable',
  checked_at: '2026-05-01T10:00:00+02:00',
};

const firstFailure = (value: unknown) => {
  const result = playlistStatusReportSchema.safeParse(value);
  return result.success ? null : { path: result.error.issues[0]?.path, key: result.error.issues[0]?.message };
};

describe("a TV's report of loading a playlist", () => {
  it('reads the device in canonical form, the playlist id in lower case and the time as an instant', () => {
    expect(playlistStatusReportSchema.parse(report)).toEqual({
      deviceid: 'A2:B1:C3:D4:E5:F6',
      device_key: 'abc_DEF-123',
      playlist_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      status: 'unreachable',
      checked_at: new Date('2026-05-01T08:00:00Z'),
    });
  });

  it('refuses an unknown status, a playlist id that is no id and a time without its offset', () => {
    expect(firstFailure({ ...report, status: 'broken' })).toEqual({ path: ['status'], key: 'one_of' });
    expect(firstFailure({ ...report, playlist_id: 'first' })).toEqual({
      path: ['playlist_id'],
      key: 'pattern',
    });
    expect(firstFailure({ ...report, checked_at: '2026-05-01 08:00' })).toEqual({
      path: ['checked_at'],
      key: 'pattern',
    });
    expect(firstFailure({ ...report, checked_at: 1777622400000 })).toEqual({
      path: ['checked_at'],
      key: 'invalid_type',
    });
    expect(firstFailure({ ...report, checked_at: undefined })).toEqual({
      path: ['checked_at'],
      key: 'required',
    });
  });
});
