import type { AdminPlaylist } from '@vela/api-client';
import type { PlaylistFormat, PlaylistRecordValues } from '@vela/validation';
import { and, asc, type Column, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Reader, Transaction } from '../db/database.ts';
import { devices, playlistStatuses, playlists } from '../db/schema.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { writeAudit } from './audit.ts';
import { likePattern } from './like.ts';
import {
  hasParentalPin,
  holdsParentalUnlock,
  type ParentalSession,
  writeParentalAudit,
} from './parental-control.ts';
import { recountPlaylists } from './playlist-slots.ts';
import { publishPlaylistEvents } from './webhook-events.ts';

/** Whose playlists a signed-in person reaches: their own devices', or every device's for an operator. */
export interface PlaylistScope {
  userId: string;
  everything: boolean;
}

export const playlistSortFields = [
  'playlist_added_at',
  'playlistName',
  'deviceid',
  'playlistFormat',
  'host',
  'hide_playlist_info',
  'id',
] as const;
export type PlaylistSortField = (typeof playlistSortFields)[number];

export interface PlaylistFilter {
  q?: string;
  deviceid?: string;
  host?: string;
  hide_playlist_info?: boolean;
  ids?: string[];
}

/**
 * Whether a playlist's details are hidden from the scope, as SQL on `playlists`: from a device's owner, those
 * whose adder asked to hide them (`hide_playlist_info`) and is not that owner (My List, a reseller's code or
 * API key, an operator, an earlier owner). A scope reaches only its own devices, so its owner is the scope's
 * person. Operators see everything.
 */
function hiddenFrom(scope: PlaylistScope): SQL<boolean> {
  if (scope.everything) return sql<boolean>`false`;
  return sql<boolean>`(${playlists.hidePlaylistInfo} and (${playlists.addedBy} is null or ${playlists.addedBy} <> ${scope.userId}))`;
}

/** The playlists whose details the scope sees: its mass host update and its host filter reach no other. */
export function detailsVisibleTo(scope: PlaylistScope): SQL | undefined {
  return scope.everything ? undefined : sql`not ${hiddenFrom(scope)}`;
}

/** A detail of the playlist as the scope sees it: null where it is hidden from the scope. */
function detail<T>(scope: PlaylistScope, column: Column): SQL<T | null> {
  return scope.everything
    ? sql<T | null>`${column}`
    : sql<T | null>`case when ${hiddenFrom(scope)} then null else ${column} end`;
}

/**
 * What a list sorts by. Sorting by a hidden detail sorts by what the scope sees of it (nothing), so the order
 * of the rows does not tell the hidden host either.
 */
function sortColumn(scope: PlaylistScope, field: PlaylistSortField) {
  switch (field) {
    case 'playlist_added_at':
      return playlists.createdAt;
    case 'playlistName':
      return playlists.name;
    case 'deviceid':
      return devices.deviceId;
    case 'playlistFormat':
      return detail(scope, playlists.format);
    case 'host':
      return detail(scope, playlists.host);
    case 'hide_playlist_info':
      return playlists.hidePlaylistInfo;
    case 'id':
      return playlists.id;
  }
}

/** A playlist's record as the scope sees it (its password never): a hidden one with its details as null. */
function recordColumns(scope: PlaylistScope) {
  return {
    id: playlists.id,
    deviceid: devices.deviceId,
    playlistName: playlists.name,
    playlistFormat: detail<PlaylistFormat>(scope, playlists.format),
    host: detail<string>(scope, playlists.host),
    m3uUrl: detail<string>(scope, playlists.m3uUrl),
    username: detail<string>(scope, playlists.username),
    hide_playlist_info: playlists.hidePlaylistInfo,
    notes: detail<string>(scope, playlists.notes),
    epg_url: detail<string>(scope, playlists.epgUrl),
    hidden: hiddenFrom(scope),
    locked: playlists.locked,
    createdAt: playlists.createdAt,
    // From `playlist_statuses`, left-joined on its primary key: one probe per row of the page.
    last_status: playlistStatuses.status,
    lastCheckedAt: playlistStatuses.checkedAt,
  };
}

/** Every detail, whoever asks: what the audit log keeps of a playlist (operators read it). */
const fullColumns = recordColumns({ userId: '', everything: true });

/** The playlist's last reported status, beside it: one row or none. */
const withStatus = eq(playlistStatuses.playlistId, playlists.id);

interface RecordRow extends Omit<AdminPlaylist, 'playlist_added_at' | 'last_checked_at'> {
  createdAt: Date;
  lastCheckedAt: Date | null;
}

function toRecord({ createdAt, lastCheckedAt, ...row }: RecordRow): AdminPlaylist {
  return {
    ...row,
    playlist_added_at: createdAt.toISOString(),
    last_checked_at: lastCheckedAt?.toISOString() ?? null,
  };
}

