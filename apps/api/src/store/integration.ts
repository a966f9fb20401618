import { randomUUID } from 'node:crypto';
import type { IntegrationHost, IntegrationPlaylistRecord, IntegrationSlots } from '@vela/api-client';
import type { IntegrationPlaylist } from '@vela/validation';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, RawQuery, Reader } from '../db/database.ts';
import { devices, playlists, whitelistHosts } from '../db/schema.ts';
import type { AuditAction } from '../domain/audit-actions.ts';
import { writeAudit, writeAuditWith } from './audit.ts';
import { idempotencyWindowMs } from './idempotency.ts';
import { addPlaylistsWithinSlots, type PlaylistInsertOutcome } from './playlist-slots.ts';
import { reachedByReseller } from './reseller-scope.ts';
import { publishPlaylistEvents } from './webhook-events.ts';

// What the resellers' integration API (`/api/integration/v1/*`) reads and writes. Reads and deletes are
// scoped in SQL to the key owner's reach (`reachedByReseller`: what their codes and keys added, and what
// plays from their verified entries), adds to their own entries; every write is audited with the key's id
// in its own transaction.

/** Who calls: an API key and the reseller (or operator) it belongs to. */
export interface IntegrationCaller {
  keyId: string;
  ownerId: string;
}

/** How long an `Idempotency-Key` is remembered. */

/** The slots of any registered device: how many it holds and how many more it takes. Undefined when unknown. */
export async function deviceSlots(
  db: Database,
  deviceid: string,
  slotsPerDevice: number,
): Promise<IntegrationSlots | undefined> {
  const [row] = await db
    .select({ used: devices.playlistCount })
    .from(devices)
    .where(eq(devices.deviceId, deviceid))
    .limit(1);
  if (!row) return undefined;
  return {
    deviceid,
    limit: slotsPerDevice,
    used: row.used,
    free: Math.max(0, slotsPerDevice - row.used),
  };
}

/** The caller's whitelist entries, oldest first. */
export async function resellerHosts(db: Database, ownerId: string): Promise<IntegrationHost[]> {
  return db
    .select({ host: whitelistHosts.host, backup_host: whitelistHosts.backupHost, code: whitelistHosts.code })
    .from(whitelistHosts)
    .where(eq(whitelistHosts.ownerId, ownerId))
    .orderBy(asc(whitelistHosts.createdAt), asc(whitelistHosts.code));
}

/**
 * The caller's playlists (`reachedByReseller`) on a device, as SQL: one linked to the caller's entry shows
 * that entry's current host and code; a code of anybody else's entry never shows.
 */
function resellerPlaylistsQuery(db: Reader, ownerId: string, deviceid: string, only?: SQL) {
  const ownEntry = and(eq(whitelistHosts.id, playlists.whitelistHostId), eq(whitelistHosts.ownerId, ownerId));
  return db
    .select({
      id: playlists.id,
      deviceid: devices.deviceId,
      playlistName: playlists.name,
      host: sql<string>`coalesce(${whitelistHosts.host}, ${playlists.host})`,
      host_code: whitelistHosts.code,
      username: playlists.username,
      hide_playlist_info: playlists.hidePlaylistInfo,
      epg_url: playlists.epgUrl,
      createdAt: playlists.createdAt,
    })
    .from(playlists)
    .innerJoin(devices, eq(devices.id, playlists.deviceId))
    .leftJoin(whitelistHosts, ownEntry)
    .where(and(eq(devices.deviceId, deviceid), reachedByReseller(db, ownerId), only))
    .$dynamic();
}

type PlaylistRow = Awaited<ReturnType<typeof resellerPlaylistsQuery>>[number];

function toRecord({ createdAt, ...row }: PlaylistRow): IntegrationPlaylistRecord {
  return { ...row, playlist_added_at: createdAt.toISOString() };
}

/** The caller's playlists on a device, oldest first, never a password; undefined when the device is unknown. */
export async function resellerPlaylistsOnDevice(
  db: Database,
  ownerId: string,
  deviceid: string,
): Promise<IntegrationPlaylistRecord[] | undefined> {
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.deviceId, deviceid))
    .limit(1);
  if (!device) return undefined;
  const rows = await resellerPlaylistsQuery(db, ownerId, deviceid).orderBy(
    asc(playlists.createdAt),
    asc(playlists.id),
  );
  return rows.map(toRecord);
}

