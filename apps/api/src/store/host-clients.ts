import type { HostClient } from '@vela/api-client';
import type { PlaylistFailureKind } from '@vela/validation';
import { and, eq, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devices, playlistStatuses, playlists } from '../db/schema.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { deviceIdSearch } from './admin-devices.ts';
import { type HostHealthScope, healthWindowMs } from './host-health.ts';
import { reachedPlaylists, resellerAddresses, whitelistAddresses } from './reseller-scope.ts';

export const hostClientSortFields = ['failed_at', 'device_id', 'host', 'status'] as const;
export type HostClientSortField = (typeof hostClientSortFields)[number];

export interface HostClientFilter {
  /** One address of the scope's entries; without it, every address of the scope. */
  host?: string;
  status?: PlaylistFailureKind;
  /** Part of a device id, in any notation. */
  q?: string;
}

/**
 * The clients whose TVs failed on the scope's hosts in the window before `now`: one row per device and host,
 * with the kind of its latest failure there and when it arrived. Read exactly as Host health reads: the
 * addresses of the scope's entries (`resellerAddresses`, every whitelisted one for an operator) and only the
 * statuses of playlists the scope reaches (`reachedPlaylists`), so another provider's clients never show.
 * A device's name is its owner's words: shown to its owner and to operators, never to another reseller.
 */
export async function listHostClients(
  db: Database,
  scope: HostHealthScope,
  { sort, offset, limit }: Omit<ListQuery<HostClientSortField>, 'filter'>,
  filter: HostClientFilter,
  now: Date,
): Promise<{ rows: HostClient[]; total: number }> {
  const since = new Date(now.getTime() - healthWindowMs);
  const addresses = scope.everything ? whitelistAddresses(db) : resellerAddresses(db, scope.userId);
  const search = filter.q === undefined ? undefined : deviceIdSearch(devices.deviceId, filter.q);
  if (search === null) return { rows: [], total: 0 };
  const conditions: (SQL | undefined)[] = [
    ne(playlistStatuses.status, 'ok'),
    gte(playlistStatuses.receivedAt, since),
    inArray(playlistStatuses.host, addresses),
    reachedPlaylists(db, scope),
    filter.host === undefined ? undefined : eq(playlistStatuses.host, filter.host),
    filter.status === undefined ? undefined : eq(playlistStatuses.status, filter.status),
    search,
  ];
  const failedAt = sql<Date | string>`max(${playlistStatuses.receivedAt})`;
  const status = sql<PlaylistFailureKind>`(array_agg(${playlistStatuses.status} order by ${playlistStatuses.receivedAt} desc))[1]`;
  const name = scope.everything
    ? sql<string | null>`${devices.name}`
    : sql<string | null>`case when ${devices.ownerId} = ${scope.userId} then ${devices.name} end`;
  const grouped = db
    .select({
      deviceId: sql<string>`${devices.deviceId}`.as('device_id'),
      host: sql<string>`${playlistStatuses.host}`.as('host'),
      name: name.as('name'),
      status: status.as('status'),
      failedAt: failedAt.as('failed_at'),
      playlists: sql<number>`cast(count(*) as integer)`.as('playlists'),
    })
    .from(playlistStatuses)
    .innerJoin(playlists, eq(playlists.id, playlistStatuses.playlistId))
    .innerJoin(devices, eq(devices.id, playlistStatuses.deviceId))
    .where(and(...conditions))
    .groupBy(devices.deviceId, playlistStatuses.host, devices.name, devices.ownerId)
    .as('host_clients');
  const sortColumn = {
    failed_at: grouped.failedAt,
    device_id: grouped.deviceId,
    host: grouped.host,
    status: grouped.status,
  }[sort.field];
  const order = sort.order === 'asc' ? sql`${sortColumn} asc` : sql`${sortColumn} desc`;
  const [rows, [counted]] = await Promise.all([
    db.select().from(grouped).orderBy(order, grouped.deviceId, grouped.host).limit(limit).offset(offset),
    db.select({ total: sql<number>`cast(count(*) as integer)` }).from(grouped),
  ]);
  return {
    rows: rows.map((row) => ({
      id: `${row.deviceId} ${row.host}`,
      device_id: row.deviceId,
      name: row.name,
      host: row.host,
      status: row.status,
      failed_at: new Date(row.failedAt).toISOString(),
      playlists: Number(row.playlists),
    })),
    total: counted?.total ?? 0,
  };
}
