import type { ResellerStats } from '@vela/api-client';
import { and, count, desc, eq, gte, isNull, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { activations, creditBalances, devices, playlists, users } from '../db/schema.ts';
import type { LicenceStateName } from '../domain/licence.ts';
import { listHostHealth } from './host-health.ts';
import { accountInGoodStanding, addedByReseller, reachedByReseller } from './reseller-scope.ts';
import { periodOf } from './stats.ts';

/** How many days the reseller's home looks back, today included. */
export const resellerStatsDays = 30;
/** How many hosts the home names, among the failing ones and the busiest. */
export const resellerTopHosts = 5;

const dayMs = 24 * 60 * 60 * 1000;

/** The UTC start of each of the last `resellerStatsDays` days, the oldest first and today's last. */
function lastDayStarts(now: Date): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from(
    { length: resellerStatsDays },
    (_, index) => new Date(today - (resellerStatsDays - 1 - index) * dayMs),
  );
}

/** Counts per day bucket (1 for the first day, 0 for anything before it) as one number per day. */
function perDay(rows: readonly { bucket: number; count: number }[]): number[] {
  const counts = Array.from({ length: resellerStatsDays }, () => 0);
  for (const { bucket, count: value } of rows) {
    if (bucket >= 1 && bucket <= resellerStatsDays) counts[bucket - 1] = (counts[bucket - 1] ?? 0) + value;
  }
  return counts;
}

/**
 * A reseller's home figures over the playlists they reach and nothing else (`reachedByReseller`, decision 28:
 * added with their code or API key, or on an address of an entry they verified), in UTC days ending today:
 * - their clients (devices holding one of those playlists) today, how many there were at the end of each of
 *   the last 30 days and how many became clients on each (a device counts from its oldest reached playlist;
 *   the playlists removed since are not kept, so the past is what today's clients looked like then), and
 *   their licences now (lifetime, trial running, none);
 * - playlists their code and their API key added on each day;
 * - their hosts failing now, as Host health counts them (failures outnumber successes over the last day);
 * - the hosts with the most clients;
 * - their credits (the balance, and whether it is frozen) and the activations they made each day that still
 *   count.
 */
export async function loadResellerStats(db: Database, resellerId: string, now: Date): Promise<ResellerStats> {
  const dayStarts = lastDayStarts(now);
  const windowStart = dayStarts[0] as Date;
  const windowEnd = new Date((dayStarts.at(-1) as Date).getTime() + dayMs);
  const reached = reachedByReseller(db, resellerId);

  // Each client once, with the moment it became one: the oldest of its playlists the reseller reaches.
  const clients = db
    // Named apart from `devices.device_id` (the TV's id), which the licence's lookup below also sees.
    .select({
      clientId: sql<string>`${playlists.deviceId}`.as('client_id'),
      since: min(playlists.createdAt).as('since'),
    })
    .from(playlists)
    .where(reached)
    .groupBy(playlists.deviceId)
    .as('clients');
  // Each client's licence now, looked up by its key (a few thousand index reads, never a scan of every device).
  const licence = sql<LicenceStateName>`(
    select case when ${devices.lifetimeLicence} then 'lifetime'
                when ${devices.trialExpiresAt} > ${now.toISOString()} then 'trial'
                else 'none' end
      from ${devices} where ${devices.id} = ${clients.clientId})`;
  const licensed = db
    .select({ since: clients.since, licence: licence.as('licence') })
    .from(clients)
    .as('licensed');
  const counted = (state: LicenceStateName) =>
    sql<number>`count(*) filter (where ${licensed.licence} = ${state})`.mapWith(Number);

  const [clientRows, channelRows, hostRows, failing, activationRows, [credits]] = await Promise.all([
    db
      .select({
        bucket: periodOf(dayStarts, licensed.since),
        count: count(),
        lifetime: counted('lifetime'),
        trial: counted('trial'),
      })
      .from(licensed)
      .groupBy(sql`1`),
    db
      .select({ bucket: periodOf(dayStarts), via: playlists.addedVia, count: count() })
      .from(playlists)
      .where(
        and(
          addedByReseller(resellerId),
          gte(playlists.createdAt, windowStart),
          lt(playlists.createdAt, windowEnd),
        ),
      )
      .groupBy(sql`1`, playlists.addedVia),
    db
      .select({
        host: playlists.host,
        clients: sql<number>`count(distinct ${playlists.deviceId})`.mapWith(Number),
      })
      .from(playlists)
      .where(reached)
      .groupBy(playlists.host)
      .orderBy(desc(sql`2`), playlists.host)
      .limit(resellerTopHosts),
    listHostHealth(
      db,
      { userId: resellerId, everything: false },
      { sort: { field: 'failed_clients', order: 'desc' }, offset: 0, limit: resellerTopHosts },
      { flagged: true },
      now,
    ),
    db
      .select({ bucket: periodOf(dayStarts, activations.createdAt), count: count() })
      .from(activations)
      .where(
        and(
          eq(activations.resellerId, resellerId),
          isNull(activations.revokedAt),
          gte(activations.createdAt, windowStart),
          lt(activations.createdAt, windowEnd),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        balance: sql<number>`coalesce(${creditBalances.balance}, 0)`.mapWith(Number),
        standing: sql<boolean>`${accountInGoodStanding()}`,
      })
      .from(users)
      .leftJoin(creditBalances, eq(creditBalances.resellerId, users.id))
      .where(eq(users.id, resellerId)),
  ]);

  const newClientsPerDay = perDay(clientRows);
  let running = clientRows.filter((row) => row.bucket < 1).reduce((sum, row) => sum + row.count, 0);
  const clientsPerDay = newClientsPerDay.map((added) => {
    running += added;
    return running;
  });
  const sum = (pick: (row: (typeof clientRows)[number]) => number) =>
    clientRows.reduce((total, row) => total + pick(row), 0);
  const total = sum((row) => row.count);
  const withLicence = sum((row) => row.lifetime);
  const onTrial = sum((row) => row.trial);
  const channel = (via: 'code' | 'integration') => perDay(channelRows.filter((row) => row.via === via));

  return {
    days: dayStarts.map((start) => start.toISOString().slice(0, 10)),
    clients: total,
    clientsPerDay,
    newClientsPerDay,
    licences: { lifetime: withLicence, trial: onTrial, none: total - withLicence - onTrial },
    playlistsPerDay: { code: channel('code'), integration: channel('integration') },
    failingHosts: {
      total: failing.total,
      hosts: failing.rows.map((row) => ({
        host: row.host,
        failedClients: row.failed_clients,
        okClients: row.ok_clients,
      })),
    },
    topHosts: hostRows,
    credits: { balance: credits?.balance ?? 0, frozen: !credits?.standing },
    activationsPerDay: perDay(activationRows),
  };
}
