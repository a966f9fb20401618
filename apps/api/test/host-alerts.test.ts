import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  devices,
  hostAlerts,
  resellerWebhookEvents,
  users,
  whitelistHosts,
} from '../src/db/schema.ts';
import { lifecycleJobHandlers } from '../src/jobs/lifecycle-jobs.ts';
import { escapeHtml } from '../src/mail/html.ts';
import { lifecycleTexts } from '../src/mail/pages.ts';
import {
  accountEnv,
  type Browser,
  type OutboxMail,
  outbox,
  signedInBrowser,
  signedInDemo,
} from './accounts.ts';
import {
  engines,
  lifecycleRunner,
  postJson,
  registerDevice,
  startTestServer,
  type TestServer,
} from './harness.ts';

const minutes = (count: number) => count * 60_000;
const hours = (count: number) => count * minutes(60);

type Tv = Awaited<ReturnType<typeof registerDevice>> & { playlistId: string };

interface Reseller {
  browser: Browser;
  email: string;
  id: string;
  host: string;
}

const hostClients = (browser: Browser, filter: Record<string, unknown> = {}) =>
  browser.get(
    `/api/admin/host-clients?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`,
  );

describe.each(engines)('from a failing host to its clients, and host alerts, on $name', (engine) => {
  let server: TestServer;
  let clock = new Date('2026-06-01T08:00:00Z');
  let nextCode = 461100;
  let operator: Browser;

  /** A new account made a reseller, with one verified whitelist entry: its playlists count whoever added them. */
  async function newReseller(host: string, locale = 'en'): Promise<Reseller> {
    const { browser, email } = await signedInBrowser(server.url);
    const db = server.database.db;
    const [person] = await db
      .update(users)
      .set({ role: 'reseller', locale })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!person) throw new Error('the reseller was not made');
    nextCode += 1;
    await db.insert(whitelistHosts).values({
      ownerId: person.id,
      host,
      code: nextCode,
      verifiedAt: clock,
      verifiedVia: 'operator',
    });
    return { browser, email, id: person.id, host };
  }

  /** A TV with one playlist on `host`, which reports `status` now. */
  async function tvOn(host: string, status: string): Promise<Tv> {
    const tv = await registerDevice(server.url);
    const added = await postJson(server.url, '/api/playlist_v3', {
      query: {
        username: 'client',
        password: 'secret',
        playlistName: 'Line',
        deviceid: tv.deviceid,
        hide_playlist_info: false,
        url: host,
      },
    });
    if (added.status !== 200) throw new Error(`playlist_v3 answered ${added.status}`);
    const sync = await postJson(server.url, '/api/app/sync', {
      deviceid: tv.deviceid,
      device_key: tv.deviceKey,
    });
    const [playlist] = sync.body.playlists as { id: string }[];
    if (!playlist) throw new Error('no playlist in the sync');
    const placed = { ...tv, playlistId: playlist.id };
    await report(placed, status);
    return placed;
  }

  async function report(tv: Tv, status: string) {
    const answer = await postJson(server.url, '/api/app/playlist-status', {
      deviceid: tv.deviceid,
      device_key: tv.deviceKey,
      playlist_id: tv.playlistId,
      status,
      checked_at: clock.toISOString(),
    });
    if (answer.status !== 200) throw new Error(`playlist-status answered ${answer.status}`);
  }

  /** The next period of the schedule: the scan runs, then the e-mails it queued. */
  async function evaluate(runner = server.jobs) {
    clock = new Date(clock.getTime() + minutes(5));
    await runner.runDue();
    await runner.runDue();
  }

  const alertsTo = async (reseller: Reseller): Promise<OutboxMail[]> =>
    (await outbox(server.url)).filter(
      (mail) => mail.to === reseller.email && mail.text.includes(`\u2066${reseller.host}\u2069`),
    );

  beforeAll(async () => {
    server = await startTestServer(
      engine,
      { ...accountEnv, RATE_LIMIT_PUBLIC: '1000', RATE_LIMIT_DEVICE: '1000', JOBS_POLL_SECONDS: '0' },
      { now: () => clock },
    );
    operator = await signedInDemo(server.url, 'operator');
  });
  afterAll(() => server?.stop());

  it("lists a host's failing clients to its reseller only, with the kind of failure and when", async () => {
    const a = await newReseller('http://203.0.113.10:8080');
    const b = await newReseller('http://198.51.100.20');
    const refused = await tvOn(a.host, 'auth_failed');
    const down = await tvOn(a.host, 'unreachable');
    clock = new Date(clock.getTime() + minutes(1));
    const garbled = await tvOn(a.host, 'bad_format');
    await tvOn(a.host, 'ok');
    const bsClient = await tvOn(b.host, 'unreachable');
    // The TV's owner named it: another reseller never reads the owner's words, an operator does.
    await server.database.db
      .update(devices)
      .set({ name: 'Living room' })
      .where(eq(devices.deviceId, refused.deviceid));

    const own = await hostClients(a.browser, { host: `${a.host}/` });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-range')).toBe('host-clients 0-2/3');
    expect(own.body).toEqual([
      {
        id: `${garbled.deviceid} ${a.host}`,
        device_id: garbled.deviceid,
        name: null,
        host: a.host,
        status: 'bad_format',
        failed_at: clock.toISOString(),
        playlists: 1,
      },
      // These two failed at the same instant: in the order of their ids.
      ...[
        { device_id: down.deviceid, status: 'unreachable', name: null },
        { device_id: refused.deviceid, status: 'auth_failed', name: null },
      ]
        .sort((x, y) => (x.device_id < y.device_id ? -1 : 1))
        .map((row) => expect.objectContaining(row)),
    ]);
    const kinds = await hostClients(a.browser, { host: a.host, status: 'unreachable' });
    expect((kinds.body as { device_id: string }[]).map((row) => row.device_id)).toEqual([down.deviceid]);

    // B asks for A's host, or for everything: none of A's clients.
    expect((await hostClients(b.browser, { host: a.host })).body).toEqual([]);
    const everything = await hostClients(b.browser);
    expect((everything.body as { device_id: string }[]).map((row) => row.device_id)).toEqual([
      bsClient.deviceid,
    ]);
    // An operator sees every reseller's, names included.
    const all = await hostClients(operator, { host: a.host });
    expect(all.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ device_id: refused.deviceid, name: 'Living room' })]),
    );
    const customer = await signedInBrowser(server.url);
    expect((await hostClients(customer.browser)).status).toBe(403);
    expect((await customer.browser.get('/api/account/host-alerts')).status).toBe(403);

    // A day later the failures are out of the window.
    clock = new Date(clock.getTime() + hours(25));
    expect((await hostClients(a.browser, { host: a.host })).body).toEqual([]);
  });

  it('alerts when failures outnumber successes among distinct clients, from the chosen minimum', async () => {
    const reseller = await newReseller('http://192.0.2.30');
    expect((await reseller.browser.get('/api/account/host-alerts')).body).toEqual({
      enabled: true,
      min_failing_clients: 3,
    });
    // Their webhooks hear the same change as the e-mail (decision 41).
    const endpoint = await reseller.browser.post('/api/admin/webhooks', {
      url: 'https://hooks.example.com/vela',
      event_types: ['host.failing', 'host.recovered'],
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const first = await tvOn(reseller.host, 'unreachable');
    await tvOn(reseller.host, 'unreachable');
    await tvOn(reseller.host, 'ok');
    // Two failing clients against one: more failures, but fewer than three.
    await evaluate();
    expect(await alertsTo(reseller)).toHaveLength(0);
    // Three and three: failures do not outnumber successes. One device reporting twice counts once.
    await tvOn(reseller.host, 'auth_failed');
    await tvOn(reseller.host, 'ok');
    await tvOn(reseller.host, 'ok');
    await report(first, 'bad_format');
    await evaluate();
    expect(await alertsTo(reseller)).toHaveLength(0);
    await tvOn(reseller.host, 'bad_format');
    await evaluate();
    const [mail, ...more] = await alertsTo(reseller);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('A host is failing: \u2066http://192.0.2.30\u2069');
    expect(mail?.text).toContain('clients that failed: 4 · clients that loaded fine: 3');
    expect(mail?.text).toContain(
      `http://localhost:8080/dashboard/host-clients?filter=${encodeURIComponent(JSON.stringify({ host: reseller.host }))}`,
    );
    expect(mail?.html).toContain('<bdi dir="ltr">http://192.0.2.30</bdi>');
    const [entry] = await server.database.db
      .select({ id: whitelistHosts.id })
      .from(whitelistHosts)
      .where(eq(whitelistHosts.ownerId, reseller.id));
    const heard = await server.database.db
      .select({ type: resellerWebhookEvents.type, data: resellerWebhookEvents.data })
      .from(resellerWebhookEvents)
      .where(eq(resellerWebhookEvents.ownerId, reseller.id));
    expect(heard).toEqual([
      {
        type: 'host.failing',
        data: {
          host: { address: reseller.host, whitelist_id: entry?.id },
          clients_ok: 3,
          clients_failing: 4,
          since: clock.toISOString(),
        },
      },
    ]);

    // A higher minimum, chosen on the account page, holds another host back.
    const strict = await newReseller('http://192.0.2.31');
    const saved = await strict.browser.request('PUT', '/api/account/host-alerts', {
      enabled: true,
      min_failing_clients: 5,
    });
    expect(saved).toMatchObject({ status: 200, body: { enabled: true, min_failing_clients: 5 } });
    for (let i = 0; i < 4; i += 1) await tvOn(strict.host, 'unreachable');
    await evaluate();
    expect(await alertsTo(strict)).toHaveLength(0);
    await tvOn(strict.host, 'unreachable');
    await evaluate();
    expect(await alertsTo(strict)).toHaveLength(1);
  });

  it('mails a failing host once in 6 hours, and its recovery once, in the reseller’s language', async () => {
    const reseller = await newReseller('http://203.0.113.40', 'ar');
    const failing = [
      await tvOn(reseller.host, 'unreachable'),
      await tvOn(reseller.host, 'unreachable'),
      await tvOn(reseller.host, 'unreachable'),
    ];
    await evaluate();
    const [alert] = await alertsTo(reseller);
    expect(alert?.subject).toBe('مضيف متعثر: \u2066http://203.0.113.40\u2069');
    expect(alert?.html).toContain('dir="rtl"');
    await evaluate();
    expect(await alertsTo(reseller)).toHaveLength(1);

    // Every client loads fine again: one 'recovered' e-mail, however many evaluations follow.
    for (const tv of failing) await report(tv, 'ok');
    await evaluate();
    await evaluate();
    const afterRecovery = await alertsTo(reseller);
    expect(afterRecovery.map((mail) => mail.subject)).toEqual([
      'عاد المضيف إلى العمل: \u2066http://203.0.113.40\u2069',
      'مضيف متعثر: \u2066http://203.0.113.40\u2069',
    ]);

    // It fails again within 6 hours of the first e-mail: recorded, not mailed; nor is the recovery after it.
    clock = new Date(clock.getTime() + hours(2));
    for (const tv of failing) await report(tv, 'auth_failed');
    await evaluate();
    const [state] = await server.database.db
      .select()
      .from(hostAlerts)
      .where(and(eq(hostAlerts.resellerId, reseller.id), eq(hostAlerts.host, reseller.host)));
    expect(state).toMatchObject({ state: 'failing', failedClients: 3, okClients: 0 });
    expect(await alertsTo(reseller)).toHaveLength(2);
    // No failure for an hour counts as recovered, even without a success.
    clock = new Date(clock.getTime() + hours(1));
    await evaluate();
    const [recovered] = await server.database.db
      .select({ state: hostAlerts.state })
      .from(hostAlerts)
      .where(eq(hostAlerts.resellerId, reseller.id));
    expect(recovered?.state).toBe('ok');
    expect(await alertsTo(reseller)).toHaveLength(2);

    // Past 6 hours since the first e-mail, a new failure is mailed again.
    clock = new Date(clock.getTime() + hours(4));
    for (const tv of failing) await report(tv, 'bad_format');
    await evaluate();
    expect(await alertsTo(reseller)).toHaveLength(3);
  });

  it('turns host alerts off with the one click of the alert e-mail, without signing in', async () => {
    const reseller = await newReseller('http://198.51.100.61');
    const kept = await reseller.browser.request('PUT', '/api/account/host-alerts', {
      enabled: true,
      min_failing_clients: 4,
    });
    expect(kept.status).toBe(200);
    const failing = [];
    for (let i = 0; i < 4; i += 1) failing.push(await tvOn(reseller.host, 'unreachable'));
    await evaluate();
    const [alert] = (await alertsTo(reseller)) as (OutboxMail & { headers?: Record<string, string> })[];
    expect(alert?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const link = (alert?.headers?.['List-Unsubscribe'] ?? '').replace(/^<|>$/g, '');
    expect(alert?.text).toContain(link);
    const path = new URL(link).pathname;

    // Opening the link only asks; the mail program's one-click POST turns the alerts off.
    const page = await fetch(`${server.url}${path}`);
    expect(page.status).toBe(200);
    const asked = await page.text();
    expect(asked).toContain('<form method="post">');
    // The page speaks of alerts, which a reseller chose, not of reminders.
    expect(asked).toContain('<title>Stop host alerts');
    expect(asked).toContain('>Stop these alerts</button>');
    expect(asked).not.toMatch(/reminder/i);
    // A page of its own: it runs nothing, and carries the headers of a document as the site's pages do.
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // In Arabic, the page reads right to left and speaks of alerts there too.
    await server.database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, reseller.id));
    const arabic = await (await fetch(`${server.url}${path}`)).text();
    const words = lifecycleTexts.ar.unsubscribe;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(`<title>${escapeHtml(words.host_alerts.title)}`);
    expect(arabic).toContain(`>${escapeHtml(words.host_alerts.button)}</button>`);
    expect(words.host_alerts.title).not.toBe(words.title);
    expect(arabic).not.toContain(escapeHtml(words.title));
    await server.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, reseller.id));
    expect((await reseller.browser.get('/api/account/host-alerts')).body).toMatchObject({ enabled: true });
    const oneClick = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const done = await oneClick.text();
    expect(done).toContain('You can turn host alerts on again on your account page.');
    expect(done).not.toMatch(/reminder/i);
    expect((await reseller.browser.get('/api/account/host-alerts')).body).toEqual({
      enabled: false,
      min_failing_clients: 4,
    });
    const audited = await server.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, reseller.id), eq(auditLog.action, 'account.host_alerts')));
    expect(audited.at(-1)).toEqual({ after: { enabled: false, min_failing_clients: 4 } });
    // A forged link changes nothing.
    const forged = path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await fetch(`${server.url}${forged}`, { method: 'POST' })).status).toBe(404);

    // The host recovers and fails again after the quiet period: nothing more is mailed.
    for (const tv of failing) await report(tv, 'ok');
    await evaluate();
    clock = new Date(clock.getTime() + hours(7));
    for (const tv of failing) await report(tv, 'unreachable');
    await evaluate();
    expect(await alertsTo(reseller)).toHaveLength(1);
  });

  it('sends nothing to a reseller who turned host alerts off, and refuses a bad minimum', async () => {
    const reseller = await newReseller('http://192.0.2.50');
    const invalid = await reseller.browser.request('PUT', '/api/account/host-alerts', {
      enabled: true,
      min_failing_clients: 0,
    });
    expect(invalid).toMatchObject({ status: 400, body: { code: 'min_value' } });
    const wrongType = await reseller.browser.request('PUT', '/api/account/host-alerts', {
      enabled: 'yes',
      min_failing_clients: 3,
    });
    expect(wrongType.status).toBe(400);
    const off = await reseller.browser.request('PUT', '/api/account/host-alerts', {
      enabled: false,
      min_failing_clients: 3,
    });
    expect(off).toMatchObject({ status: 200, body: { enabled: false, min_failing_clients: 3 } });
    expect((await reseller.browser.get('/api/account/host-alerts')).body).toEqual({
      enabled: false,
      min_failing_clients: 3,
    });
    const audited = await server.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, reseller.id), eq(auditLog.action, 'account.host_alerts')));
    expect(audited).toEqual([{ after: { enabled: false, min_failing_clients: 3 } }]);
    // The choice is the reseller's data: it is in their export.
    expect((await reseller.browser.get('/api/account/export')).body).toMatchObject({
      host_alerts: { enabled: false, min_failing_clients: 3 },
    });

    for (let i = 0; i < 3; i += 1) await tvOn(reseller.host, 'unreachable');
    await evaluate();
    await evaluate();
    expect(await alertsTo(reseller)).toHaveLength(0);
    // The change is still recorded, for whatever else announces it.
    const [state] = await server.database.db
      .select({ state: hostAlerts.state })
      .from(hostAlerts)
      .where(eq(hostAlerts.resellerId, reseller.id));
    expect(state?.state).toBe('failing');
  });

  it('describes its routes in /api/openapi.json, each with its operation id and the session scheme', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
    };
    const operations = [
      document.paths['/admin/host-clients']?.get,
      document.paths['/account/host-alerts']?.get,
      document.paths['/account/host-alerts']?.put,
    ];
    expect(operations.map((operation) => operation?.operationId)).toEqual([
      'listHostClients',
      'getHostAlertSettings',
      'updateHostAlertSettings',
    ]);
    for (const operation of operations) expect(operation?.security).toEqual([{ session: [] }]);
  });

  it('mails once when two job runners evaluate at the same time', async () => {
    const reseller = await newReseller('http://198.51.100.60');
    for (let i = 0; i < 3; i += 1) await tvOn(reseller.host, 'auth_failed');
    clock = new Date(clock.getTime() + minutes(5));
    const other = lifecycleRunner(server, () => clock);
    // Besides the two runners, the scan itself a second time, as a job whose claim lapsed would run it.
    const scan = lifecycleJobHandlers(server.deps)['host_alerts.scan'];
    await Promise.all([
      server.jobs.runDue(),
      other.runDue(),
      scan?.({ id: 'direct', kind: 'host_alerts.scan', payload: {}, attempts: 1 }),
    ]);
    await Promise.all([server.jobs.runDue(), other.runDue()]);
    await Promise.all([server.jobs.runDue(), other.runDue()]);
    expect(await alertsTo(reseller)).toHaveLength(1);
  });
});