/**
 * Removes one of the caller's playlists from a device, audited with the key in the same transaction.
 * Undefined for any other playlist (another reseller's, the owner's own, another device's, unknown); a playlist
 * the device's owner locked (parental control) is never removed this way (`parental_locked`).
 */
export async function deleteResellerPlaylist(
  db: Database,
  caller: IntegrationCaller,
  deviceid: string,
  id: string,
  path: string,
  now: Date,
  address: string | null,
): Promise<IntegrationPlaylistRecord | 'parental_locked' | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await resellerPlaylistsQuery(tx, caller.ownerId, deviceid, eq(playlists.id, id))
      .for('update', { of: playlists })
      .limit(1);
    if (!found) return undefined;
    const [lock] = await tx.select({ locked: playlists.locked }).from(playlists).where(eq(playlists.id, id));
    if (lock?.locked) return 'parental_locked';
    await publishPlaylistEvents(tx, { now: () => now }, 'playlist.removed', [id]);
    await tx.delete(playlists).where(eq(playlists.id, id));
    const record = toRecord(found);
    await writeAudit(tx, {
      actorId: caller.ownerId,
      apiKeyId: caller.keyId,
      action: 'integration.playlist.delete',
      entity: 'playlist',
      entityId: id,
      before: { ...record },
      after: { method: 'DELETE', path, status: 200 },
      address,
    });
    return record;
  });
}

export interface IntegrationAdd {
  deviceid: string;
  playlist: IntegrationPlaylist;
  passwordEncrypted: string;
  /** The request's path, for the audit entry. */
  path: string;
  /** The caller's `Idempotency-Key` and a keyed digest of the request it stands for. */
  idempotency: { key: string; fingerprint: string } | null;
}

/** Why an add did not happen, with the status it is answered with. */
const refusalStatus = {
  host_not_allowed: 403,
  device_not_found: 404,
  upload_protected: 403,
  slots_full: 409,
} as const satisfies Record<'host_not_allowed' | Exclude<PlaylistInsertOutcome, 'added'>, number>;

type Refusal = keyof typeof refusalStatus;

export type IntegrationAddResult =
  | { outcome: 'added'; record: IntegrationPlaylistRecord }
  | { outcome: 'replayed'; status: number; body: Record<string, unknown> }
  | { outcome: 'idempotency_conflict' }
  | { outcome: Refusal };

/** The caller's entry that a host (primary or backup) or a code names, or undefined. */
async function ownEntry(
  query: RawQuery,
  ownerId: string,
  playlist: IntegrationPlaylist,
): Promise<{ id: string; host: string; code: number } | undefined> {
  const rows =
    playlist.mode === 'code'
      ? await query<{ id: string; host: string; code: number }>({
          name: 'integration_entry_by_code',
          text: 'select id, host, code from whitelist_hosts where owner_id = $1 and code = $2',
          values: [ownerId, playlist.hostCode],
        })
      : await query<{ id: string; host: string; code: number }>({
          name: 'integration_entry_by_host',
          text: 'select id, host, code from whitelist_hosts where owner_id = $1 and (host = $2 or backup_host = $2) limit 1',
          values: [ownerId, playlist.host],
        });
  return rows[0];
}

/**
 * Adds a playlist to a device on one of the caller's whitelist entries, through `addPlaylistsWithinSlots`
 * (slots, upload protection) in one transaction with its audit entry and, when the caller sent an
 * `Idempotency-Key`, the answer to replay. Requests with the same key wait for each other (an advisory lock
 * on the key), so a retry sent while the first is still running replays it too. Only an add that happened is
 * remembered: a refused one changed nothing, so sending it again runs it again.
 */
