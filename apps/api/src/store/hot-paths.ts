import { randomUUID } from 'node:crypto';
import type { DatabaseHandle, RawQuery } from '../db/database.ts';
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
   * Adds playlists to the devices with these canonical ids while each has a free slot, in one statement that
   * finds the devices, counts their playlists (up to the limit) and inserts. On PostgreSQL the devices' rows are
   * locked first in the same transaction, so that batches on other connections or instances wait and then
   * count each other's playlists (each statement reads what was committed before it began). PGlite runs one
   * statement at a time, so there the statement alone is enough.
   */
  const insertWithinSlots = (query: RawQuery, playlists: readonly NewPlaylist[]) => {
    const ids = playlists.map(() => randomUUID());
    const column = <K extends keyof NewPlaylist>(key: K) => playlists.map((playlist) => playlist[key]);
    return query<{ id: string; device_found: boolean; added: boolean }>({
      name: 'playlists_insert_within_slots',
      text: `with v as (
          select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[], $7::text[], $8::boolean[])
            with ordinality as v(id, device_id, name, host, whitelist_host_id, username, password_encrypted, hide, ord)
        ), d as (
          select id, device_id from devices where device_id = any($2::text[])
        ), inserted as (
          insert into playlists (id, device_id, name, format, host, whitelist_host_id, username, password_encrypted, hide_playlist_info)
          select w.id, w.device_pk, w.name, 'xtream', w.host, w.whitelist_host_id, w.username, w.password_encrypted, w.hide
          from (
            select v.*, d.id as device_pk, row_number() over (partition by d.id order by v.ord) as nth
            from v join d on d.device_id = v.device_id
          ) w
          where w.nth + (select count(*) from (select 1 from playlists p where p.device_id = w.device_pk limit $9) held) <= $9
          returning id
        )
        select v.id, d.id is not null as device_found, inserted.id is not null as added
        from v left join d on d.device_id = v.device_id left join inserted on inserted.id = v.id
        order by v.ord`,
      values: [
        ids,
        column('deviceId'),
        column('name'),
        column('host'),
        column('whitelistHostId'),
        column('username'),
        column('passwordEncrypted'),
        column('hidePlaylistInfo'),
        slotsPerDevice,
      ],
    });
  };

  const insertPlaylistForDevice = createBatcher<NewPlaylist, PlaylistInsertOutcome>(async (playlists) => {
    const rows =
      database.engine === 'pglite'
        ? await insertWithinSlots(database.query, playlists)
        : await database.transaction(async (query) => {
            await query({
              name: 'devices_lock_for_playlists',
              text: 'select 1 from devices where device_id = any($1::text[]) order by id for update',
              values: [[...new Set(playlists.map((playlist) => playlist.deviceId))]],
            });
            return insertWithinSlots(query, playlists);
          });
    return rows.map((row): PlaylistInsertOutcome => {
      if (!row.device_found) return 'device_not_found';
      return row.added ? 'added' : 'slots_full';
    });
  });

  return { deviceExists, insertPlaylistForDevice };
}

export type HotPaths = ReturnType<typeof createHotPaths>;
