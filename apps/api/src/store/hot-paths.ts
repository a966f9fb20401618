import type { DatabaseHandle } from '../db/database.ts';
import type { Metrics } from '../metrics.ts';
import { createBatcher } from './batch.ts';
import { addPlaylistsWithinSlots, type NewPlaylist, type PlaylistInsertOutcome } from './playlist-slots.ts';

// The two public endpoints with a throughput budget (`/api/checkdeviceid`, `/api/playlist_v3`) run on the
// driver directly, batched: one statement serves every request that arrived meanwhile. The SQL names the
// tables and columns of `db/schema.ts`; the integration tests cover both statements on both engines.

export function createHotPaths(
  database: DatabaseHandle,
  {
    slotsPerDevice,
    metrics,
  }: {
    slotsPerDevice: number;
    metrics?: Metrics;
  },
) {
  const observe = (name: string) =>
    metrics ? (size: number, waitSeconds: number) => metrics.batch(name, size, waitSeconds) : undefined;
  /** Whether devices with these canonical ids are registered. */
  const deviceExists = createBatcher<string, boolean>(
    async (deviceIds) => {
      const rows = await database.query<{ device_id: string }>({
        name: 'devices_existing',
        text: 'select device_id from devices where device_id = any($1::text[])',
        values: [deviceIds],
      });
      const found = new Set(rows.map((row) => row.device_id));
      return deviceIds.map((deviceId) => found.has(deviceId));
    },
    { observe: observe('device_exists') },
  );

  /**
   * My List's playlists, added within each device's slots and refused for upload-protected devices: one
   * statement per batch, committed on its own (see `addPlaylistsWithinSlots`). Their `playlist.added` is
   * left to the job runner (`announceAddedPlaylists` in `store/webhook-events.ts`): the statement records them in `playlist_announcements`.
   */
  const insertPlaylistForDevice = createBatcher<NewPlaylist, PlaylistInsertOutcome>(
    (batch) => addPlaylistsWithinSlots(database.query, batch, { slotsPerDevice, channel: 'public' }),
    // One insert at a time: the calls made meanwhile go together in the next (fewer commits under load).
    { observe: observe('playlist_insert'), runningAtOnce: 1 },
  );

  /** Resolves once every batched call made so far is stored and answered (the drain on SIGTERM waits for it). */
  const idle = async () => {
    await Promise.all([deviceExists.idle(), insertPlaylistForDevice.idle()]);
  };

  return { deviceExists, insertPlaylistForDevice, idle };
}

export type HotPaths = ReturnType<typeof createHotPaths>;
