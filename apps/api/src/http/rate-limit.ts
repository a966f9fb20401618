import type { ErrorBody } from '@vela/api-client';
import type { Context, MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database.ts';
import { describeError, type Logger } from '../logger.ts';
import { hitRateLimitCounter, pruneRateLimitCounters } from '../store/rate-limit-counters.ts';
import { DependencyUnavailableError } from './unavailable.ts';

export interface Hit {
  count: number;
  resetAt: number;
}

/** Counts hits of a key within a fixed window. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  close?(): Promise<void>;
}

/** For the embedded database only: one process by nature, so its counters may live in its memory. */
export function memoryStore(maxKeys = 100_000): RateLimitStore {
  const counters = new Map<string, Hit>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const current = counters.get(key);
      if (current && current.resetAt > now) {
        current.count += 1;
        return { ...current };
      }
      if (counters.size >= maxKeys) {
        for (const [k, v] of counters) if (v.resetAt <= now) counters.delete(k);
        if (counters.size >= maxKeys) counters.delete(counters.keys().next().value as string);
      }
      const fresh = { count: 1, resetAt: now + windowMs };
      counters.set(key, fresh);
      return { ...fresh };
    },
  };
}

/** Counters in PostgreSQL, shared by every API instance: one atomic upsert per hit. */
export function postgresStore(database: DatabaseHandle): RateLimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const row = await hitRateLimitCounter(database, key, windowMs);
      hits += 1;
      if (hits % 1000 === 0) await pruneRateLimitCounters(database);
      return {
        count: Number(row?.count ?? 1),
        resetAt: row ? new Date(row.resetAt).getTime() : Date.now() + windowMs,
      };
    },
  };
}

const redisHitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Counters in Redis, shared by every API instance, expiring by themselves. */
export function redisStore(redis: Redis): RateLimitStore {
  return {
    async hit(key, windowMs) {
      let answer: [number, number];
      try {
        answer = (await redis.eval(redisHitScript, 1, `vela:rl:${key}`, windowMs)) as [number, number];
      } catch (error) {
        throw new DependencyUnavailableError('redis', { cause: error });
      }
      const [count, ttl] = answer;
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
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
    async hit(key, windowMs) {
      try {
        const hit = await shared.hit(key, windowMs);
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
        return local.hit(key, windowMs);
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

/** Answers 429 with Retry-After once any of a request's keys went over the limit within the window. */
export function rateLimit(store: RateLimitStore, rule: RateLimitRule): MiddlewareHandler {
  if (rule.limit === 0) return (_c, next) => next();
  return async (c, next) => {
    const keys = (await rule.keys(c)).filter((key): key is string => Boolean(key));
    let retryAfterMs = 0;
    for (const key of keys) {
      const hit = await store.hit(`${rule.name}:${key}`, rule.windowMs);
      if (hit.count > rule.limit) retryAfterMs = Math.max(retryAfterMs, hit.resetAt - Date.now());
    }
    if (retryAfterMs > 0) return rateLimited(c, retryAfterMs);
    await next();
  };
}

/** The 429 answer, with the seconds until the window that refused it ends. */
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
