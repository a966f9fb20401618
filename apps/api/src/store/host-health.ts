import type { HostHealth } from '@vela/api-client';
import { and, asc, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { playlistStatuses } from '../db/schema.ts';
import type { ListQuery } from '../http/admin-list.ts';
import { resellerAddresses, whitelistAddresses } from './reseller-scope.ts';

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

const clients = (condition: SQL) =>
  sql<number>`count(distinct ${playlistStatuses.deviceId}) filter (where ${condition})`.mapWith(Number);

/**
 * The health of each address the scope reaches: the statuses reported in the window, one per playlist,
 * counted as distinct devices, and the time of the latest report whenever it came. The addresses come from
 * `resellerAddresses` in the same statement, so no other provider's host is ever read.
 */
function healthOf(db: Database, scope: HostHealthScope, since: Date) {
  const addresses = (scope.everything ? whitelistAddresses(db) : resellerAddresses(db, scope.userId)).as(
    'addresses',
  );
  const latest = alias(playlistStatuses, 'latest');
  const ok = clients(sql`${playlistStatuses.status} = 'ok'`);
  const failed = clients(sql`${playlistStatuses.status} <> 'ok'`);
  const flagged = sql<boolean>`(${failed} > ${ok})`;
  const fields = {
    host: addresses.host,
    ok_clients: ok,
    failed_clients: failed,
    auth_failed_clients: clients(sql`${playlistStatuses.status} = 'auth_failed'`),
    unreachable_clients: clients(sql`${playlistStatuses.status} = 'unreachable'`),
    bad_format_clients: clients(sql`${playlistStatuses.status} = 'bad_format'`),
    // The newest entry of the host in `playlist_statuses_host_received_idx`, however old.
    last_report_at: sql<
      Date | string | null
    >`(select max(${latest.receivedAt}) from ${playlistStatuses} as ${sql.identifier('latest')} where ${latest.host} = ${addresses.host})`,
    flagged,
  };
  return {
    addresses,
    fields,
    inWindow: and(eq(playlistStatuses.host, addresses.host), gte(playlistStatuses.receivedAt, since)),
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
  const { addresses, fields, inWindow, having } = healthOf(db, scope, since);
  const hosts = db
    .select({ host: addresses.host })
    .from(addresses)
    .leftJoin(playlistStatuses, inWindow)
    .groupBy(addresses.host)
    .having(having(filter));
  const [rows, [totals]] = await Promise.all([
    db
      .select(fields)
      .from(addresses)
      .leftJoin(playlistStatuses, inWindow)
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
