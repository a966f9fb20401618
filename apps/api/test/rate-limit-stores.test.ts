import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { memoryStore, postgresStore, type RateLimitStore, redisStore } from '../src/http/rate-limit.ts';
import { engines, postJson, startTestServer } from './harness.ts';

interface StoreCase {
  name: string;
  open(): Promise<{ store: RateLimitStore; close(): Promise<void> }>;
}

const cases: StoreCase[] = [
  { name: 'memory', open: async () => ({ store: memoryStore(), close: async () => {} }) },
];

const postgres = engines.find((engine) => engine.name === 'postgres');
if (postgres) {
  cases.push({
    name: 'postgres',
    async open() {
      const created = await postgres.create();
      const database: DatabaseHandle = await openDatabase({ url: created.env.DATABASE_URL ?? '' });
      return {
        store: postgresStore(database),
        async close() {
          await database.close();
          await created.drop();
        },
      };
    },
  });
}

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  cases.push({
    name: 'redis',
    async open() {
      const store = redisStore(new Redis(redisUrl));
      return { store, close: async () => store.close?.() };
    },
  });
}

describe.each(cases)('the $name rate-limit store', (storeCase) => {
  let opened: Awaited<ReturnType<StoreCase['open']>> | undefined;
  afterAll(() => opened?.close());

  it('counts hits of a key within a window and starts again after it', async () => {
    opened = await storeCase.open();
    const store = opened.store;
    // A window long enough that a busy machine answers every hit inside it; the test then waits for its end.
    const windowMs = 3000;
    const key = `test:${storeCase.name}:${Date.now()}`;
    const first = await store.hit(key, windowMs);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(Date.now());
    const hits = await Promise.all(Array.from({ length: 9 }, () => store.hit(key, windowMs)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await store.hit(`${key}:other`, windowMs)).count).toBe(1);
    while (Date.now() <= first.resetAt + 50) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await store.hit(key, windowMs)).count).toBe(1);
  });
});

// Runs where a Redis is given (CI starts one), like the PostgreSQL suites.
if (redisUrl)
  describe('the API with Redis counters', () => {
    // It starts a server of its own, which takes as long as a hook's on a machine shared with other suites.
    it('limits writes across requests with counters in Redis', { timeout: 120_000 }, async () => {
      // The counters outlive a run by their window: start from an empty test database.
      const redis = new Redis(redisUrl);
      await redis.flushdb();
      await redis.quit();
      const server = await startTestServer(engines[0] as (typeof engines)[number], {
        REDIS_URL: redisUrl ?? '',
        RATE_LIMIT_PUBLIC: '5',
      });
      try {
        const statuses: number[] = [];
        for (let index = 0; index < 7; index++) {
          statuses.push(
            (
              await postJson(server.url, '/api/newsletter', {
                email: `redis${index}-${Date.now()}@example.com`,
              })
            ).status,
          );
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      } finally {
        await server.stop();
      }
    });
  });
