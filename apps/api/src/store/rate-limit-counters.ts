import type { DatabaseHandle } from '../db/database.ts';

/**
 * One hit on `key` over a sliding window of `windowMs`, by the database's clock, in one atomic upsert (the row
 * is locked while it is read and written, whichever API instance sends it). The times of the hits accepted
 * within the window are kept in `hits`; the others are dropped, and this hit is added only when fewer than
 * `limit` remain. Answers the count (the kept hits before this one, plus this one: over `limit` means refused)
 * and the milliseconds until the window accepts a hit again (0 while it holds fewer than `limit`).
 */
export async function hitRateLimitCounter(
  database: DatabaseHandle,
  key: string,
  windowMs: number,
  limit: number,
): Promise<{ count: number; waitMs: number } | undefined> {
  const [row] = await database.query<{ count: number; wait_ms: number | string }>({
    name: 'rate_limit_hit_sliding',
    text: `insert into rate_limit_counters as counter (key, count, reset_at, hits)
      values ($1, 1, now() + $2::interval, array[now()])
      on conflict (key) do update set (count, hits, reset_at) = (
        select cardinality(kept.hits) + 1,
          case when cardinality(kept.hits) < $3::integer then kept.hits || now() else kept.hits end,
          case when cardinality(kept.hits) < $3::integer then now() + $2::interval else counter.reset_at end
        from (
          select array(
            select hit from unnest(counter.hits) as hit where hit > now() - $2::interval order by hit
          ) as hits
        ) as kept
      )
      returning count, case when cardinality(hits) < $3::integer then 0
        else ceil(extract(epoch from hits[cardinality(hits) - $3::integer + 1] + $2::interval - now()) * 1000) end as wait_ms`,
    values: [key, `${windowMs} milliseconds`, limit],
  });
  return row ? { count: Number(row.count), waitMs: Number(row.wait_ms) } : undefined;
}

/** Removes the windows whose last hit left them more than an hour ago. */
export async function pruneRateLimitCounters(database: DatabaseHandle): Promise<void> {
  await database.query({
    name: 'rate_limit_prune',
    text: "delete from rate_limit_counters where reset_at < now() - interval '1 hour'",
    values: [],
  });
}
