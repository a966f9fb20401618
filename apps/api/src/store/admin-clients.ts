import type {
  AdminClient,
  AdminClientDetail,
  ClientPlaylist,
  ClientsMassUpdateRefusal,
  MassHostUpdatePreview,
  MassHostUpdateResult,
  PlaylistHostInUse,
} from '@vela/api-client';
import { and, asc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Reader, Transaction } from '../db/database.ts';
import { devices, playlists, whitelistHosts } from '../db/schema.ts';
import { type LicenceStateName, licenceStateName } from '../domain/licence.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { deviceIdSearch } from './admin-devices.ts';
import { licenceStateOf } from './devices.ts';
import {
  hostsInUse,
  type MassUpdateScope,
  moveHostInTransaction,
  previewMassHostUpdate,
} from './playlist-host-update.ts';
import { reachedPlaylists } from './reseller-scope.ts';

/** Whose clients a signed-in person sees: a reseller's own, or (operators) those of every reseller. */
export interface ClientScope {
  userId: string;
  everything: boolean;
}

/**
 * The playlists a scope sees on its clients' devices, as SQL on `playlists`: the reseller's reach
 * (`reachedPlaylists`: added with their code or API key, or on an address they verified); an operator's,
 * what any reseller reaches. Every other playlist of the same devices stays out of every statement below.
 */
function clientPlaylistsOf(db: Reader, scope: ClientScope): SQL {
  return reachedPlaylists(db, scope);
}

export const clientSortFields = ['last_seen', 'device_id', 'playlists', 'id'] as const;
export type ClientSortField = (typeof clientSortFields)[number];

export interface ClientFilter {
  q?: string;
  /** Devices that hold at least one of the scope's playlists on this host. */
  host?: string;
  licence_state?: LicenceStateName;
  /** react-admin's `getMany`: canonical device ids. */
  ids?: string[];
}

/** The licence states as conditions on `devices`, the words of {@link licenceStateName} at `now`. */
function licenceCondition(state: LicenceStateName, now: Date): SQL | undefined {
  switch (state) {
    case 'lifetime':
      return eq(devices.lifetimeLicence, true);
    case 'trial':
      return and(eq(devices.lifetimeLicence, false), gt(devices.trialExpiresAt, now));
    case 'none':
      return and(eq(devices.lifetimeLicence, false), lte(devices.trialExpiresAt, now));
  }
}

/**
 * The scope's playlists grouped by device: how many and on which hosts. The host filter keeps the devices
 * that use it without narrowing what is counted.
 */
function clientTotals(db: Reader, scope: ClientScope, host: string | undefined) {
  return db
    .select({
      deviceId: playlists.deviceId,
      playlists: sql<number>`cast(count(*) as integer)`.as('playlists'),
      hosts: sql<string[]>`array_agg(distinct ${playlists.host} order by ${playlists.host})`.as('hosts'),
    })
    .from(playlists)
    .where(clientPlaylistsOf(db, scope))
    .groupBy(playlists.deviceId)
    .having(host === undefined ? undefined : sql`bool_or(${playlists.host} = ${host})`)
    .as('client_totals');
}

interface ClientRow {
  deviceId: string;
  lifetimeLicence: boolean;
  trialExpiresAt: Date;
  privacyExpiresAt: Date | null;
  lastSeenAt: Date | null;
  playlists: number;
  hosts: string[];
}

function toAdminClient(row: ClientRow, now: Date): AdminClient {
  return {
    id: row.deviceId,
    device_id: row.deviceId,
    licence_state: licenceStateName(licenceStateOf(row), now),
    license_expiry: row.lifetimeLicence ? null : row.trialExpiresAt.toISOString(),
    last_seen: row.lastSeenAt?.toISOString() ?? null,
    playlists: row.playlists,
    hosts: row.hosts,
  };
}

function clientsQuery(db: Database, scope: ClientScope, host: string | undefined) {
  const totals = clientTotals(db, scope, host);
  const columns = {
    id: devices.id,
    deviceId: devices.deviceId,
    lifetimeLicence: devices.lifetimeLicence,
    trialExpiresAt: devices.trialExpiresAt,
    privacyExpiresAt: devices.privacyExpiresAt,
    lastSeenAt: devices.lastSeenAt,
    playlists: totals.playlists,
    hosts: totals.hosts,
  };
  return { totals, columns };
}

/**
 * One page of the scope's clients, filtered, sorted and counted in SQL: the devices joined to the grouped
 * subquery of the scope's playlists, so a device without one of them is never read.
 */
export async function listClients(
  db: Database,
  scope: ClientScope,
  { sort, offset, limit }: Omit<ListQuery<ClientSortField>, 'filter'>,
  filter: ClientFilter,
  now: Date,
): Promise<{ rows: AdminClient[]; total: number }> {
  if (filter.ids?.length === 0) return { rows: [], total: 0 };
  const conditions: (SQL | undefined)[] = [];
  if (filter.q !== undefined) {
    const condition = deviceIdSearch(devices.deviceId, filter.q);
    if (condition === null) return { rows: [], total: 0 };
    conditions.push(condition);
  }
  if (filter.licence_state) conditions.push(licenceCondition(filter.licence_state, now));
  if (filter.ids) conditions.push(inArray(devices.deviceId, filter.ids));
  const where = and(...conditions);
  const { totals, columns } = clientsQuery(db, scope, filter.host);
  const sortColumn = {
    last_seen: devices.lastSeenAt,
    device_id: devices.deviceId,
    id: devices.deviceId,
    playlists: totals.playlists,
  }[sort.field];
  const order =
    sort.order === 'asc' ? sql`${sortColumn} asc nulls first` : sql`${sortColumn} desc nulls last`;
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(devices)
      .innerJoin(totals, eq(totals.deviceId, devices.id))
      .where(where)
      .orderBy(order, asc(devices.deviceId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`cast(count(*) as integer)` })
      .from(devices)
      .innerJoin(totals, eq(totals.deviceId, devices.id))
      .where(where),
  ]);
  return { rows: rows.map((row) => toAdminClient(row, now)), total: counted?.total ?? 0 };
}

