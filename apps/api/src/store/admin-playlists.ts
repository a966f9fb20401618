import { randomUUID } from 'node:crypto';
import type {
  AdminPlaylist,
  MassHostMove,
  MassHostUndoResult,
  MassHostUpdatePreview,
  MassHostUpdateResult,
  PlaylistHostInUse,
} from '@vela/api-client';
import type { PlaylistFormat, PlaylistRecordValues } from '@vela/validation';
import {
  and,
  asc,
  type Column,
  count,
  countDistinct,
  desc,
  eq,
  ilike,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { auditLog, devices, playlistStatuses, playlists, users } from '../db/schema.ts';
import type { AuditAction } from '../domain/audit-actions.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { publishPlaylistEvents } from '../webhooks/publish.ts';
import { writeAudit } from './audit.ts';
import { likePattern } from './like.ts';
import { recountPlaylists } from './playlist-slots.ts';

type Reader = Pick<Database, 'select'>;

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
function detailsVisibleTo(scope: PlaylistScope): SQL | undefined {
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
    hidden: hiddenFrom(scope),
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
function ownedDeviceIds(db: Reader, scope: PlaylistScope) {
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

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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

export type PlaylistWriteOutcome =
  | { outcome: 'saved'; record: AdminPlaylist }
  | { outcome: 'not_found' | 'device_not_found' | 'slots_full' | 'hidden' };

export async function createPlaylist(
  db: Database,
  scope: PlaylistScope,
  values: PlaylistRecordValues & { passwordEncrypted: string },
  slotsPerDevice: number,
  now: Date,
  address: string | null,
): Promise<PlaylistWriteOutcome> {
  return db.transaction(async (tx) => {
    const device = await lockDeviceWithSlots(tx, scope, values.deviceid);
    if (!device) return { outcome: 'device_not_found' };
    if (device.held >= slotsPerDevice) return { outcome: 'slots_full' };
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
      hidden: false,
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
    return { outcome: 'saved', record };
  });
}

/**
 * Replaces a playlist with the whole record; a null password keeps the stored one. A playlist whose details
 * are hidden from the caller cannot be edited (only deleted). Whether its details are hidden is the choice of
 * whoever added it: an owner's edit of a playlist somebody else added keeps that choice as it was.
 */
export async function updatePlaylist(
  db: Database,
  scope: PlaylistScope,
  id: string,
  values: PlaylistRecordValues & { passwordEncrypted: string | null },
  slotsPerDevice: number,
  address: string | null,
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
      hidden: false,
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
    return { outcome: 'saved', record };
  });
}

export async function deletePlaylist(
  db: Database,
  scope: PlaylistScope,
  id: string,
  now: Date,
  address: string | null,
): Promise<AdminPlaylist | undefined> {
  return db.transaction(async (tx) => {
    // What the caller sees of it is answered; the audit log, which operators read, keeps all of it.
    const [current] = await tx
      .select({ shown: recordColumns(scope), full: fullColumns })
      .from(playlists)
      .innerJoin(devices, eq(devices.id, playlists.deviceId))
      .leftJoin(playlistStatuses, withStatus)
      .where(and(eq(playlists.id, id), ownedDevice(scope)))
      .for('update', { of: playlists });
    if (!current) return undefined;
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
 * details are hidden from the owner is refused (`hidden`).
 */
export async function passwordForReveal(
  db: Database,
  userId: string,
  id: string,
  address: string | null,
): Promise<string | 'hidden' | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        passwordEncrypted: playlists.passwordEncrypted,
        hidden: hiddenFrom({ userId, everything: false }),
      })
      .from(playlists)
      .innerJoin(devices, eq(devices.id, playlists.deviceId))
      .where(and(eq(playlists.id, id), eq(devices.ownerId, userId)));
    if (!row) return undefined;
    if (row.hidden) return 'hidden';
    await writeAudit(tx, {
      actorId: userId,
      action: 'playlist.reveal_password',
      entity: 'playlist',
      entityId: id,
      address,
    });
    return row.passwordEncrypted;
  });
}

/**
 * Which playlists a mass host update (and its list of hosts in use) reaches, and the audit actions it is
 * recorded under: a customer's own devices' playlists (`ownPlaylists`), or a reseller's clients' playlists on
 * their hosts (`store/admin-clients.ts`). One implementation serves both screens; only the reach differs.
 */
export interface MassUpdateScope {
  /** The signed-in person who acts; an undo finds only their own updates. */
  actorId: string;
  /** The playlists within reach, as SQL on `playlists` alone (the update joins no other table). */
  playlists(db: Reader): SQL | undefined;
  actions: { update: AuditAction; undo: AuditAction };
  /**
   * An operator's update, over every customer: its preview also says how many customers it touches and
   * whose the samples are. Other reaches never show an owner (a reseller's clients are not theirs to name).
   */
  global?: boolean;
}

/**
 * A customer's reach: the playlists of their own devices whose details they see (a hidden one's host is
 * neither counted, listed nor moved), or every playlist for an operator.
 */
