import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import type { Logger } from '../src/logger.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { accountEnv, Browser, withCaptcha } from './accounts.ts';
import { engines, postJson, metricSample as sample, writeWebFixtures } from './harness.ts';

const metricsToken = 'scrape-token-for-tests-0123456789';

/** An IPv4 address of this machine that is not loopback: what another machine on the network would reach. */
function interfaceAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

interface Line {
  level: string;
  event: string;
  fields: Record<string, unknown>;
}

describe.each(engines)('readiness, metrics and request logs on $name', (engine) => {
  let server: RunningServer;
  let drop: () => Promise<void>;
  let webRoot: string;
  const lines: Line[] = [];

  beforeAll(async () => {
    const database = await engine.create();
    drop = database.drop;
    webRoot = await mkdtemp(join(tmpdir(), 'vela-web-'));
    const { siteDir, dashboardDir } = await writeWebFixtures(webRoot);
    const env = parseEnv({
      NODE_ENV: 'test',
      // Every interface, so that a request can come from an address of this machine that is not loopback.
      HOST: '0.0.0.0',
      PORT: '0',
      LOG_LEVEL: 'info',
      DEMO_PASSWORD: 'demo-password-for-tests',
      SITE_DIR: siteDir,
      DASHBOARD_DIR: dashboardDir,
      METRICS_TOKEN: metricsToken,
      ...accountEnv,
      ...database.env,
    });
    const record =
      (level: string) =>
      (event: string, fields: Record<string, unknown> = {}) =>
        lines.push({ level, event, fields });
    const logger: Logger = {
      debug: record('debug'),
      info: record('info'),
      warn: record('warn'),
      error: record('error'),
    };
    server = await startServer(env, logger);
  });
  afterAll(async () => {
    await server?.close();
    await drop?.();
    await rm(webRoot, { recursive: true, force: true });
  });

  const local = () => `http://127.0.0.1:${server.port}`;
  const metricsText = async () => {
    const response = await fetch(`${local()}/api/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('answers ready only while the database has every migration of this build and the process is not draining', async () => {
    const ready = await fetch(`${local()}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    // A database behind this build (another version migrated it, or a migration was rolled back).
    const [newest] = await server.database.query<{ id: number; hash: string; created_at: string }>({
      name: 'test_newest_migration',
      text: 'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
      values: [],
    });
    if (!newest) throw new Error('No migration recorded');
    await server.database.query({
      name: 'test_forget_migration',
      text: 'delete from drizzle.__drizzle_migrations where id = $1',
      values: [newest.id],
    });
    try {
      const behind = await fetch(`${local()}/api/ready`);
      expect(behind.status).toBe(503);
      expect(await behind.json()).toEqual({ error: expect.any(String), code: 'not_migrated' });
      // Liveness is another question: the process is alive and its database answers.
      expect((await fetch(`${local()}/api/health`)).status).toBe(200);
    } finally {
      await server.database.query({
        name: 'test_restore_migration',
        text: 'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        values: [newest.id, newest.hash, newest.created_at],
      });
    }
    expect((await fetch(`${local()}/api/ready`)).status).toBe(200);
  });

  it('keeps the metrics to this machine and to the token, whatever the headers say', async () => {
    const text = await metricsText();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE playlists_added_total counter');

    // Through the app with a socket from elsewhere: the same check as the development routes'.
    const app = createApp(server.deps, { simulator: null });
    const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.fetch(new Request('http://vela.test/api/metrics', { headers }), {
        incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: 'IPv4' } },
      });
    expect((await ask('127.0.0.1')).status).toBe(200);
    expect((await ask('::1')).status).toBe(200);
    for (const remote of ['192.0.2.44', '::ffff:192.0.2.44', '10.0.0.1']) {
      const refused = await ask(remote, { 'x-forwarded-for': '127.0.0.1' });
      expect(refused.status, remote).toBe(404);
      expect(await refused.json()).toEqual({ error: expect.any(String), code: 'not_found' });
      expect((await ask(remote, { authorization: 'Bearer not-the-token-at-all' })).status).toBe(404);
      const scraped = await ask(remote, { authorization: `Bearer ${metricsToken}` });
      expect(scraped.status, remote).toBe(200);
      expect(scraped.headers.get('content-type')).toContain('text/plain');
    }

    // Over a real socket from an address of this machine that is not loopback, when it has one.
    const external = interfaceAddress();
    if (external) {
      const remote = `http://${external}:${server.port}/api/metrics`;
      expect((await fetch(remote, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404);
      expect((await fetch(remote, { headers: { authorization: `Bearer ${metricsToken}` } })).status).toBe(
        200,
      );
    }
  });

  it('counts requests by route template and status, batches, refusals and playlists added', async () => {
    const registered = await postJson(local(), '/api/app/register', { device_brand: 'Metrics TV' });
    const { deviceid } = registered.body as unknown as { deviceid: string };
    const before = await metricsText();
    const added = await postJson(local(), '/api/playlist_v3', {
      query: {
        url: 'http://metrics.example.com',
        username: 'u',
        password: 'p',
        playlistName: 'Counted',
        deviceid,
        hide_playlist_info: false,
      },
    });
    expect(added.status).toBe(200);
    await fetch(`${local()}/api/no/such/route?key=query-secret`);
    const after = await metricsText();

    const playlists = 'playlists_added_total{channel="my_list"}';
    expect(sample(after, playlists) - sample(before, playlists)).toBe(1);
    const batches = 'batch_size_count{batch="playlist_insert"}';
    expect(sample(after, batches) - sample(before, batches)).toBe(1);
    const requests =
      'http_request_duration_seconds_count{method="POST",route="/api/playlist_v3",status="200"}';
    expect(sample(after, requests) - sample(before, requests)).toBe(1);
    // Any path no route claimed is counted under the catch-all's template, never as itself.
    expect(
      sample(after, 'http_request_duration_seconds_count{method="GET",route="/api/*",status="404"}'),
    ).toBe(
      sample(before, 'http_request_duration_seconds_count{method="GET",route="/api/*",status="404"}') + 1,
    );
    expect(after).not.toContain('no/such/route');
    expect(after).not.toContain('query-secret');
    expect(after).toContain('db_pool_connections');
    if (server.engine === 'postgres') expect(after).toMatch(/db_pool_connections\{state="in_use"\} \d+/);
  });

  it('counts a rate-limit refusal under its route', async () => {
    const app = createApp(
      { ...server.deps, env: { ...server.deps.env, RATE_LIMIT_READ: 1 } },
      { simulator: null },
    );
    const series = 'rate_limit_refusals_total{route="/api/getAllNews"}';
    const before = sample(await metricsText(), series);
    const read = () =>
      app.fetch(new Request('http://vela.test/api/getAllNews'), {
        incoming: { socket: { remoteAddress: '192.0.2.77', remotePort: 50_000, remoteFamily: 'IPv4' } },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5 && !statuses.includes(429); attempt++)
      statuses.push((await read()).status);
    expect(statuses).toContain(429);
    expect(sample(await metricsText(), series)).toBe(before + 1);
  });

  it('logs each request with its id, route, status, duration and account, and echoes the id', async () => {
    const given = await fetch(`${local()}/api/ping?api_key=query-secret`, {
      headers: { 'x-request-id': 'lb-7f3a.42', cookie: 'session=cookie-secret' },
    });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const made = await fetch(`${local()}/api/ping`, { headers: { 'x-request-id': 'no spaces\tor tabs' } });
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);

    const customer = new Browser(local());
    const signedIn = await customer.post(
      '/api/auth/sign-in/email',
      { email: 'customer@velaplayer.example', password: 'demo-password-for-tests' },
      await withCaptcha(local()),
    );
    expect(signedIn.status).toBe(200);
    const me = await customer.get('/api/admin/me');
    const accountId = (me.body as unknown as { id: string }).id;
    const meId = me.headers.get('x-request-id');

    const requests = lines.filter((line) => line.event === 'request');
    const byId = (id: string | null) => requests.find((line) => line.fields.request_id === id)?.fields;
    expect(byId('lb-7f3a.42')).toEqual({
      request_id: 'lb-7f3a.42',
      method: 'GET',
      route: '/api/ping',
      status: 200,
      ms: expect.any(Number),
      account: null,
    });
    expect(byId(madeId)).toMatchObject({ route: '/api/ping', status: 200 });
    expect(byId(meId)).toMatchObject({
      method: 'GET',
      route: '/api/admin/me',
      status: 200,
      account: accountId,
    });
    const logged = JSON.stringify(lines);
    for (const secret of ['query-secret', 'cookie-secret', 'demo-password-for-tests']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('answers 503 draining once the process starts stopping', async () => {
    server.readiness.markDraining();
    const draining = await fetch(`${local()}/api/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ error: expect.any(String), code: 'draining' });
    expect((await fetch(`${local()}/api/health`)).status).toBe(200);
  });
});
