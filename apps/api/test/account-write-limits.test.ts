import type { ApiKey } from '@vela/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { parseEnv } from '../src/env.ts';
import { createLogger } from '../src/logger.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { accountEnv, Browser, signedInBrowser, signedInDemo, uniqueEmail, withCaptcha } from './accounts.ts';
import { engines, sharedTestServer, startTestServer, type TestServer } from './harness.ts';

const limits = {
  ...accountEnv,
  RATE_LIMIT_ACCOUNT_WRITES: '8',
  RATE_LIMIT_TICKET_MESSAGES: '3',
  RATE_LIMIT_WINDOW_SECONDS: '600',
};

const ticket = (subject: string) => ({ subject, content: 'x'.repeat(10_000) });

function expectLimited(answer: { status: number; headers: Headers; body: unknown }) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    error: 'Too many requests. Please wait a moment and try again.',
    code: 'rate_limited',
  });
  const wait = Number(answer.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(600);
}

for (const engine of engines) {
  describe(`limits of signed-in writes on ${engine.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, limits);
    });
    afterAll(() => server?.stop());

    it('limits new tickets and replies per account, tighter than other writes', async () => {
      const alice = await signedInBrowser(server.url, uniqueEmail('limit-alice'));
      const bob = await signedInBrowser(server.url, uniqueEmail('limit-bob'));
      const first = await alice.browser.post('/api/admin/tickets', ticket('First'));
      expect(first.status).toBe(201);
      const path = `/api/admin/tickets/${String(first.body.id)}/messages`;
      expect((await alice.browser.post(path, { content: 'y'.repeat(10_000) })).status).toBe(201);
      expect((await alice.browser.post('/api/admin/tickets', ticket('Third'))).status).toBe(201);
      // The fourth of either kind in the window is refused, tickets and replies alike.
      expectLimited(await alice.browser.post(path, { content: 'One more reply' }));
      expectLimited(await alice.browser.post('/api/admin/tickets', ticket('Fourth')));
      expect(((await alice.browser.get('/api/admin/tickets')).body as unknown[]).length).toBe(2);
      // Reads go on, and so do other writes and other people's tickets.
      expect((await alice.browser.get(path)).status).toBe(200);
      expect(
        (
          await alice.browser.request('PUT', `/api/admin/tickets/${String(first.body.id)}`, {
            status: 'closed',
          })
        ).status,
      ).toBe(200);
      expect((await bob.browser.post('/api/admin/tickets', ticket('Bob’s'))).status).toBe(201);
    });

    it('limits the other writes of an account, in the dashboard API and the account page alike', async () => {
      const carl = await signedInBrowser(server.url, uniqueEmail('limit-carl'));
      const profile = { fullName: 'Carl Berg', country: 'SE' };
      for (let write = 0; write < 8; write++) {
        const answer =
          write % 2 === 0
            ? await carl.browser.request('PUT', '/api/account', profile)
            : await carl.browser.post('/api/admin/devices/claim', { pairing_code: 'ABCDEFGH' });
        expect(answer.status, `write ${write + 1}`).not.toBe(429);
      }
      expectLimited(await carl.browser.request('PUT', '/api/account', profile));
      expectLimited(await carl.browser.post('/api/admin/tickets', ticket('Too late')));
      // Reads are not counted.
      for (let read = 0; read < 10; read++) expect((await carl.browser.get('/api/account')).status).toBe(200);
      expect((await carl.browser.get('/api/admin/me')).status).toBe(200);
      // Another browser of the same account is held up too; another account is not.
      const phone = new Browser(server.url);
      const signIn = await phone.post(
        '/api/auth/sign-in/email',
        { email: carl.email, password: carl.password },
        await withCaptcha(server.url),
      );
      expect(signIn.status).toBe(200);
      expectLimited(await phone.request('PUT', '/api/account', profile));
      const dora = await signedInBrowser(server.url, uniqueEmail('limit-dora'));
      expect((await dora.browser.request('PUT', '/api/account', profile)).status).toBe(200);
    });

    it("counts the account's own changes through /api/auth/* among its writes", async () => {
      const eve = await signedInBrowser(server.url, uniqueEmail('limit-eve'));
      for (let write = 0; write < 8; write++) {
        const answer = await eve.browser.post('/api/auth/update-user', { locale: write % 2 ? 'fr' : 'de' });
        expect(answer.status, `write ${write + 1}`).toBe(200);
      }
      expectLimited(await eve.browser.post('/api/auth/update-user', { name: 'Eve Stone' }));
      expectLimited(await eve.browser.post('/api/auth/revoke-other-sessions'));
      expectLimited(
        await eve.browser.request('PUT', '/api/account', { fullName: 'Eve Stone', country: 'FR' }),
      );
      expect((await eve.browser.get('/api/auth/get-session')).body).toMatchObject({ user: { locale: 'fr' } });
    });
  });

  describe(`the active API keys of an account on ${engine.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
    });
    afterAll(() => server?.stop());

    it('are capped at ten: the eleventh is 409 until one is revoked', async () => {
      const reseller = await signedInDemo(server.url, 'reseller');
      const made: string[] = [];
      for (let index = 1; index <= 10; index++) {
        const answer = await reseller.post('/api/admin/api-keys', { name: `Script ${index}` });
        expect(answer.status, `key ${index}`).toBe(201);
        made.push(String(answer.body.id));
      }
      const eleventh = await reseller.post('/api/admin/api-keys', { name: 'Script 11' });
      expect(eleventh).toMatchObject({
        status: 409,
        body: {
          code: 'api_key_limit',
          error:
            'You already have as many active API keys as an account may hold. Revoke a key you no longer use, then create the new one.',
        },
      });
      expect(((await reseller.get('/api/admin/api-keys')).body as unknown as ApiKey[]).length).toBe(10);
      await reseller.post(`/api/admin/api-keys/${made[0]}/revoke`);
      expect((await reseller.post('/api/admin/api-keys', { name: 'Script 11' })).status).toBe(201);
      expect((await reseller.post('/api/admin/api-keys', { name: 'Script 12' })).status).toBe(409);
      // Ten requests at once for the last free slot make one key.
      await reseller.post(`/api/admin/api-keys/${made[1]}/revoke`);
      const racing = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          reseller.post('/api/admin/api-keys', { name: `Racer ${index}` }),
        ),
      );
      expect(racing.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    });
  });
}

