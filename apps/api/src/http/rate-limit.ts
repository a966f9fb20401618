import type { ErrorBody } from '@vela/api-client';
import type { Context, MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database.ts';
import { describeError, type Logger } from '../logger.ts';
import { hitRateLimitCounter, pruneRateLimitCounters } from '../store/rate-limit-counters.ts';
import { DependencyUnavailableError } from './unavailable.ts';

export interface Hit {
  /**
   * The hits the sliding window held before this one, plus this one. Over the store's limit, this hit was
   * refused and is not kept: only accepted hits take a place in the window.
   */
  count: number;
  /**
   * When the window accepts a hit again (ms since the epoch): now while it holds fewer hits than the limit,
   * else when enough of them have left it (each leaves a window's length after it was accepted).
   */
  resetAt: number;
}

/**
 * Counts hits of a key over a sliding window (docs/decisions/0058): a hit is accepted, and kept, only while
 * the hits accepted within the last `windowMs` are fewer than `limit`, so no span of the window's length ever
 * holds more than `limit` accepted hits, whatever their timing.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number, limit: number): Promise<Hit>;
  close?(): Promise<void>;
}

/** When a window holding `kept` (oldest first, `at` its clock's now) accepts a hit again. */
function freedAt(kept: readonly number[], limit: number, windowMs: number, at: number): number {
  const oldest = kept[kept.length - limit];
  return kept.length < limit || oldest === undefined ? at : oldest + windowMs;
}

/**
 * For the embedded database only: one process by nature, so its windows may live in its memory. `now` is the
 * clock (tests give their own). Past `maxKeys` keys, empty windows go first, then the oldest keys.
 */
export function memoryStore({
  maxKeys = 100_000,
  now = Date.now,
}: {
  maxKeys?: number;
  now?: () => number;
} = {}): RateLimitStore {
  /** Per key, the times of its accepted hits, oldest first, and when the last of them leaves its window. */
  const logs = new Map<string, { kept: number[]; emptyAt: number }>();
  return {
    async hit(key, windowMs, limit) {
      let log = logs.get(key);
      // A clock set back never reorders a window's hits.
      const at = Math.max(now(), log?.kept.at(-1) ?? 0);
      if (!log) {
        if (logs.size >= maxKeys) {
          for (const [k, v] of logs) if (v.emptyAt <= at) logs.delete(k);
          if (logs.size >= maxKeys) logs.delete(logs.keys().next().value as string);
        }
        log = { kept: [], emptyAt: at };
        logs.set(key, log);
      }
      const inWindow = log.kept.findIndex((time) => time > at - windowMs);
      log.kept.splice(0, inWindow === -1 ? log.kept.length : inWindow);
      const count = log.kept.length + 1;
      if (count <= limit) {
        log.kept.push(at);
        log.emptyAt = at + windowMs;
      }
      return { count, resetAt: freedAt(log.kept, limit, windowMs, at) };
    },
  };
}

/**
 * When a shared window that accepts a hit again in `waitMs` (rounded up from its own clock's microseconds) does
 * so, by this process's clock: `Date.now()` leaves out the fraction of the millisecond it is in, which the wait
 * may still need, so a wait counts one millisecond more.
 */
function resetAfter(waitMs: number): number {
  return waitMs > 0 ? Date.now() + waitMs + 1 : Date.now();
}

/** Windows in PostgreSQL, shared by every API instance: one atomic upsert per hit. */
export function postgresStore(database: DatabaseHandle): RateLimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs, limit) {
      const row = await hitRateLimitCounter(database, key, windowMs, limit);
      hits += 1;
      if (hits % 1000 === 0) await pruneRateLimitCounters(database);
      return {
        count: row?.count ?? 1,
        resetAt: resetAfter(row?.waitMs ?? 0),
      };
    },
  };
}

/**
 * One hit on a window kept in a Redis list: the accepted hits' times in microseconds by Redis's clock, oldest
 * first. Those that left the window are dropped from the head; the hit is appended when fewer than the limit
 * remain. Answers the count and the milliseconds until the window accepts a hit again.
 */