/** The devices a scope reaches, as SQL: the owner's, or all of them. */
function ownedDevice(scope: PlaylistScope): SQL | undefined {
  return scope.everything ? undefined : eq(devices.ownerId, scope.userId);
}

/** The ids of the devices a scope reaches, for statements that do not join `devices`. */
export function ownedDeviceIds(db: Reader, scope: PlaylistScope) {
  return db.select({ id: devices.id }).from(devices).where(ownedDevice(scope));
}

function filterConditions(scope: PlaylistScope, filter: PlaylistFilter): SQL | undefined {
  return and(
    ownedDevice(scope),
    filter.q ? ilike(playlists.name, likePattern(filter.q)) : undefined,
    filter.deviceid !== undefined ? eq(devices.deviceId, filter.deviceid) : undefined,
    filter.host !== undefined ? and(eq(playlists.host, filter.host), detailsVisibleTo(scope)) : undefined,
    filter.hide_playlist_info !== undefined
      ? eq(playlists.hidePlaylistInfo, filter.hide_playlist_info)
      : undefined,
    filter.ids !== undefined ? inArray(playlists.id, filter.ids) : undefined,
  );
}

/**
 * One page of the playlists a scope reaches, sorted and filtered in the query: the join on the owner's
 * devices reads them through `devices_owner_idx` and `playlists_device_idx`, never the whole table.
 */
export async function listPlaylists(
  db: Database,
  scope: PlaylistScope,
  { sort, offset, limit }: Omit<ListQuery<PlaylistSortField>, 'filter'>,
  filter: PlaylistFilter,
): Promise<{ rows: AdminPlaylist[]; total: number }> {
  if (filter.ids?.length === 0) return { rows: [], total: 0 };
  const where = filterConditions(scope, filter);
  const order = sort.order === 'asc' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select(recordColumns(scope))
      .from(playlists)
      .innerJoin(devices, eq(devices.id, playlists.deviceId))
      .leftJoin(playlistStatuses, withStatus)
      .where(where)
      .orderBy(order(sortColumn(scope, sort.field)), order(playlists.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(playlists)
      .innerJoin(devices, eq(devices.id, playlists.deviceId))
      .where(where),
  ]);
  return { rows: rows.map(toRecord), total: totals?.total ?? 0 };
}

export async function getPlaylist(
  db: Database,
  scope: PlaylistScope,
  id: string,
): Promise<AdminPlaylist | undefined> {
  const [row] = await db
    .select(recordColumns(scope))
    .from(playlists)
    .innerJoin(devices, eq(devices.id, playlists.deviceId))
    .leftJoin(playlistStatuses, withStatus)
    .where(and(eq(playlists.id, id), ownedDevice(scope)));
  return row && toRecord(row);
}

/**
 * Locks a device the scope reaches and counts its playlists, so that two additions racing for its last slot
 * (from here or from My List, which locks the same row) are counted one after the other.
 */
async function lockDeviceWithSlots(tx: Transaction, scope: PlaylistScope, deviceid: string) {
  const [device] = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.deviceId, deviceid), ownedDevice(scope)))
    .for('update');
  if (!device) return undefined;
  const [held] = await tx.select({ held: count() }).from(playlists).where(eq(playlists.deviceId, device.id));
  return { id: device.id, held: held?.held ?? 0 };
}

/** The record as the audit log keeps it: what the person set (the password aside), not what the TV reported. */
const audited = ({ last_status: _, last_checked_at: __, hidden: ___, ...record }: AdminPlaylist) =>
  ({ ...record }) as Record<string, unknown>;

/** Why an addition is refused. */
type CreateRefusal = 'device_not_found' | 'slots_full' | 'parental_pin_required';

export type PlaylistCreateOutcome = { outcome: 'saved'; record: AdminPlaylist } | { outcome: CreateRefusal };

export type PlaylistWriteOutcome =
  | { outcome: 'saved'; record: AdminPlaylist }
  | { outcome: CreateRefusal | 'not_found' | 'hidden' | 'parental_locked' };

/**
 * A playlist's lock or unlock in the owner's security events, beside the playlist's own entry: the TV and the
 * playlist's name, which the owner gave.
 */
function auditLockChange(
  tx: Transaction,
  scope: PlaylistScope,
  device: { id: string; deviceId: string },
  playlist: { id: string; name: string; locked: boolean },
  address: string | null,
) {
  return tx
    .select({ ownerId: devices.ownerId })
    .from(devices)
    .where(eq(devices.id, device.id))
    .then(([row]) =>
      writeParentalAudit(
        tx,
        { id: device.id, deviceId: device.deviceId, ownerId: row?.ownerId ?? null },
        {
          action: playlist.locked ? 'playlist.lock' : 'playlist.unlock',
          actorId: scope.userId,
          after: { playlist_id: playlist.id, playlist_name: playlist.name },
          address,
        },
      ),
    );
}