/**
 * A client with the scope's playlists on it and nothing else of the device's: no other provider's playlist,
 * no password, no M3U link, no notes. Undefined when the device holds none of the scope's playlists (then it
 * is not the caller's client).
 */
export async function getClient(
  db: Database,
  scope: ClientScope,
  deviceId: string,
  now: Date,
): Promise<AdminClientDetail | undefined> {
  const { totals, columns } = clientsQuery(db, scope, undefined);
  const [row] = await db
    .select(columns)
    .from(devices)
    .innerJoin(totals, eq(totals.deviceId, devices.id))
    .where(eq(devices.deviceId, deviceId))
    .limit(1);
  if (!row) return undefined;
  const held = await db
    .select({
      id: playlists.id,
      playlistName: playlists.name,
      playlistFormat: playlists.format,
      host: playlists.host,
      username: playlists.username,
      hide_playlist_info: playlists.hidePlaylistInfo,
      epg_url: playlists.epgUrl,
      createdAt: playlists.createdAt,
    })
    .from(playlists)
    .where(and(eq(playlists.deviceId, row.id), clientPlaylistsOf(db, scope)))
    .orderBy(asc(playlists.createdAt), asc(playlists.id));
  const clientPlaylists: ClientPlaylist[] = held.map(({ createdAt, ...playlist }) => ({
    ...playlist,
    playlist_added_at: createdAt.toISOString(),
  }));
  return { ...toAdminClient(row, now), client_playlists: clientPlaylists };
}

/**
 * The reach of a reseller's mass host update: their clients' playlists on their hosts, recorded under
 * actions of its own so that the customer's screen and this one each undo only their own updates.
 */
export function clientsMassUpdateScope(scope: ClientScope): MassUpdateScope {
  return {
    actorId: scope.userId,
    playlists: (db) => clientPlaylistsOf(db, scope),
    actions: { update: 'clients.mass_update_host', undo: 'clients.mass_update_host_undo' },
  };
}

/** The hosts the scope's clients use, with how many playlists and devices: the old host's choices. */
export function clientHostsInUse(db: Database, scope: ClientScope): Promise<PlaylistHostInUse[]> {
  return hostsInUse(db, clientsMassUpdateScope(scope));
}

/**
 * The two rules of a reseller's host move (decisions 17 and 28): the old host is used by their clients'
 * playlists, and the new host is an address of one of their own VERIFIED whitelist entries (an operator's:
 * any reseller's verified entry), so nobody sends the playlists, passwords included, to a server they have
 * not proven theirs, and the moved playlists stay in reach for the undo. The entry that holds the new
 * address is locked against a change until the move commits.
 */
async function refusalOf(
  db: Database | Transaction,
  scope: ClientScope,
  oldHost: string,
  newHost: string,
  lock: boolean,
): Promise<ClientsMassUpdateRefusal | undefined> {
  const [inUse] = await db
    .select({ id: playlists.id })
    .from(playlists)
    .where(and(eq(playlists.host, oldHost), clientPlaylistsOf(db, scope)))
    .limit(1);
  if (!inUse) return 'old_host_not_in_use';
  const entry = db
    .select({ id: whitelistHosts.id, verified: sql<boolean>`${whitelistHosts.verifiedAt} is not null` })
    .from(whitelistHosts)
    .where(
      and(
        scope.everything ? undefined : eq(whitelistHosts.ownerId, scope.userId),
        or(eq(whitelistHosts.host, newHost), eq(whitelistHosts.backupHost, newHost)),
      ),
    )
    // A verified entry first: an operator may find the address on several resellers' entries.
    .orderBy(sql`${whitelistHosts.verifiedAt} is null`)
    .limit(1);
  const [own] = lock ? await entry.for('share') : await entry;
  if (!own) return 'new_host_not_whitelisted';
  return own.verified ? undefined : 'new_host_not_verified';
}

export type ClientsMassUpdateOutcome =
  | { outcome: 'refused'; code: ClientsMassUpdateRefusal }
  | { outcome: 'preview'; preview: MassHostUpdatePreview }
  | { outcome: 'applied'; result: MassHostUpdateResult };

/**
 * The reseller's mass host update: without `confirm` the preview, with it the move in one transaction with
 * its audit entry (the customer's implementation, on the clients' reach), after the rules above.
 */
export async function massUpdateClientsHost(
  db: Database,
  scope: ClientScope,
  oldHost: string,
  newHost: string,
  confirm: boolean,
  address: string | null,
): Promise<ClientsMassUpdateOutcome> {
  const reach = clientsMassUpdateScope(scope);
  if (!confirm) {
    const code = await refusalOf(db, scope, oldHost, newHost, false);
    if (code) return { outcome: 'refused', code };
    return { outcome: 'preview', preview: await previewMassHostUpdate(db, reach, oldHost, newHost) };
  }
  return db.transaction(async (tx): Promise<ClientsMassUpdateOutcome> => {
    const code = await refusalOf(tx, scope, oldHost, newHost, true);
    if (code) return { outcome: 'refused', code };
    return { outcome: 'applied', result: await moveHostInTransaction(tx, reach, oldHost, newHost, address) };
  });
}
