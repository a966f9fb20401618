import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database, RawQuery } from '../db/database.ts';
import { devices, type PlaylistSource, playlists } from '../db/schema.ts';

// Adding playlists within a device's slots, for the public channels: My List (`/api/playlist_v3`, batched by
// `hot-paths.ts`) and the resellers' integration API. One statement does it all on both engines; see
// docs/decisions/0004-batched-hot-paths.md. The owner's dashboard inserts its own and calls `recountPlaylists`.

export interface NewPlaylist {
  /** The new playlist's id, when the caller needs to name it (in its answer or audit entry). */
  id?: string;
  /** The device's canonical public id. */
  deviceId: string;
  name: string;
  host: string;
  whitelistHostId: string | null;
  username: string;
  passwordEncrypted: string;
  hidePlaylistInfo: boolean;
  /** The programme guide's address, or null. */
  epgUrl: string | null;
  /** Which way it came, and the account it came from (the reseller of a code or key), see `playlists.added_via`. */
  addedVia: PlaylistSource;
  addedBy: string | null;
}

/** What became of a playlist sent to a device. */
export type PlaylistInsertOutcome = 'added' | 'device_not_found' | 'upload_protected' | 'slots_full';

/**
 * Who adds the playlists. A device whose owner switched on upload protection (`devices.upload_protected`)
 * accepts playlists only from its owner's dashboard: `public` (My List, the integration API) is refused.
 */
type PlaylistChannel = 'public' | 'owner';

export interface SlotRules {
  /** `PLAYLISTS_PER_DEVICE`. */
  slotsPerDevice: number;
  channel: PlaylistChannel;
}

/**
 * Adds playlists to devices, each only while its device has a free slot, in the order given (the first
 * ones of a device win its last free slots), and refuses devices that are unknown or, for the public
 * channel, upload-protected. Returns one outcome per playlist, in order.
 *
 * One statement: it locks the devices' rows (`for no key update`, in id order like the triggers, so that concurrent
 * statements wait for each other instead of deadlocking), reads their `playlist_count`, inserts what fits and
 * raises the count by what it inserted (migration 0020). A concurrent statement for the same device waits for the
 * lock and then reads the raised count (READ COMMITTED re-reads a locked row's newest version), so no device
 * ever holds more than its slots, on PostgreSQL across connections and instances as on PGlite. Safe inside a caller's transaction too (the
 * integration API writes its audit entry in the same one).
 *
 * Each added playlist's `playlist.added` is left to the job runner: the statement writes its id into
 * `playlist_announcements`, which `announceAddedPlaylists` (`store/webhook-events.ts`) empties at each pass (decision 35).
 */
export async function addPlaylistsWithinSlots(
  query: RawQuery,
  playlists: readonly NewPlaylist[],
  { slotsPerDevice, channel }: SlotRules,
): Promise<PlaylistInsertOutcome[]> {
  const ids = playlists.map((playlist) => playlist.id ?? randomUUID());
  const column = <K extends keyof NewPlaylist>(key: K) => playlists.map((playlist) => playlist[key]);
  const rows = await query<{ device_found: boolean; refused: boolean; added: boolean }>({
    name: 'playlists_add_within_slots',
    text: `with v as (
        select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[], $7::text[], $8::boolean[],
                             $11::text[], $12::uuid[], $13::text[])
          with ordinality as v(id, device_id, name, host, whitelist_host_id, username, password_encrypted, hide, added_via, added_by,
                               epg_url, ord)
      ), d as (
        select id, device_id, playlist_count, upload_protected and $10::boolean as refused
        from devices where device_id = any($2::text[])
        order by id
        for no key update
      ), inserted as (
        insert into playlists (id, device_id, name, format, host, whitelist_host_id, username, password_encrypted, hide_playlist_info,
                               added_via, added_by, epg_url)
        select w.id, w.device_pk, w.name, 'xtream', w.host, w.whitelist_host_id, w.username, w.password_encrypted, w.hide,
               w.added_via, w.added_by, w.epg_url
        from (
          select v.*, d.id as device_pk, d.playlist_count, row_number() over (partition by d.id order by v.ord) as nth
          from v join d on d.device_id = v.device_id
          where not d.refused
        ) w
        where w.playlist_count + w.nth <= $9::integer
        returning id, device_id
      ), counted as (
        update devices set playlist_count = devices.playlist_count + c.added
        from (select device_id, count(*)::integer as added from inserted group by device_id) c
        where devices.id = c.device_id
      ), announced as (
        insert into playlist_announcements (playlist_id) select id from inserted
      )
      select d.id is not null as device_found, coalesce(d.refused, false) as refused, inserted.id is not null as added
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
      channel === 'public',
      column('addedVia'),
      column('addedBy'),
      column('epgUrl'),
    ],
  });
  return rows.map((row): PlaylistInsertOutcome => {
    if (!row.device_found) return 'device_not_found';
    if (row.refused) return 'upload_protected';
    return row.added ? 'added' : 'slots_full';
  });
}

/**
 * Sets `playlist_count` of these devices to the playlists they hold, after an insert that did not go through
 * {@link addPlaylistsWithinSlots} (the dashboard's form, the seeds). Call it in the insert's transaction, with the
 * devices' rows locked where other requests may add playlists at the same time.
 */
export async function recountPlaylists(writer: Pick<Database, 'update'>, devicePks: readonly string[]) {
  if (devicePks.length === 0) return;
  await writer
    .update(devices)
    .set({
      playlistCount: sql`(select count(*)::integer from ${playlists} where ${playlists.deviceId} = ${devices.id})`,
    })
    .where(inArray(devices.id, [...devicePks]));
}
