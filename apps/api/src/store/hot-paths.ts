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

/** What became of a playlist sent to a device. */
export type PlaylistInsertOutcome = 'added' | 'device_not_found' | 'slots_full';

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
   * Adds playlists to the devices with these canonical ids while each has a free slot. The devices' rows
   * are locked first, so that batches running at the same time (other connections, other instances) count
   * each other's playlists; the insert then sees them, since each statement reads what was committed.
   */
  const insertPlaylistForDevice = createBatcher<NewPlaylist, PlaylistInsertOutcome>((playlists) =>
    database.transaction(async (query) => {
      const devices = await query<{ id: string; device_id: string }>({
        name: 'devices_lock_for_playlists',
        text: 'select id, device_id from devices where device_id = any($1::text[]) order by id for update',
        values: [[...new Set(playlists.map((playlist) => playlist.deviceId))]],
      });
      const devicePks = new Map(devices.map((device) => [device.device_id, device.id]));
      const planned = playlists.map((playlist) => {
        const devicePk = devicePks.get(playlist.deviceId);
        return devicePk === undefined ? null : { ...playlist, id: randomUUID(), devicePk };
      });
      const wanted = planned.filter((playlist) => playlist !== null);
      const column = <K extends keyof (typeof wanted)[number]>(key: K) =>
        wanted.map((playlist) => playlist[key]);
      const rows =
        wanted.length === 0
          ? []
          : await query<{ id: string }>({
              name: 'playlists_insert_within_slots',
              text: `insert into playlists (id, device_id, name, format, host, whitelist_host_id, username, password_encrypted, hide_playlist_info)
                select v.id, v.device_pk, v.name, 'xtream', v.host, v.whitelist_host_id, v.username, v.password_encrypted, v.hide
                from (
                  select v.*, row_number() over (partition by v.device_pk order by v.ord) as nth
                  from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::uuid[], $6::text[], $7::text[], $8::boolean[])
                    with ordinality as v(id, device_pk, name, host, whitelist_host_id, username, password_encrypted, hide, ord)
                ) v
                where v.nth + (select count(*) from (select 1 from playlists p where p.device_id = v.device_pk limit $9) held) <= $9
                returning id`,
              values: [
                column('id'),
                column('devicePk'),
                column('name'),
                column('host'),
                column('whitelistHostId'),
                column('username'),
                column('passwordEncrypted'),
                column('hidePlaylistInfo'),
                slotsPerDevice,
              ],
            });
      const inserted = new Set(rows.map((row) => row.id));
      return planned.map((playlist): PlaylistInsertOutcome => {
        if (playlist === null) return 'device_not_found';
        return inserted.has(playlist.id) ? 'added' : 'slots_full';
      });
    }),
  );

  return { deviceExists, insertPlaylistForDevice };
}

export type HotPaths = ReturnType<typeof createHotPaths>;
