import type { HostHealth } from '@vela/api-client';
import { and, asc, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { playlistStatuses, playlists } from '../db/schema.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { reachedPlaylists, resellerAddresses, whitelistAddresses } from './reseller-scope.ts';

/** How far back a host's health looks. */
export const healthWindowMs = 24 * 60 * 60 * 1000;

/** Whose hosts: a reseller's entries' addresses, or every whitelisted address for an operator. */
export interface HostHealthScope {
  userId: string;
  everything: boolean;
}

export const hostHealthSortFields = [
  'failed_clients',
  'ok_clients',
  'host',
  'last_report_at',
  'flagged',
] as const;
export type HostHealthSortField = (typeof hostHealthSortFields)[number];

export interface HostHealthFilter {
  /** Only the hosts where failures outnumber successes (true), or only the others (false). */
  flagged?: boolean;
}

/**
 * The health of each address the scope lists: the statuses reported in the window, one per playlist, counted
 * as distinct devices, and the time of the latest report whenever it came. Only the statuses of playlists the
 * scope reaches count (`reachedPlaylists`): an address listed but not verified shows only what the reseller's
 * own code or key added, never how other people's playlists on that host fare. The addresses come from
 * `resellerAddresses` in the same statement, so no other provider's host is ever read.
 */
function healthOf(db: Database, scope: HostHealthScope, since: Date) {
  const addresses = (scope.everything ? whitelistAddresses(db) : resellerAddresses(db, scope.userId)).as(
    'addresses',
  );
  const statuses = db
    .select({
      deviceId: playlistStatuses.deviceId,
      host: playlistStatuses.host,
      status: playlistStatuses.status,
      receivedAt: playlistStatuses.receivedAt,
    })
    .from(playlistStatuses)
    .innerJoin(playlists, eq(playlists.id, playlistStatuses.playlistId))
    .where(reachedPlaylists(db, scope))
    .as('reached_statuses');
  const clients = (condition: SQL) =>
    sql<number>`count(distinct ${statuses.deviceId}) filter (where ${condition})`.mapWith(Number);
  const ok = clients(sql`${statuses.status} = 'ok'`);
  const failed = clients(sql`${statuses.status} <> 'ok'`);
  const flagged = sql<boolean>`(${failed} > ${ok})`;
  const latest = db
    .select({ at: sql`max(${playlistStatuses.receivedAt})` })
    .from(playlistStatuses)
    .innerJoin(playlists, eq(playlists.id, playlistStatuses.playlistId))
    .where(and(eq(playlistStatuses.host, addresses.host), reachedPlaylists(db, scope)));
  const fields = {
    host: addresses.host,
    ok_clients: ok,
    failed_clients: failed,
    auth_failed_clients: clients(sql`${statuses.status} = 'auth_failed'`),
    unreachable_clients: clients(sql`${statuses.status} = 'unreachable'`),
    bad_format_clients: clients(sql`${statuses.status} = 'bad_format'`),
    // The newest report of a reached playlist on the host, however old.
    last_report_at: sql<Date | string | null>`(${latest})`,
    flagged,
  };
  return {
    addresses,
    statuses,
    fields,
    inWindow: and(eq(statuses.host, addresses.host), gte(statuses.receivedAt, since)),
    /** Only flagged (or only unflagged) hosts, if asked. */
    having: (filter: HostHealthFilter) =>
      filter.flagged === undefined ? undefined : filter.flagged ? flagged : sql`not ${flagged}`,
  };
}

const toIso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One page of the scope's hosts with their health over the 24 hours before `now`, sorted in the query. */
export async function listHostHealth(
  db: Database,
  scope: HostHealthScope,
  { sort, offset, limit }: Omit<ListQuery<HostHealthSortField>, 'filter'>,
  filter: HostHealthFilter,
  now: Date,
): Promise<{ rows: HostHealth[]; total: number }> {
  const since = new Date(now.getTime() - healthWindowMs);
  const order = sort.order === 'asc' ? asc : desc;
  const { addresses, statuses, fields, inWindow, having } = healthOf(db, scope, since);
  const hosts = db
    .select({ host: addresses.host })
    .from(addresses)
    .leftJoin(statuses, inWindow)
    .groupBy(addresses.host)
    .having(having(filter));
  const [rows, [totals]] = await Promise.all([
    db
      .select(fields)
      .from(addresses)
      .leftJoin(statuses, inWindow)
      .groupBy(addresses.host)
      .having(having(filter))
      .orderBy(sql`${order(fields[sort.field])} nulls last`, asc(fields.host))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(hosts.as('health')),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.host,
      host: row.host,
      ok_clients: Number(row.ok_clients),
      failed_clients: Number(row.failed_clients),
      auth_failed_clients: Number(row.auth_failed_clients),
      unreachable_clients: Number(row.unreachable_clients),
      bad_format_clients: Number(row.bad_format_clients),
      last_report_at: toIso(row.last_report_at),
      flagged: Boolean(row.flagged),
    })),
    total: totals?.total ?? 0,
  };
}

/** Clients (distinct devices) that loaded from a host fine and that failed on it, since `since`. */
export interface HostClientCounts {
  host: string;
  ok: number;
  failed: number;
}

/**
 * Every address of the scope with its clients' counts since `since`: the same addresses, reach and counting
 * as Host health, over another window (host alerts look at the last hour).
 */
export async function hostClientCounts(
  db: Database,
  scope: HostHealthScope,
  since: Date,
): Promise<HostClientCounts[]> {
  const { addresses, statuses, fields, inWindow } = healthOf(db, scope, since);
  const rows = await db
    .select({ host: fields.host, ok: fields.ok_clients, failed: fields.failed_clients })
    .from(addresses)
    .leftJoin(statuses, inWindow)
    .groupBy(addresses.host);
  return rows.map((row) => ({ host: row.host, ok: Number(row.ok), failed: Number(row.failed) }));
}
