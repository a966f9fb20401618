import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import {
  type Hit,
  memoryStore,
  postgresStore,
  type RateLimitStore,
  redisStore,
} from '../src/http/rate-limit.ts';
import { accountEnv, Browser, confirmAddress, uniqueEmail, withCaptcha } from './accounts.ts';
import { engines, postJson, startTestServer, type TestServer } from './harness.ts';

interface StoreCase {
  name: string;
  open(): Promise<{ store: RateLimitStore; close(): Promise<void> }>;
}

const cases: StoreCase[] = [
  { name: 'memory', open: async () => ({ store: memoryStore(), close: async () => {} }) },
];

// The PostgreSQL store on each engine: its statement must mean the same on PGlite as on a server.
for (const engine of engines) {
  cases.push({
    name: `postgres on ${engine.name}`,
    async open() {
      const created = await engine.create();
      const database: DatabaseHandle = await openDatabase(
        created.env.DATABASE_URL
          ? { url: created.env.DATABASE_URL }
          : { dataDir: created.env.DATA_DIR ?? '' },
      );
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

/** Waits until this process's clock reaches `time` (ms since the epoch). */
async function until(time: number) {
  while (Date.now() < time)
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, time - Date.now())));
}

/** The counts of hits, smallest first: the accepted ones count 1 to the limit, the refused ones more. */
const counts = (hits: Hit[]) => hits.map((hit) => hit.count).sort((a, b) => a - b);

describe('the memory rate-limit store on a clock of its own', () => {
  it('slides: the hits of a window’s end still count after the edge where a fixed window would start again', async () => {
    let clock = 10_000;
    const store = memoryStore({ now: () => clock });
    const hit = () => store.hit('sign-in', 1000, 3);

    expect(await hit()).toEqual({ count: 1, resetAt: 10_000 });
    clock = 10_900;
    expect(await hit()).toEqual({ count: 2, resetAt: 10_900 });
    expect(await hit()).toEqual({ count: 3, resetAt: 11_000 });
    // Full: refused until the first hit leaves, a window after it was accepted.
    expect(await hit()).toEqual({ count: 4, resetAt: 11_000 });
    clock = 10_999;
    expect(await hit()).toEqual({ count: 4, resetAt: 11_000 });

    // Past the first hit's window: its place alone is free, the two of 10 900 still count.
    clock = 11_000;
    expect(await hit()).toEqual({ count: 3, resetAt: 11_900 });
    expect(await hit()).toEqual({ count: 4, resetAt: 11_900 });
    clock = 11_899;
    expect((await hit()).count).toBe(4);

    // Refused hits are not kept: the places come back on time however often the client tried.
    clock = 11_900;
    expect(counts([await hit(), await hit(), await hit()])).toEqual([2, 3, 4]);

    // After a full window without an accepted hit, the whole limit again.
    clock = 12_900;
    expect(counts([await hit(), await hit(), await hit(), await hit()])).toEqual([1, 2, 3, 4]);
  });

  it('never accepts more than the limit in any span of the window’s length, and refuses only then', async () => {
    let clock = 0;
    const windowMs = 1000;
    const limit = 4;
    const store = memoryStore({ now: () => clock });
    const accepted: number[] = [];
    // A fixed sequence of gaps (a linear congruential generator), from bursts to quiet.
    let seed = 7;
    for (let index = 0; index < 2000; index++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      clock += seed % 7 === 0 ? seed % 900 : seed % 40;
      const inWindow = accepted.filter((time) => time > clock - windowMs);
      const hit = await store.hit('key', windowMs, limit);
      expect(hit.count).toBe(inWindow.length + 1);
      if (hit.count <= limit) {
        accepted.push(clock);
        expect(accepted.filter((time) => time > clock - windowMs).length).toBeLessThanOrEqual(limit);
      } else {
        // Refused only with the window full, until its oldest needed hit leaves.
        expect(inWindow.length).toBe(limit);
        expect(hit.resetAt).toBe((inWindow[0] as number) + windowMs);
      }
    }
    expect(accepted.length).toBeGreaterThan(limit * 10);
    for (const [index, time] of accepted.entries()) {
      expect(
        accepted[index + limit] === undefined || (accepted[index + limit] as number) >= time + windowMs,
      ).toBe(true);
    }
  });

  it('keeps a window per key, and past its size forgets empty windows first', async () => {
    let clock = 0;
    const store = memoryStore({ maxKeys: 2, now: () => clock });
    expect((await store.hit('a', 1000, 1)).count).toBe(1);
    clock = 2000;
    expect((await store.hit('b', 1000, 1)).count).toBe(1);
    // A third key makes room by dropping `a`, whose window is empty; `b` stays full.
    expect((await store.hit('c', 1000, 1)).count).toBe(1);
    expect((await store.hit('b', 1000, 1)).count).toBe(2);
  });
});

describe.each(cases)('the $name rate-limit store', (storeCase) => {
  let opened: Awaited<ReturnType<StoreCase['open']>> | undefined;
  beforeAll(async () => {
    opened = await storeCase.open();
  });
  afterAll(() => opened?.close());
  const store = () => opened?.store as RateLimitStore;

  it('accepts at most the limit of concurrent hits, each key on its own', async () => {
    const key = `test:${storeCase.name}:concurrent:${Date.now()}`;
    const hits = await Promise.all(Array.from({ length: 12 }, () => store().hit(key, 60_000, 10)));
    expect(counts(hits)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11]);
    for (const hit of hits.filter((one) => one.count > 10)) expect(hit.resetAt).toBeGreaterThan(Date.now());
    expect((await store().hit(`${key}:other`, 60_000, 10)).count).toBe(1);
  });

  it('accepts a hit sent at the time a refusal named, every time', async () => {
    // Short windows, many times over: the time named is rounded to this process's milliseconds, and a hit sent
    // in the last fraction of a millisecond before the window's edge would find it still full.
    const windowMs = 25;
    let refusals = 0;
    for (let round = 0; round < 40; round++) {
      const key = `test:${storeCase.name}:named:${Date.now()}:${round}`;
      expect((await store().hit(key, windowMs, 1)).count).toBe(1);
      const refused = await store().hit(key, windowMs, 1);
      // On a busy machine the window may have passed before the second hit: then nothing was refused.
      if (refused.count === 1) continue;
      expect(refused.count).toBe(2);
      refusals += 1;
      await until(refused.resetAt);
      expect((await store().hit(key, windowMs, 1)).count, `round ${round}`).toBe(1);
    }
    expect(refusals).toBeGreaterThanOrEqual(10);
  });

  it('refuses a second burst right after a window’s edge, and accepts again after a full window', async () => {
    // Long enough that a busy machine answers each step within its part of the window.
    const windowMs = 1500;
    const limit = 3;
    const key = `test:${storeCase.name}:edge:${Date.now()}`;
    const hit = () => store().hit(key, windowMs, limit);

    const firstSent = Date.now();
    expect((await hit()).count).toBe(1);
    const firstAnswered = Date.now();
    // The rest of the limit at the end of the window the first hit opened.
    await until(firstSent + windowMs / 2);
    const lateSent = Date.now();
    expect(counts([await hit(), await hit()])).toEqual([2, 3]);
    const full = await hit();
    expect(full.count).toBe(4);
    // The wait named is until the first hit leaves the window.
    expect(full.resetAt).toBeGreaterThanOrEqual(firstSent + windowMs - 5);
    expect(full.resetAt).toBeLessThanOrEqual(firstAnswered + windowMs + 50);

    // Right after that edge, where a fixed window would have let the whole limit through again: one place.
    await until(full.resetAt);
    expect((await hit()).count).toBe(3);
    const refused = await hit();
    expect(refused.count).toBe(4);
    expect(Date.now()).toBeLessThan(lateSent + windowMs);
    expect(refused.resetAt).toBeGreaterThanOrEqual(lateSent + windowMs - 5);

    // When the wait it named is over, the late hits have left: their places are free.
    await until(refused.resetAt);
    const again = await hit();
    expect(again.count).toBeLessThanOrEqual(limit);
    const lastAccepted = Date.now();

    // After a full window of quiet, the whole limit.
    await until(lastAccepted + windowMs + 20);
    expect(counts(await Promise.all(Array.from({ length: limit + 1 }, () => hit())))).toEqual([1, 2, 3, 4]);
  });
});