export function ownPlaylists(scope: PlaylistScope): MassUpdateScope {
  return {
    actorId: scope.userId,
    playlists: (db) =>
      scope.everything
        ? undefined
        : and(inArray(playlists.deviceId, ownedDeviceIds(db, scope)), detailsVisibleTo(scope)),
    actions: { update: 'playlists.mass_update_host', undo: 'playlists.mass_update_host_undo' },
    global: scope.everything,
  };
}

/** The hosts the scope's playlists use, the most used first. */
export async function hostsInUse(db: Database, scope: MassUpdateScope): Promise<PlaylistHostInUse[]> {
  const playlistCount = count();
  return db
    .select({ host: playlists.host, playlists: playlistCount, devices: countDistinct(playlists.deviceId) })
    .from(playlists)
    .where(scope.playlists(db))
    .groupBy(playlists.host)
    .orderBy(desc(playlistCount), asc(playlists.host))
    .limit(500);
}

const sampleSize = 5;
const massUpdateEntity = 'playlist_host_update';

/** An M3U link's origin swapped for another, its path and query kept; other links are left as they are. */
function relinked(from: string, to: string) {
  return sql`case when left(${playlists.m3uUrl}, char_length(${from})) = ${from}
    then ${to} || substr(${playlists.m3uUrl}, char_length(${from}) + 1) else ${playlists.m3uUrl} end`;
}

export async function previewMassHostUpdate(
  db: Database,
  scope: MassUpdateScope,
  oldHost: string,
  newHost: string,
): Promise<MassHostUpdatePreview> {
  const where = and(eq(playlists.host, oldHost), scope.playlists(db));
  if (scope.global) return previewGlobalHostUpdate(db, where, oldHost, newHost);
  const [[totals], samples] = await Promise.all([
    db
      .select({ matched: count(), devices: countDistinct(playlists.deviceId) })
      .from(playlists)
      .where(where),
    db
      .select({ id: playlists.id, playlistName: playlists.name, deviceid: devices.deviceId })
      .from(playlists)
      .innerJoin(devices, eq(devices.id, playlists.deviceId))
      .where(where)
      .orderBy(asc(devices.deviceId), asc(playlists.name))
      .limit(sampleSize),
  ]);
  return {
    old_host: oldHost,
    new_host: newHost,
    matched: totals?.matched ?? 0,
    devices: totals?.devices ?? 0,
    samples,
  };
}

/**
 * An operator's preview: the same counts plus the customers owning the matched devices, and samples taken
 * one per customer first (then by device), so that the list shows the update's spread over customers.
 */
async function previewGlobalHostUpdate(
  db: Database,
  where: SQL | undefined,
  oldHost: string,
  newHost: string,
): Promise<MassHostUpdatePreview> {
  const ownerRank = sql`row_number() over (partition by ${devices.ownerId} order by ${devices.deviceId}, ${playlists.name})`;
  const ranked = db
    .select({
      id: playlists.id,
      playlistName: sql<string>`${playlists.name}`.as('playlist_name'),
      deviceid: sql<string>`${devices.deviceId}`.as('deviceid'),
      owner: sql<string | null>`${users.email}`.as('owner'),
      rank: sql<number>`${ownerRank}`.as('owner_rank'),
    })
    .from(playlists)
    .innerJoin(devices, eq(devices.id, playlists.deviceId))
    .leftJoin(users, eq(users.id, devices.ownerId))
    .where(where)
    .as('ranked');
  const [[totals], samples] = await Promise.all([
    db
      .select({
        matched: count(),
        devices: countDistinct(playlists.deviceId),
        customers: countDistinct(devices.ownerId),
      })
      .from(playlists)
      .innerJoin(devices, eq(devices.id, playlists.deviceId))
      .where(where),
    db
      .select({
        id: ranked.id,
        playlistName: ranked.playlistName,
        deviceid: ranked.deviceid,
        owner: ranked.owner,
      })
      .from(ranked)
      .orderBy(asc(ranked.rank), asc(ranked.deviceid), asc(ranked.playlistName))
      .limit(sampleSize),
  ]);
  return {
    old_host: oldHost,
    new_host: newHost,
    matched: totals?.matched ?? 0,
    devices: totals?.devices ?? 0,
    customers: totals?.customers ?? 0,
    samples,
  };
}

/**
 * Moves every playlist of the scope from one host to another in one statement, inside the caller's
 * transaction (which may check its own rules first, under the same locks). The audit entry keeps the ids of
 * exactly the playlists it changed, so that the undo reverses those and no others (not the ones that
 * already used the new host).
 */
