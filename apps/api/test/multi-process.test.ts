import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/paths.ts';
import { accountEnv, Browser, demoAccounts, signedInDemo, siteOrigin, solveCaptcha } from './accounts.ts';
import { postJson, registerDevice } from './harness.ts';
import {
  type ApiProcess,
  emptyPostgresDatabase,
  killProcess,
  launchApi,
  type OwnRedis,
  type RoundRobin,
  roundRobin,
  startOwnRedis,
  type TcpRelay,
  tcpRelay,
} from './processes.ts';

// Runs where CI gives a PostgreSQL and a Redis. The Redis is one of the suite's own (`redis-server`, which CI
// installs): this suite stops it, and another suite empties the shared test database of its Redis.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const withRedis = Boolean(process.env.TEST_REDIS_URL);

const slots = 5;
const keyLimit = 6;
const integration = '/api/integration/v1';

/** Copies a signed-in browser's cookies to a browser that talks to another process. */
function sameBrowserAt(browser: Browser, baseUrl: string) {
  const moved = new Browser(baseUrl);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

// Where they are not given, the file's tests are reported skipped.
describe.runIf(Boolean(adminUrl && withRedis))(
  'two API processes on one PostgreSQL and one Redis',
  { timeout: 120_000 },
  () => {
    let redis: OwnRedis;
    let relay: TcpRelay;
    let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
    let processes: ApiProcess[] = [];
    let dataDirs: string[] = [];
    let a: string;
    let b: string;
    let proxy: RoundRobin;
    let sql: pg.Client;

    beforeAll(async () => {
      redis = await startOwnRedis();
      database = await emptyPostgresDatabase(adminUrl);
      // The processes reach PostgreSQL through a relay that a test cuts to make it unreachable.
      const target = new URL(database.url);
      relay = await tcpRelay(target.hostname, Number(target.port || 5432));
      const throughRelay = new URL(database.url);
      throughRelay.hostname = '127.0.0.1';
      throughRelay.port = String(relay.port);
      dataDirs = await Promise.all([1, 2].map(() => mkdtemp(join(tmpdir(), 'vela-multi-'))));
      // What production gives every process alike; each has a data directory of its own, so nothing they
      // share can hide on a disk.
      const shared = {
        ...accountEnv,
        DATABASE_URL: throughRelay.toString(),
        REDIS_URL: redis.url,
        // One address for the whole service, the load balancer's, as in production.
        SITE_URL: siteOrigin,
        BETTER_AUTH_SECRET: 'a-secret-every-process-of-the-suite-shares',
        ALTCHA_HMAC_KEY: 'an-altcha-key-every-process-of-the-suite-shares',
        PLAYLIST_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        DEMO_PASSWORD: demoAccounts.password,
        PLAYLISTS_PER_DEVICE: String(slots),
        RATE_LIMIT_INTEGRATION: String(keyLimit),
        RATE_LIMIT_PUBLIC: '100000',
        RATE_LIMIT_DEVICE: '100000',
        RATE_LIMIT_READ: '100000',
        RATE_LIMIT_KEY_FAILURES: '1000',
        SHUTDOWN_TIMEOUT_SECONDS: '10',
      };
      // Both start at once on the empty database.
      processes = dataDirs.map((dir) => launchApi({ ...shared, DATA_DIR: dir }));
      [a, b] = (await Promise.all(processes.map((process) => process.listening))) as [string, string];
      proxy = await roundRobin([a, b]);
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
    }, 120_000);

    afterAll(async () => {
      await sql?.end();
      await proxy?.close();
      await Promise.all(processes.map((process) => killProcess(process.child)));
      await relay?.close();
      await database?.drop();
      await redis?.remove();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    it('migrate an empty database once when they start at once, and seed it once', async () => {
      const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const applied = await sql.query('select hash from drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(journal.entries.length);
      expect(new Set(applied.rows.map((row: { hash: string }) => row.hash)).size).toBe(
        journal.entries.length,
      );
      const demo = await sql.query("select email from users where email like '%@velaplayer.example'");
      expect(demo.rowCount).toBe(3);
    });

    it('keep a session made through one working through the other, and end it there for both', async () => {
      const throughA = await signedInDemo(a, 'customer');
      expect((await throughA.get('/api/account')).status).toBe(200);
      const throughB = sameBrowserAt(throughA, b);
      expect(await throughB.get('/api/account')).toMatchObject({
        status: 200,
        body: { email: demoAccounts.customer },
      });
      expect((await throughB.post('/api/auth/sign-out')).status).toBe(200);
      expect((await throughA.get('/api/account')).status).toBe(401);
      expect((await sameBrowserAt(throughA, b).get('/api/account')).status).toBe(401);
    });

    it('count rate limits across both', async () => {
      const reseller = await signedInDemo(a, 'reseller');
      const made = await reseller.post('/api/admin/api-keys', { name: 'Counted' });
      expect(made.status).toBe(201);
      const call = (baseUrl: string) =>
        fetch(`${baseUrl}${integration}/hosts`, { headers: { authorization: `Bearer ${made.body.secret}` } });
      const statuses: number[] = [];
      for (let index = 0; index < keyLimit + 2; index++)
        statuses.push((await call(index % 2 ? b : a)).status);
      expect(statuses).toEqual([...Array(keyLimit).fill(200), 429, 429]);
    });

    it('hold the slot limit under concurrent adds through both', async () => {
      const { deviceid } = await registerDevice(proxy.url);
      const answers = await Promise.all(
        Array.from({ length: slots * 3 }, (_, index) =>
          postJson(index % 2 ? a : b, '/api/playlist_v3', {
            query: {
              url: 'http://slots.example.com',
              username: 'u',
              password: 'p',
              playlistName: `slot ${index}`,
              deviceid,
              hide_playlist_info: true,
            },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(slots);
      expect(statuses.filter((status) => status !== 200)).toEqual(Array(slots * 2).fill(409));
      const stored = await sql.query(
        'select count(*)::int as count from playlists join devices on devices.id = playlists.device_id where devices.device_id = $1',
        [deviceid],
      );
      expect(stored.rows[0]).toEqual({ count: slots });
    });

    it('replay an Idempotency-Key across both', async () => {
      const reseller = await signedInDemo(b, 'reseller');
      const made = await reseller.post('/api/admin/api-keys', { name: 'Replayed' });
      const { deviceid } = await registerDevice(proxy.url);
      const add = (baseUrl: string, key: string) =>
        postJson(
          baseUrl,
          `${integration}/devices/${deviceid}/playlists`,
          {
            playlistName: 'Once',
            host_code: 246810,
            username: 'client-1',
            password: 'client-secret-1',
          },
          { authorization: `Bearer ${made.body.secret}`, 'idempotency-key': key },
        );
      const first = await add(a, 'order-1');
      expect(first.status).toBe(201);
      const again = await add(b, 'order-1');
      expect(again).toMatchObject({ status: 201, body: first.body });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      // Sent together through both, retries of one add still add once.
      const together = await Promise.all([1, 2, 3, 4].map(() => add(proxy.url, 'order-2')));
      expect(together.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(together.map((answer) => answer.body.id)).size).toBe(1);
    });

    it("hold a reseller's credits through both: never spent twice, refunded twice or below zero, the balance the ledger's sum", async () => {
      const operator = await signedInDemo(a, 'operator');
      const reseller = await signedInDemo(b, 'reseller');
      const { rows: owner } = await sql.query('select id from users where email = $1', [
        demoAccounts.reseller,
      ]);
      const resellerId = String(owner[0]?.id);
      const books = async () => {
        const { rows } = await sql.query(
          `select (select balance from credit_balances where reseller_id = $1) as balance,
                  (select coalesce(sum(amount), 0)::int from credit_movements where reseller_id = $1) as sum,
                  (select count(*)::int from credit_movements where reseller_id = $1 and balance_after < 0) as negative`,
          [resellerId],
        );
        return rows[0] as { balance: number; sum: number; negative: number };
      };
      // Whatever the demo started with, ten credits are left: five Premium years.
      const start = await books();
      const moved = await operator.post('/api/admin/credit-movements', {
        reseller_id: resellerId,
        direction: 'take_back',
        credits: start.balance - 10,
        reason: 'Ten left for the test',
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(201);
      const tvs = await Promise.all(Array.from({ length: 12 }, () => registerDevice(proxy.url)));
      const activations = await Promise.all(
        tvs.map((tv, index) =>
          sameBrowserAt(reseller, index % 2 ? a : b).post('/api/admin/activations', {
            device_id: tv.deviceid,
            tier: 'premium',
          }),
        ),
      );
      const made = activations.filter((answer) => answer.status === 201);
      expect(made).toHaveLength(5);
      expect(activations.filter((answer) => answer.status !== 201).map((answer) => answer.body.code)).toEqual(
        Array(7).fill('insufficient_credits'),
      );
      expect(await books()).toEqual({ balance: 0, sum: 0, negative: 0 });
      // Each is revoked twice at once, through both: one refund each.
      const revokes = await Promise.all(
        made.flatMap((answer) =>
          [a, b].map((url) =>
            sameBrowserAt(reseller, url).post(`/api/admin/activations/${String(answer.body.id)}/revoke`),
          ),
        ),
      );
      expect(revokes.filter((answer) => answer.status === 200)).toHaveLength(5);
      expect(revokes.filter((answer) => answer.status === 409)).toHaveLength(5);
      expect(await books()).toEqual({ balance: 10, sum: 10, negative: 0 });
    });

    it('let a pairing code made through one be claimed through the other', async () => {
      const tv = await registerDevice(a);
      const code = await postJson(a, '/api/app/pairing-code', {
        deviceid: tv.deviceid,
        device_key: tv.deviceKey,
      });
      expect(code.status).toBe(200);
      const customer = await signedInDemo(b, 'customer');
      const claim = await customer.post('/api/admin/devices/claim', { pairing_code: code.body.code });
      expect(claim.status).toBe(200);
      const again = await sameBrowserAt(customer, a).post('/api/admin/devices/claim', {
        pairing_code: code.body.code,
      });
      expect(again.body).toMatchObject({ code: 'pairing_code_unknown' });
    });

    it('refuse on one a captcha solution used on the other', async () => {
      const solution = await solveCaptcha(b);
      const signIn = (baseUrl: string) =>
        new Browser(baseUrl).post(
          '/api/auth/sign-in/email',
          { email: demoAccounts.customer, password: demoAccounts.password },
          { 'x-captcha-response': solution },
        );
      expect((await signIn(a)).status).toBe(200);
      expect(await signIn(b)).toMatchObject({ status: 400, body: { code: 'captcha_required' } });
    });

    it('serve a news change made through one from the other, with a new ETag', async () => {
      const before = await fetch(`${b}/api/getAllNews`);
      const etag = before.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      expect((await fetch(`${b}/api/getAllNews`, { headers: { 'if-none-match': etag } })).status).toBe(304);

      const operator = await signedInDemo(a, 'operator');
      const listed = await operator.get('/api/admin/news');
      const [article] = listed.body as unknown as Record<string, unknown>[];
      if (!article) throw new Error('No news to change');
      const changed = await operator.request('PUT', `/api/admin/news/${String(article.id)}`, {
        ...article,
        title: 'Changed through the first process',
      });
      expect(changed.status).toBe(200);

      const after = await fetch(`${b}/api/getAllNews`, { headers: { 'if-none-match': etag } });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(await after.text()).toContain('Changed through the first process');
    });

    /** What a request under load got: its status, and `Retry-After` when it was refused for a while. */
    interface Outcome {
      what: string;
      status: number;
      retryAfter: string | null;
    }

    /** Sends `requests` in a loop from a few workers until told to stop, noting every outcome. */
    function steadyLoad(requests: Record<string, () => Promise<Response>>) {
      const outcomes: Outcome[] = [];
      let stopped = false;
      const worker = async () => {
        while (!stopped) {
          for (const [what, send] of Object.entries(requests)) {
            const response = await send();
            await response.arrayBuffer();
            outcomes.push({ what, status: response.status, retryAfter: response.headers.get('retry-after') });
          }
        }
      };
      const workers = [worker(), worker(), worker()];
      const since = (start: number, what: string, status: number) =>
        outcomes.slice(start).filter((outcome) => outcome.what === what && outcome.status === status).length;
      return {
        outcomes,
        since,
        async stop() {
          stopped = true;
          await Promise.all(workers);
        },
      };
    }

    /** Every outcome is a success, or 503 with `Retry-After`: never 401, never another error. */
    const refusedOnlyForAWhile = (outcomes: Outcome[]) =>
      outcomes.filter(
        (outcome) => outcome.status >= 300 && !(outcome.status === 503 && Number(outcome.retryAfter) > 0),
      );

    const checkDevice = (deviceid: string) => () =>
      fetch(`${proxy.url}/api/checkdeviceid`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: { deviceid } }),
      });

    it('answer 503 with Retry-After while their Redis is down, never 401, and keep the person signed in', async () => {
      const customer = sameBrowserAt(await signedInDemo(a, 'customer'), proxy.url);
      const { deviceid } = await registerDevice(proxy.url);
      const cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const load = steadyLoad({
        account: () => fetch(`${proxy.url}/api/account`, { headers: { cookie } }),
        device: checkDevice(deviceid),
      });
      try {
        await expect.poll(() => load.since(0, 'account', 200), { timeout: 30_000 }).toBeGreaterThan(5);
        await redis.stop();
        const stopped = load.outcomes.length;
        await expect.poll(() => load.since(stopped, 'account', 503), { timeout: 30_000 }).toBeGreaterThan(10);
        // Without Redis, rate limits count in each process (decision 0036): the device calls go on.
        expect(load.since(stopped, 'device', 200)).toBeGreaterThan(0);
        await redis.start();
        const restarted = load.outcomes.length;
        await expect
          .poll(() => load.since(restarted, 'account', 200), { timeout: 30_000 })
          .toBeGreaterThan(10);
      } finally {
        await load.stop();
      }
      expect(refusedOnlyForAWhile(load.outcomes)).toEqual([]);
      // Each process reconnects on its own schedule (up to two seconds apart), and the proxy may have sent every
      // signed-in request of the load to one of them: the person is signed in through both once both are back.
      for (const process of [a, b]) {
        const direct = sameBrowserAt(customer, process);
        const statuses: number[] = [];
        const answer = async () => {
          const { status } = await direct.get('/api/account');
          statuses.push(status);
          return status;
        };
        await expect.poll(answer, { timeout: 30_000 }).not.toBe(503);
        expect(statuses.filter((status) => status !== 503)).toEqual([200]);
      }
    });

    it('answer 503 with Retry-After while PostgreSQL is out of reach, and go on once it is back', async () => {
      const { deviceid } = await registerDevice(proxy.url);
      const load = steadyLoad({
        device: checkDevice(deviceid),
        news: () => fetch(`${proxy.url}/api/getAllNews`),
      });
      try {
        await expect.poll(() => load.since(0, 'device', 200), { timeout: 30_000 }).toBeGreaterThan(5);
        await relay.cut();
        const cut = load.outcomes.length;
        await expect.poll(() => load.since(cut, 'device', 503), { timeout: 30_000 }).toBeGreaterThan(10);
        await relay.restore();
        const restored = load.outcomes.length;
        await expect.poll(() => load.since(restored, 'device', 200), { timeout: 30_000 }).toBeGreaterThan(10);
        await expect.poll(() => load.since(restored, 'news', 200), { timeout: 30_000 }).toBeGreaterThan(10);
      } finally {
        await load.stop();
      }
      expect(refusedOnlyForAWhile(load.outcomes)).toEqual([]);
    });

    // Last: it stops the second process.
    // Writes go on before, through and after the stop; how many a second depends on the machine, so the test
    // waits for enough of them rather than for a rate, as long as a machine shared with other suites needs.
    it('lose nothing when one of them is stopped (SIGTERM) under a steady load', {
      timeout: 300_000,
    }, async () => {
      const acknowledged: string[] = [];
      const statuses: number[] = [];
      let stopped = false;
      const writer = async (worker: number) => {
        let device = await registerDevice(proxy.url);
        let stored = 0;
        for (let index = 0; !stopped; index++) {
          if (stored === slots) {
            device = await registerDevice(proxy.url);
            stored = 0;
          }
          const playlistName = `drain-${worker}-${index}`;
          const added = await postJson(proxy.url, '/api/playlist_v3', {
            query: {
              url: 'http://drain.example.com',
              username: 'u',
              password: 'p',
              playlistName,
              deviceid: device.deviceid,
              hide_playlist_info: true,
            },
          });
          statuses.push(added.status);
          if (added.status === 200) {
            acknowledged.push(playlistName);
            stored += 1;
          }
          statuses.push((await checkDevice(device.deviceid)()).status);
        }
      };
      const writers = [1, 2, 3, 4].map(writer);
      const second = processes[1] as ApiProcess;
      try {
        await expect.poll(() => acknowledged.length, { timeout: 120_000 }).toBeGreaterThan(40);
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
        const atExit = acknowledged.length;
        await expect.poll(() => acknowledged.length, { timeout: 120_000 }).toBeGreaterThan(atExit + 40);
      } finally {
        stopped = true;
        await Promise.all(writers);
      }
      expect(second.output()).toContain('"event":"server.stopped"');
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      const stored = await sql.query<{ name: string }>(
        "select name from playlists where name like 'drain-%'",
      );
      const names = new Set(stored.rows.map((row) => row.name));
      expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    });
  },
);
