import type { AdminStats, UserRole } from '@vela/api-client';
import { daysInMonth } from '@vela/validation';
import { and, count, eq, gte, inArray, lt, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devices, playlists } from '../db/schema.ts';

/** Whose figures: an operator sees every device; anyone else the devices they own. */
export interface StatsScope {
  userId: string;
  role: UserRole;
}

/** `counts[i]` is the count of bucket `i + 1` (month or day); buckets without playlists are 0. */
export function fillBuckets(rows: readonly { bucket: number; count: number }[], length: number): number[] {
  const counts = Array.from({ length }, () => 0);
  for (const { bucket, count: value } of rows) {
    if (bucket >= 1 && bucket <= length) counts[bucket - 1] = value;
  }
  return counts;
}

/**
 * Which of `starts` (ascending) an instant (by default a playlist's addition) falls after: 1 for the first period, 2 for the second...
 * The periods' bounds are UTC instants, so the counts are in UTC whatever the database's time zone is, and
 * comparing with them is cheaper than converting every row's date.
 */
export function periodOf(starts: readonly Date[], instant: SQLWrapper = playlists.createdAt) {
  const bounds = sql.join(
    starts.map((start) => sql`${start.toISOString()}`),
    sql`, `,
  );
  return sql<number>`width_bucket(${instant}, array[${bounds}]::timestamptz[])`.mapWith(Number);
}

/** The UTC start of each month of `year`, January first. */
export function monthStartsOf(year: number): Date[] {
  return Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(year, index, 1)));
}

/** The UTC start of each day of `month` of `year`, the 1st first. */
export function dayStartsOf(year: number, month: number): Date[] {
  return Array.from(
    { length: daysInMonth(year, month) },
    (_, index) => new Date(Date.UTC(year, month - 1, index + 1)),
  );
}

const hiddenCount = sql<number>`count(*) filter (where ${playlists.hidePlaylistInfo})`.mapWith(Number);

/**
 * The home screen's figures, each one statement that counts in the database: an operator's over every
 * playlist (the charts by the index on `created_at`), anyone else's over the playlists of the devices they own.
 */
export async function loadStats(
  db: Database,
  scope: StatsScope,
  { year, month }: { year: number; month: number },
): Promise<AdminStats> {
  const everything = scope.role === 'operator';
  const owned = eq(devices.ownerId, scope.userId);

  // The caller's playlists: a semi-join on the devices they own (none of another's ever reach a count).
  const mine = everything
    ? undefined
    : inArray(playlists.deviceId, db.select({ id: devices.id }).from(devices).where(owned));
  const addedBetween = (from: Date, to: Date) =>
    and(gte(playlists.createdAt, from), lt(playlists.createdAt, to));

  const monthStarts = monthStartsOf(year);
  const dayStarts = dayStartsOf(year, month);
  const yearStart = monthStarts[0] as Date;
  const monthStart = dayStarts[0] as Date;
  const [deviceRows, totalRows, monthRows, dayRows] = await Promise.all([
    db
      .select({ devices: count() })
      .from(devices)
      .where(everything ? undefined : owned),
    db.select({ playlists: count(), hidden: hiddenCount }).from(playlists).where(mine),
    db
      .select({ bucket: periodOf(monthStarts), count: count() })
      .from(playlists)
      .where(and(mine, addedBetween(yearStart, new Date(Date.UTC(year + 1, 0, 1)))))
      .groupBy(sql`1`),
    db
      .select({ bucket: periodOf(dayStarts), count: count() })
      .from(playlists)
      .where(and(mine, addedBetween(monthStart, new Date(Date.UTC(year, month, 1)))))
      .groupBy(sql`1`),
  ]);
  const total = totalRows[0]?.playlists ?? 0;
  const hidden = totalRows[0]?.hidden ?? 0;
  return {
    year,
    month,
    devices: deviceRows[0]?.devices ?? 0,
    playlists: total,
    visible: total - hidden,
    hidden,
    perMonth: fillBuckets(monthRows, 12),
    perDay: fillBuckets(dayRows, dayStarts.length),
  };
}
