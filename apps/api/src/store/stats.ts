import type { AdminStats, UserRole } from '@vela/api-client';
import { daysInMonth } from '@vela/validation';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
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

// Dates are counted in UTC, whatever the database session's time zone is.
const addedMonth = sql<number>`extract(month from ${playlists.createdAt} at time zone 'UTC')::int`.mapWith(
  Number,
);
const addedDay = sql<number>`extract(day from ${playlists.createdAt} at time zone 'UTC')::int`.mapWith(
  Number,
);
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

  const yearStart = new Date(Date.UTC(year, 0, 1));
  const monthStart = new Date(Date.UTC(year, month - 1, 1));
  const [deviceRows, totalRows, monthRows, dayRows] = await Promise.all([
    db
      .select({ devices: count() })
      .from(devices)
      .where(everything ? undefined : owned),
    db.select({ playlists: count(), hidden: hiddenCount }).from(playlists).where(mine),
    db
      .select({ bucket: addedMonth, count: count() })
      .from(playlists)
      .where(and(mine, addedBetween(yearStart, new Date(Date.UTC(year + 1, 0, 1)))))
      .groupBy(addedMonth),
    db
      .select({ bucket: addedDay, count: count() })
      .from(playlists)
      .where(and(mine, addedBetween(monthStart, new Date(Date.UTC(year, month, 1)))))
      .groupBy(addedDay),
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
    perDay: fillBuckets(dayRows, daysInMonth(year, month)),
  };
}
