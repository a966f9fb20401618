import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { accountEnv, signedInBrowser } from './accounts.ts';
import { engines, startTestServer, type TestServer } from './harness.ts';

// Runs where a Redis is given, like the PostgreSQL suites.
const redisUrl = process.env.TEST_REDIS_URL;

// Where they are not given, the file's tests are reported skipped.
describe.runIf(Boolean(redisUrl))('sessions in Redis', () => {
  let server: TestServer;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(redisUrl ?? '');
    server = await startTestServer(engines[0] as (typeof engines)[number], {
      ...accountEnv,
      REDIS_URL: redisUrl ?? '',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.quit();
  });

  it('keeps sessions in Redis rather than the database, and signs them out there', async () => {
    const { browser } = await signedInBrowser(server.url);
    const token = decodeURIComponent(browser.cookies.get('vela.session_token') ?? '').split('.')[0] ?? '';
    // Keyed by the hash of the token, never the token (docs/decisions/0011).
    const key = `vela:auth:${createHash('sha256').update(token).digest('hex')}`;
    expect(await redis.exists(key)).toBe(1);
    expect(await server.database.db.select().from(schema.sessions)).toEqual([]);
    expect((await browser.get('/api/account')).status).toBe(200);

    expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    expect(await redis.exists(key)).toBe(0);
  });
});