const redisHitScript = `
local key = KEYS[1]
local window = tonumber(ARGV[1]) * 1000
local limit = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000000 + tonumber(time[2])
local newest = redis.call('LINDEX', key, -1)
if newest and tonumber(newest) > now then now = tonumber(newest) end
local oldest = redis.call('LINDEX', key, 0)
while oldest and tonumber(oldest) <= now - window do
  redis.call('LPOP', key)
  oldest = redis.call('LINDEX', key, 0)
end
local kept = redis.call('LLEN', key)
local count = kept + 1
if count <= limit then
  redis.call('RPUSH', key, string.format('%d', now))
  redis.call('PEXPIRE', key, ARGV[1])
  kept = count
end
local wait = 0
if kept >= limit then
  wait = math.ceil((tonumber(redis.call('LINDEX', key, kept - limit)) + window - now) / 1000)
end
return {count, wait}`;

/** Windows in Redis, shared by every API instance, expiring by themselves once their last hit left them. */
export function redisStore(redis: Redis): RateLimitStore {
  return {
    async hit(key, windowMs, limit) {
      let answer: [number, number];
      try {
        answer = (await redis.eval(redisHitScript, 1, `vela:rlw:${key}`, windowMs, limit)) as [
          number,
          number,
        ];
      } catch (error) {
        throw new DependencyUnavailableError('redis', { cause: error });
      }
      const [count, wait] = answer;
      return { count, resetAt: resetAfter(wait) };
    },
    async close() {
      await redis.quit();
    },
  };
}

/**
 * The shared store, and while it cannot be reached (Redis or PostgreSQL down), counters in this process's memory:
 * limits keep holding per process instead of failing every request or letting everything through
 * (docs/decisions/0036). The outage and the recovery are logged once each.
 */
export function withLocalFallback(shared: RateLimitStore, logger: Logger): RateLimitStore {
  const local = memoryStore();
  let unreachable = false;
  return {
    async hit(key, windowMs, limit) {
      try {
        const hit = await shared.hit(key, windowMs, limit);
        if (unreachable) {
          unreachable = false;
          logger.warn('rate_limit.shared_store_back', {});
        }
        return hit;
      } catch (error) {
        if (!unreachable) {
          unreachable = true;
          logger.error('rate_limit.shared_store_unreachable', {
            error: describeError(error),
            fallback: 'counters in this process until it is back',
          });
        }
        return local.hit(key, windowMs, limit);
      }
    },
    close: () => shared.close?.() ?? Promise.resolve(),
  };
}

export interface RateLimitRule {
  /** Counted separately per rule, e.g. `playlist_v3`. */
  name: string;
  limit: number;
  windowMs: number;
  /** What one client is: its address, its device id, or both (each counted). */
  keys: (c: Context) => Promise<(string | null)[]> | (string | null)[];
}

/** Answers 429 with Retry-After while any of a request's keys holds `limit` hits in its sliding window. */
export function rateLimit(store: RateLimitStore, rule: RateLimitRule): MiddlewareHandler {
  if (rule.limit === 0) return (_c, next) => next();
  return async (c, next) => {
    const keys = (await rule.keys(c)).filter((key): key is string => Boolean(key));
    let retryAfterMs = 0;
    for (const key of keys) {
      const hit = await store.hit(`${rule.name}:${key}`, rule.windowMs, rule.limit);
      if (hit.count > rule.limit) retryAfterMs = Math.max(retryAfterMs, 1, hit.resetAt - Date.now());
    }
    if (retryAfterMs > 0) return rateLimited(c, retryAfterMs);
    await next();
  };
}

/** The 429 answer, with the seconds until the window that refused it accepts a request again. */
export function rateLimited(c: Context, retryAfterMs: number) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return c.json(
    {
      error: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
    } satisfies ErrorBody,
    429,
  );
}
