import type { DatabaseHandle } from '../db/database.ts';

/**
 * Counts one hit on `key` in a window of `windowMs` (a window that ended starts again at 1), in one atomic
 * upsert; the count and when the window ends, by the database's clock.
 */
export async function hitRateLimitCounter(
  database: DatabaseHandle,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetAt: Date | string } | undefined> {
  const [row] = await database.query<{ count: number; reset_at: Date | string }>({
    name: 'rate_limit_hit',
    text: `insert into rate_limit_counters (key, count, reset_at)
      values ($1, 1, now() + make_interval(secs => $2::double precision))
      on conflict (key) do update set
        count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
        reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
      returning count, reset_at`,
    values: [key, windowMs / 1000],
  });
  return row ? { count: row.count, resetAt: row.reset_at } : undefined;
}

/** Removes the counters whose window ended more than an hour ago. */
export async function pruneRateLimitCounters(database: DatabaseHandle): Promise<void> {
  await database.query({
    name: 'rate_limit_prune',
    text: "delete from rate_limit_counters where reset_at < now() - interval '1 hour'",
    values: [],
  });
}