const postgres = engines.find((engine) => engine.name === 'postgres');
if (postgres)
  describe('limits of signed-in writes across two API processes on one PostgreSQL', () => {
    let first: TestServer;
    let second: RunningServer;
    beforeAll(async () => {
      first = await startTestServer(postgres, limits);
      const env = parseEnv({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATABASE_URL: first.deps.env.DATABASE_URL ?? '',
        DATA_DIR: first.deps.env.DATA_DIR,
        SITE_DIR: first.deps.env.SITE_DIR,
        DASHBOARD_DIR: first.deps.env.DASHBOARD_DIR,
        // The one address of the service, as the first process has it.
        SITE_URL: first.deps.settings.siteUrl,
        ...limits,
      });
      second = await startServer(env, createLogger('silent'));
    });
    afterAll(async () => {
      await second?.close();
      await first?.stop();
    });

    it('counts the writes of one account wherever they arrive', async () => {
      const erin = await signedInBrowser(first.url, uniqueEmail('limit-erin'));
      const elsewhere = new Browser(second.url);
      for (const [name, value] of erin.browser.cookies) elsewhere.cookies.set(name, value);
      // The other process serves the same session, from the same database.
      expect((await elsewhere.get('/api/account')).status).toBe(200);
      for (const browser of [erin.browser, elsewhere, erin.browser]) {
        expect((await browser.post('/api/admin/tickets', ticket('Both ways'))).status).toBe(201);
      }
      expectLimited(await elsewhere.post('/api/admin/tickets', ticket('Fourth')));
      expectLimited(await erin.browser.post('/api/admin/tickets', ticket('Fifth')));
      const [stored] = await first.database.db.select().from(users).where(eq(users.email, erin.email));
      expect(stored).toBeDefined();
    });
  });
