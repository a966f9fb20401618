import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.ts';
import { createBatcher } from './batch.ts';

// The two public endpoints with a throughput budget (`/api/checkdeviceid`, `/api/playlist_v3`) run on the
// driver directly, batched: one statement serves every request that arrived meanwhile. The SQL names the
// tables and columns of `db/schema.ts`; the integration tests cover both statements on both engines.

export interface NewPlaylist {
  deviceId: string;
  name: string;
  host: string;
  whitelistHostId: string | null;
  username: string;
  passwordEncrypted: string;
  hidePlaylistInfo: boolean;
}

export function createHotPaths(database: DatabaseHandle) {
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

  /** Adds playlists to the devices with these canonical ids; false for a device that does not exist. */
  const insertPlaylistForDevice = createBatcher<NewPlaylist, boolean>(async (playlists) => {
    const ids = playlists.map(() => randomUUID());
    const column = <K extends keyof NewPlaylist>(key: K) => playlists.map((playlist) => playlist[key]);
    const rows = await database.query<{ id: string }>({
      name: 'playlists_insert_for_devices',
      text: `insert into playlists (id, device_id, name, format, host, whitelist_host_id, username, password_encrypted, hide_playlist_info)
        select v.id, d.id, v.name, 'xtream', v.host, v.whitelist_host_id, v.username, v.password_encrypted, v.hide
        from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[], $7::text[], $8::boolean[])
          as v(id, device_id, name, host, whitelist_host_id, username, password_encrypted, hide)
        join devices d on d.device_id = v.device_id
        returning id`,
      values: [
        ids,
        column('deviceId'),
        column('name'),
        column('host'),
        column('whitelistHostId'),
        column('username'),
        column('passwordEncrypted'),
        column('hidePlaylistInfo'),
      ],
    });
    const inserted = new Set(rows.map((row) => row.id));
    return ids.map((id) => inserted.has(id));
  });

  return { deviceExists, insertPlaylistForDevice };
}

export type HotPaths = ReturnType<typeof createHotPaths>;