export async function createPlaylist(
  db: Database,
  scope: PlaylistScope,
  values: PlaylistRecordValues & { passwordEncrypted: string },
  slotsPerDevice: number,
  now: Date,
  address: string | null,
): Promise<PlaylistCreateOutcome> {
  return db.transaction(async (tx): Promise<PlaylistCreateOutcome> => {
    const device = await lockDeviceWithSlots(tx, scope, values.deviceid);
    if (!device) return { outcome: 'device_not_found' };
    if (device.held >= slotsPerDevice) return { outcome: 'slots_full' };
    const locked = values.locked ?? false;
    if (locked && !(await hasParentalPin(tx, device.id))) return { outcome: 'parental_pin_required' };
    const [inserted] = await tx
      .insert(playlists)
      .values({
        deviceId: device.id,
        name: values.playlistName,
        format: values.format,
        host: values.host,
        m3uUrl: values.m3uUrl,
        username: values.username,
        passwordEncrypted: values.passwordEncrypted,
        hidePlaylistInfo: values.hidePlaylistInfo,
        notes: values.notes,
        epgUrl: values.epgUrl,
        locked,
        addedVia: 'dashboard',
        addedBy: scope.userId,
      })
      .returning({ id: playlists.id, createdAt: playlists.createdAt });
    if (!inserted) throw new Error('The playlist was not inserted');
    await recountPlaylists(tx, [device.id]);
    await publishPlaylistEvents(tx, { now: () => now }, 'playlist.added', [inserted.id]);
    const record: AdminPlaylist = {
      id: inserted.id,
      deviceid: values.deviceid,
      playlistName: values.playlistName,
      playlistFormat: values.format,
      host: values.host,
      m3uUrl: values.m3uUrl,
      username: values.username,
      hide_playlist_info: values.hidePlaylistInfo,
      notes: values.notes,
      epg_url: values.epgUrl,
      hidden: false,
      locked,
      playlist_added_at: inserted.createdAt.toISOString(),
      last_status: null,
      last_checked_at: null,
    };
    await writeAudit(tx, {
      actorId: scope.userId,
      action: 'playlist.create',
      entity: 'playlist',
      entityId: record.id,
      after: audited(record),
      address,
    });
    if (locked) {
      await auditLockChange(
        tx,
        scope,
        { id: device.id, deviceId: values.deviceid },
        { id: record.id, name: record.playlistName, locked },
        address,
      );
    }
    return { outcome: 'saved', record };
  });
}

/**
 * Replaces a playlist with the whole record; a null password keeps the stored one. A playlist whose details
 * are hidden from the caller cannot be edited (only deleted). Whether its details are hidden is the choice of
 * whoever added it: an owner's edit of a playlist somebody else added keeps that choice as it was. A locked
 * playlist is replaced (or unlocked) only by a session that unlocked its device (`parental_locked`); locking
 * one needs a PIN on its device (`parental_pin_required`).
 */