export async function moveHostInTransaction(
  tx: Transaction,
  scope: MassUpdateScope,
  oldHost: string,
  newHost: string,
  address: string | null,
): Promise<MassHostUpdateResult> {
  const changed = await tx
    .update(playlists)
    .set({ host: newHost, m3uUrl: relinked(oldHost, newHost) })
    .where(and(eq(playlists.host, oldHost), scope.playlists(tx)))
    .returning({ id: playlists.id, deviceId: playlists.deviceId });
  const deviceCount = new Set(changed.map((row) => row.deviceId)).size;
  if (changed.length === 0) {
    return { update_id: null, old_host: oldHost, new_host: newHost, updated: 0, devices: 0 };
  }
  const updateId = randomUUID();
  await writeAudit(tx, {
    actorId: scope.actorId,
    action: scope.actions.update,
    entity: massUpdateEntity,
    entityId: updateId,
    before: { host: oldHost, playlist_ids: changed.map((row) => row.id) },
    after: { host: newHost, playlists: changed.length, devices: deviceCount },
    address,
  });
  return {
    update_id: updateId,
    old_host: oldHost,
    new_host: newHost,
    updated: changed.length,
    devices: deviceCount,
  };
}

/** {@link moveHostInTransaction} in a transaction of its own. */
export async function applyMassHostUpdate(
  db: Database,
  scope: MassUpdateScope,
  oldHost: string,
  newHost: string,
  address: string | null,
): Promise<MassHostUpdateResult> {
  return db.transaction((tx) => moveHostInTransaction(tx, scope, oldHost, newHost, address));
}

export type MassHostUndoOutcome =
  | { outcome: 'undone'; result: MassHostUndoResult }
  | { outcome: 'not_found' | 'already_undone' };

/**
 * Reverses a mass host update the caller made from the same screen (the scope's actions): the playlists it
 * changed that still use its new host, and that the scope still reaches, go back to the old host. Undone
 * once; audited like the update.
 */
export async function undoMassHostUpdate(
  db: Database,
  scope: MassUpdateScope,
  updateId: string,
  address: string | null,
): Promise<MassHostUndoOutcome> {
  return db.transaction(async (tx) => {
    const entries = await tx
      .select({ id: auditLog.id, action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, massUpdateEntity),
          eq(auditLog.entityId, updateId),
          eq(auditLog.actorId, scope.actorId),
          inArray(auditLog.action, [scope.actions.update, scope.actions.undo]),
        ),
      )
      .for('update');
    const update = entries.find((entry) => entry.action === scope.actions.update);
    if (!update) return { outcome: 'not_found' };
    if (entries.some((entry) => entry.action === scope.actions.undo)) return { outcome: 'already_undone' };
    const oldHost = String(update.before?.host);
    const newHost = String(update.after?.host);
    const changedIds = tx
      .select({ id: sql<string>`jsonb_array_elements_text(${auditLog.before} -> 'playlist_ids')::uuid` })
      .from(auditLog)
      .where(eq(auditLog.id, update.id));
    const restored = await tx
      .update(playlists)
      .set({ host: oldHost, m3uUrl: relinked(newHost, oldHost) })
      .where(and(inArray(playlists.id, changedIds), eq(playlists.host, newHost), scope.playlists(tx)))
      .returning({ id: playlists.id });
    await writeAudit(tx, {
      actorId: scope.actorId,
      action: scope.actions.undo,
      entity: massUpdateEntity,
      entityId: updateId,
      before: { host: newHost },
      after: { host: oldHost, playlist_ids: restored.map((row) => row.id) },
      address,
    });
    return { outcome: 'undone', result: { update_id: updateId, restored: restored.length } };
  });
}

/** How many past moves the history answers: the newest, enough for a desk's week. */
export const massHostHistoryLimit = 50;

/**
 * The caller's past host moves from the same screen (the scope's actions), newest first, read from the audit
 * log where each move and its undo are kept: so the list and its undo buttons survive a reload. Only the
 * caller's own moves, as only those can be undone by them.
 */
export async function massHostUpdateHistory(db: Database, scope: MassUpdateScope): Promise<MassHostMove[]> {
  const undo = db
    .select({
      entityId: auditLog.entityId,
      undoneAt:
        sql<string>`to_char(min(${auditLog.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
          'undone_at',
        ),
      restored: sql<number>`min(jsonb_array_length(${auditLog.after} -> 'playlist_ids'))`.as('restored'),
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, scope.actorId),
        eq(auditLog.action, scope.actions.undo),
        eq(auditLog.entity, massUpdateEntity),
      ),
    )
    .groupBy(auditLog.entityId)
    .as('undo');
  const rows = await db
    .select({
      updateId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      movedAt: auditLog.createdAt,
      undoneAt: undo.undoneAt,
      restored: undo.restored,
    })
    .from(auditLog)
    .leftJoin(undo, eq(undo.entityId, auditLog.entityId))
    .where(
      and(
        eq(auditLog.actorId, scope.actorId),
        eq(auditLog.action, scope.actions.update),
        eq(auditLog.entity, massUpdateEntity),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(massHostHistoryLimit);
  return rows.flatMap((row) =>
    row.updateId
      ? [
          {
            update_id: row.updateId,
            old_host: String(row.before?.host ?? ''),
            new_host: String(row.after?.host ?? ''),
            updated: Number(row.after?.playlists ?? 0),
            devices: Number(row.after?.devices ?? 0),
            moved_at: row.movedAt.toISOString(),
            undone_at: row.undoneAt ?? null,
            restored: row.restored === null ? null : Number(row.restored),
          },
        ]
      : [],
  );
}
