import { randomUUID } from 'node:crypto';
import type {
  MassHostMove,
  MassHostUndoResult,
  MassHostUpdatePreview,
  MassHostUpdateResult,
  PlaylistHostInUse,
} from '@vela/api-client';
import { and, asc, count, countDistinct, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Reader, Transaction } from '../db/database.ts';
import { auditLog, devices, playlists, users } from '../db/schema.ts';
import type { AuditAction } from '../domain/audit-actions.ts';
import { detailsVisibleTo, ownedDeviceIds, type PlaylistScope } from './admin-playlists.ts';
import { writeAudit } from './audit.ts';

/*
 * Moving every playlist in reach from one host to another (the mass host update of the playlists and clients
 * screens), its preview, its undo and its history, which the audit log keeps.
 */

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

/**
 * A host move never touches a locked playlist (parental control, decision 63): it would replace what the owner
 * locked. They are counted instead, so the screen can say how many stayed.
 */
const notLocked = eq(playlists.locked, false);

async function lockedOnHost(db: Reader, scope: MassUpdateScope, oldHost: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(playlists)
    .where(and(eq(playlists.host, oldHost), scope.playlists(db), eq(playlists.locked, true)));
  return row?.total ?? 0;
}
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
  const where = and(eq(playlists.host, oldHost), scope.playlists(db), notLocked);
  const lockedSkipped = await lockedOnHost(db, scope, oldHost);
  if (scope.global) return previewGlobalHostUpdate(db, where, oldHost, newHost, lockedSkipped);
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
    locked_skipped: lockedSkipped,
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
  lockedSkipped: number,
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
    locked_skipped: lockedSkipped,
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
    .where(and(eq(playlists.host, oldHost), scope.playlists(tx), notLocked))
    .returning({ id: playlists.id, deviceId: playlists.deviceId });
  const lockedSkipped = await lockedOnHost(tx, scope, oldHost);
  const deviceCount = new Set(changed.map((row) => row.deviceId)).size;
  if (changed.length === 0) {
    return {
      update_id: null,
      old_host: oldHost,
      new_host: newHost,
      updated: 0,
      devices: 0,
      locked_skipped: lockedSkipped,
    };
  }
  const updateId = randomUUID();
  await writeAudit(tx, {
    actorId: scope.actorId,
    action: scope.actions.update,
    entity: massUpdateEntity,
    entityId: updateId,
    before: { host: oldHost, playlist_ids: changed.map((row) => row.id) },
    after: { host: newHost, playlists: changed.length, devices: deviceCount, locked_skipped: lockedSkipped },
    address,
  });
  return {
    update_id: updateId,
    old_host: oldHost,
    new_host: newHost,
    updated: changed.length,
    devices: deviceCount,
    locked_skipped: lockedSkipped,
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
 * changed that still use its new host, that the scope still reaches and that were not locked since, go back to
 * the old host. Undone
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
      .where(
        and(inArray(playlists.id, changedIds), eq(playlists.host, newHost), scope.playlists(tx), notLocked),
      )
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