export async function updatePlaylist(
  db: Database,
  scope: PlaylistScope,
  id: string,
  values: PlaylistRecordValues & { passwordEncrypted: string | null },
  slotsPerDevice: number,
  address: string | null,
  parental: ParentalSession | null,
): Promise<PlaylistWriteOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ ...recordColumns(scope), devicePk: devices.id, addedBy: playlists.addedBy })
      .from(playlists)
      .innerJoin(devices, eq(devices.id, playlists.deviceId))
      .leftJoin(playlistStatuses, withStatus)
      .where(and(eq(playlists.id, id), ownedDevice(scope)))
      .for('update', { of: playlists });
    if (!current) return { outcome: 'not_found' };
    if (current.hidden) return { outcome: 'hidden' };
    if (current.locked && !(await holdsParentalUnlock(tx, parental, current.devicePk))) {
      return { outcome: 'parental_locked' };
    }
    const hidePlaylistInfo =
      scope.everything || current.addedBy === scope.userId
        ? values.hidePlaylistInfo
        : current.hide_playlist_info;
    let devicePk = current.devicePk;
    if (values.deviceid !== current.deviceid) {
      const device = await lockDeviceWithSlots(tx, scope, values.deviceid);
      if (!device) return { outcome: 'device_not_found' };
      if (device.held >= slotsPerDevice) return { outcome: 'slots_full' };
      devicePk = device.id;
    }
    const locked = values.locked ?? current.locked;
    if (locked && !(await hasParentalPin(tx, devicePk))) return { outcome: 'parental_pin_required' };
    await tx
      .update(playlists)
      .set({
        deviceId: devicePk,
        name: values.playlistName,
        format: values.format,
        host: values.host,
        m3uUrl: values.m3uUrl,
        username: values.username,
        hidePlaylistInfo,
        notes: values.notes,
        epgUrl: values.epgUrl,
        locked,
        ...(values.passwordEncrypted === null ? {} : { passwordEncrypted: values.passwordEncrypted }),
      })
      .where(eq(playlists.id, id));
    // Still there unless the edit gave the playlist another host or device (migration 0011's trigger).
    const [status] = await tx
      .select({ status: playlistStatuses.status, checkedAt: playlistStatuses.checkedAt })
      .from(playlistStatuses)
      .where(eq(playlistStatuses.playlistId, id));
    const { devicePk: _, addedBy: __, ...before } = current;
    const record: AdminPlaylist = {
      id,
      deviceid: values.deviceid,
      playlistName: values.playlistName,
      playlistFormat: values.format,
      host: values.host,
      m3uUrl: values.m3uUrl,
      username: values.username,
      hide_playlist_info: hidePlaylistInfo,
      notes: values.notes,
      epg_url: values.epgUrl,
      hidden: false,
      locked,
      playlist_added_at: before.createdAt.toISOString(),
      last_status: status?.status ?? null,
      last_checked_at: status?.checkedAt.toISOString() ?? null,
    };
    await writeAudit(tx, {
      actorId: scope.userId,
      action: 'playlist.update',
      entity: 'playlist',
      entityId: id,
      before: audited(toRecord(before)),
      after: { ...audited(record), password_changed: values.passwordEncrypted !== null },
      address,
    });
    if (locked !== current.locked) {
      await auditLockChange(
        tx,
        scope,
        { id: devicePk, deviceId: values.deviceid },
        { id, name: values.playlistName, locked },
        address,
      );
    }
    return { outcome: 'saved', record };
  });
}

/**
 * Deletes a playlist the scope reaches; a locked one only for a session that unlocked its device
 * (`parental_locked`).
 */
export async function deletePlaylist(
  db: Database,
  scope: PlaylistScope,
  id: string,
  now: Date,
  address: string | null,
  parental: ParentalSession | null,
): Promise<AdminPlaylist | 'parental_locked' | undefined> {
  return db.transaction(async (tx) => {
    // What the caller sees of it is answered; the audit log, which operators read, keeps all of it.
    const [current] = await tx
      .select({ shown: recordColumns(scope), full: fullColumns, devicePk: devices.id })
      .from(playlists)
      .innerJoin(devices, eq(devices.id, playlists.deviceId))
      .leftJoin(playlistStatuses, withStatus)
      .where(and(eq(playlists.id, id), ownedDevice(scope)))
      .for('update', { of: playlists });
    if (!current) return undefined;
    if (current.full.locked && !(await holdsParentalUnlock(tx, parental, current.devicePk))) {
      return 'parental_locked';
    }
    await publishPlaylistEvents(tx, { now: () => now }, 'playlist.removed', [id]);
    await tx.delete(playlists).where(eq(playlists.id, id));
    await writeAudit(tx, {
      actorId: scope.userId,
      action: 'playlist.delete',
      entity: 'playlist',
      entityId: id,
      before: audited(toRecord(current.full)),
      address,
    });
    return toRecord(current.shown);
  });
}

/**
 * The encrypted password of a playlist of the caller's own devices (not an operator's reach: a password is
 * revealed to its owner only), with an audit entry that says it was revealed, without it. A playlist whose
 * details are hidden from the owner is refused (`hidden`), a locked one unless the session unlocked its device
 * (`parental_locked`).
 */
export async function passwordForReveal(
  db: Database,
  userId: string,
  id: string,
  address: string | null,
  parental: ParentalSession | null,
): Promise<{ passwordEncrypted: string } | 'hidden' | 'parental_locked' | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        passwordEncrypted: playlists.passwordEncrypted,
        hidden: hiddenFrom({ userId, everything: false }),
        locked: playlists.locked,
        devicePk: devices.id,
      })
      .from(playlists)
      .innerJoin(devices, eq(devices.id, playlists.deviceId))
      .where(and(eq(playlists.id, id), eq(devices.ownerId, userId)));
    if (!row) return undefined;
    if (row.hidden) return 'hidden';
    if (row.locked && !(await holdsParentalUnlock(tx, parental, row.devicePk))) return 'parental_locked';
    await writeAudit(tx, {
      actorId: userId,
      action: 'playlist.reveal_password',
      entity: 'playlist',
      entityId: id,
      address,
    });
    return { passwordEncrypted: row.passwordEncrypted };
  });
}
