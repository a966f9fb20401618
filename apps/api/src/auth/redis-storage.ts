import type { Redis } from 'ioredis';
import type { createAuth } from './auth.ts';

type SecondaryStorage = NonNullable<NonNullable<Parameters<typeof createAuth>[3]>['secondaryStorage']>;

const prefix = 'vela:auth:';

/** better-auth's secondary storage in Redis: sessions live there, shared by every API instance. */
export function redisSecondaryStorage(redis: Redis): SecondaryStorage {
  return {
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
}