export async function addIntegrationPlaylist(
  database: DatabaseHandle,
  caller: IntegrationCaller,
  add: IntegrationAdd,
  { slotsPerDevice, now }: { slotsPerDevice: number; now: Date },
  address: string | null,
): Promise<IntegrationAddResult> {
  return database.transaction(async (query): Promise<IntegrationAddResult> => {
    const audit = (entry: { action: AuditAction; entity: string; entityId: string | null; after: object }) =>
      writeAuditWith(query, {
        actorId: caller.ownerId,
        apiKeyId: caller.keyId,
        ...entry,
        after: { method: 'POST', path: add.path, ...entry.after },
        address,
      });
    const { idempotency } = add;
    if (idempotency) {
      await query({
        name: 'integration_idempotency_lock',
        text: 'select pg_advisory_xact_lock(hashtextextended($1, 7341212))',
        values: [`${caller.keyId}:${idempotency.key}`],
      });
      await query({
        name: 'integration_idempotency_prune',
        text: 'delete from api_key_idempotency where api_key_id = $1 and created_at <= $2::timestamptz',
        values: [caller.keyId, new Date(now.getTime() - idempotencyWindowMs).toISOString()],
      });
      const [stored] = await query<{
        fingerprint: string;
        response_status: number;
        response_body: Record<string, unknown>;
      }>({
        name: 'integration_idempotency_find',
        text: `select fingerprint, response_status, response_body from api_key_idempotency
          where api_key_id = $1 and idempotency_key = $2`,
        values: [caller.keyId, idempotency.key],
      });
      if (stored && stored.fingerprint !== idempotency.fingerprint) {
        await audit({
          action: 'integration.playlist.add',
          entity: 'device',
          entityId: add.deviceid,
          after: { status: 422, code: 'idempotency_key_reused' },
        });
        return { outcome: 'idempotency_conflict' };
      }
      if (stored) {
        await audit({
          action: 'integration.playlist.add_replayed',
          entity: 'playlist',
          entityId: typeof stored.response_body.id === 'string' ? stored.response_body.id : null,
          after: { status: stored.response_status },
        });
        return { outcome: 'replayed', status: stored.response_status, body: stored.response_body };
      }
    }

    const entry = await ownEntry(query, caller.ownerId, add.playlist);
    const refuse = async (outcome: Refusal): Promise<IntegrationAddResult> => {
      await audit({
        action: 'integration.playlist.add',
        entity: 'device',
        entityId: add.deviceid,
        after: { status: refusalStatus[outcome], code: outcome },
      });
      return { outcome };
    };
    if (!entry) return refuse('host_not_allowed');

    const { playlist } = add;
    const id = randomUUID();
    const host = playlist.mode === 'code' ? entry.host : playlist.host;
    const [outcome] = await addPlaylistsWithinSlots(
      query,
      [
        {
          id,
          deviceId: add.deviceid,
          name: playlist.playlistName,
          host,
          // A code links the playlist to its entry, so that editing the entry moves it; a host is kept as sent.
          whitelistHostId: playlist.mode === 'code' ? entry.id : null,
          username: playlist.username,
          passwordEncrypted: add.passwordEncrypted,
          hidePlaylistInfo: playlist.hidePlaylistInfo,
          epgUrl: playlist.epgUrl,
          addedVia: 'integration',
          addedBy: caller.ownerId,
        },
      ],
      // Announced by the job runner from the row this statement writes, in the add's own transaction.
      { slotsPerDevice, channel: 'public' },
    );
    if (outcome !== 'added') return refuse(outcome ?? 'device_not_found');
    const [added] = await query<{ created_at: Date | string }>({
      name: 'integration_playlist_added_at',
      text: 'select created_at from playlists where id = $1',
      values: [id],
    });
    const record: IntegrationPlaylistRecord = {
      id,
      deviceid: add.deviceid,
      playlistName: playlist.playlistName,
      host,
      host_code: playlist.mode === 'code' ? entry.code : null,
      username: playlist.username,
      hide_playlist_info: playlist.hidePlaylistInfo,
      epg_url: playlist.epgUrl,
      playlist_added_at: new Date(added?.created_at ?? now).toISOString(),
    };
    await audit({
      action: 'integration.playlist.add',
      entity: 'playlist',
      entityId: id,
      after: { ...record, status: 201 },
    });
    if (idempotency) {
      await query({
        name: 'integration_idempotency_store',
        text: `insert into api_key_idempotency (api_key_id, idempotency_key, fingerprint, response_status, response_body, created_at)
          values ($1, $2, $3, 201, $4::jsonb, $5::timestamptz)`,
        values: [
          caller.keyId,
          idempotency.key,
          idempotency.fingerprint,
          JSON.stringify(record),
          now.toISOString(),
        ],
      });
    }
    return { outcome: 'added', record };
  });
}