for (const engine of engines) {
  describe(`sign-in attempts over a sliding window on ${engine.name}`, () => {
    const windowMs = 2000;
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, {
        ...accountEnv,
        RATE_LIMIT_SIGN_IN: '3',
        RATE_LIMIT_WINDOW_SECONDS: String(windowMs / 1000),
        TRUST_PROXY: 'true',
      });
    });
    afterAll(() => server?.stop());

    it('refuses a second burst of attempts right after a window’s edge', { timeout: 60_000 }, async () => {
      const email = uniqueEmail('sliding');
      const password = 'a long password 1';
      const signUp = await new Browser(server.url).post(
        '/api/auth/sign-up/email',
        { email, password, name: '' },
        { ...(await withCaptcha(server.url)), 'x-forwarded-for': '203.0.113.40' },
      );
      expect(signUp.status).toBe(200);
      await confirmAddress(server.url, email);
      const from = { 'x-forwarded-for': '203.0.113.41' };
      // Attempts without a captcha: counted like any, then refused by the next gate (400), so each takes a few
      // milliseconds however busy the machine is, and the window's timing holds.
      const attempt = async () => {
        const answer = await new Browser(server.url).post(
          '/api/auth/sign-in/email',
          { email, password },
          from,
        );
        if (answer.status === 429)
          return { heard: false, retryAfter: Number(answer.headers.get('retry-after')) };
        expect(answer.body).toMatchObject({ code: 'captcha_required' });
        return { heard: true, retryAfter: null };
      };

      const firstSent = Date.now();
      expect((await attempt()).heard).toBe(true);
      const firstAnswered = Date.now();
      // The other two of the limit late in the window the first opened; a fourth is refused.
      await until(firstSent + windowMs / 2);
      const lateSent = Date.now();
      expect([(await attempt()).heard, (await attempt()).heard]).toEqual([true, true]);
      const full = await attempt();
      expect(full.heard).toBe(false);
      expect(full.retryAfter).toBeGreaterThanOrEqual(1);
      expect(full.retryAfter).toBeLessThanOrEqual(windowMs / 1000);

      // Just past the edge where a fixed window would start again: the first attempt's place alone is free.
      await until(firstAnswered + windowMs + 20);
      const burst = [await attempt(), await attempt(), await attempt()];
      expect(Date.now(), 'the late attempts were still in the window').toBeLessThan(lateSent + windowMs);
      expect(burst.map((answer) => answer.heard)).toEqual([true, false, false]);
      const wait = burst[2]?.retryAfter ?? 0;
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(windowMs / 1000);

      // Retry-After is enough: after it, an attempt is heard again.
      await until(Date.now() + wait * 1000);
      expect((await attempt()).heard).toBe(true);
      const lastHeard = Date.now();

      // After a full window of quiet, the whole limit: the last of three with the password signs in.
      const captcha = await withCaptcha(server.url);
      await until(lastHeard + windowMs + 20);
      expect([(await attempt()).heard, (await attempt()).heard]).toEqual([true, true]);
      const signIn = await new Browser(server.url).post(
        '/api/auth/sign-in/email',
        { email, password },
        { ...captcha, ...from },
      );
      expect(signIn.status).toBe(200);
    });
  });
}

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
