import type { DatabaseHandle } from '../db/database.ts';
import { createBatcher } from './batch.ts';
import { addPlaylistsWithinSlots, type NewPlaylist, type PlaylistInsertOutcome } from './playlist-slots.ts';

// The two public endpoints with a throughput budget (`/api/checkdeviceid`, `/api/playlist_v3`) run on the
// driver directly, batched: one statement serves every request that arrived meanwhile. The SQL names the
// tables and columns of `db/schema.ts`; the integration tests cover both statements on both engines.

export function createHotPaths(database: DatabaseHandle, { slotsPerDevice }: { slotsPerDevice: number }) {
  /** Whether devices with these canonical ids are registered. */
  const deviceExists = createBatcher<string, boolean>(async (deviceIds) => {
    const rows = await database.query<{ device_id: string }>({
      name: 'devices_existing',
      text: 'select device_id from devices where device_id = any($1::text[])',
      values: [deviceIds],
    });
    const found = new Set(rows.map((row) => row.device_id));
    return deviceIds.map((deviceId) => found.has(deviceId));
  });

  /**
   * My List's playlists, added within each device's slots and refused for upload-protected devices: one
   * statement per batch, committed on its own (see `addPlaylistsWithinSlots`).
   */
  const insertPlaylistForDevice = createBatcher<NewPlaylist, PlaylistInsertOutcome>((playlists) =>
    addPlaylistsWithinSlots(database.query, playlists, { slotsPerDevice, channel: 'public' }),
  );

  return { deviceExists, insertPlaylistForDevice };
}

export type HotPaths = ReturnType<typeof createHotPaths>;
