import type { Redis } from 'ioredis';
import { DependencyUnavailableError } from '../http/unavailable.ts';
import type { createAuth } from './auth.ts';

type SecondaryStorage = NonNullable<NonNullable<Parameters<typeof createAuth>[3]>['secondaryStorage']>;

const prefix = 'vela:auth:';

/** Runs a Redis call; any failure is Redis being unreachable, which the request answers with 503. */
async function reach<T>(call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new DependencyUnavailableError('redis', { cause: error });
  }
}

/**
 * better-auth's secondary storage in Redis: sessions live there, shared by every API instance. While Redis
 * cannot be reached, every call throws {@link DependencyUnavailableError}, so that a session that could not be
 * looked up is answered 503, never taken for a missing one (a 401 would sign the person out).
 */
export function redisSecondaryStorage(redis: Redis): SecondaryStorage {
  const storage: SecondaryStorage = {
    get: (key) => redis.get(prefix + key),
    getAndDelete: (key) => redis.getdel(prefix + key),
    async increment(key, ttl) {
      const [[, count] = []] =
        (await redis
          .multi()
          .incr(prefix + key)
          .expire(prefix + key, ttl, 'NX')
          .exec()) ?? [];
      return Number(count);
    },
    async set(key, value, ttl) {
      if (ttl) await redis.set(prefix + key, value, 'EX', ttl);
      else await redis.set(prefix + key, value);
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
  };
  return {
    get: (key) => reach(() => storage.get(key)),
    getAndDelete: (key) => reach(() => storage.getAndDelete(key)),
    increment: (key, ttl) => reach(() => storage.increment(key, ttl)),
    set: (key, value, ttl) => reach(() => storage.set(key, value, ttl)),
    delete: (key) => reach(() => storage.delete(key)),
  };
}
