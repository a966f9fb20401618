import type { ResellerStats } from '@vela/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditMovements,
  devices,
  playlistStatuses,
  playlists,
  users,
  whitelistHosts,
} from '../src/db/schema.ts';
import { activateDevice, revokeActivation } from '../src/store/activations.ts';
import { accountEnv, Browser, signedInBrowser, signedInDemo } from './accounts.ts';
import { engines, registerDevice, startTestServer, type TestServer } from './harness.ts';

const aLine = 'http://a-line.example.com';
const aBackup = 'http://a-backup.example.com';
const elsewhere = 'http://elsewhere.example.com';
const shared = 'http://shared.example.com';
const bOnly = 'http://b-only.example.com';

/** 30 counts, the oldest day first, with `counts` at the given positions (0 for 2026-04-21, 29 for today). */
function days(counts: Record<number, number>, before = 0): number[] {
  return Array.from({ length: 30 }, (_, index) => counts[index] ?? before);
}

/** Running totals from `start`, adding `added[i]` on day i. */
function running(start: number, added: Record<number, number>): number[] {
  let total = start;
  return Array.from({ length: 30 }, (_, index) => {
    total += added[index] ?? 0;
    return total;
  });
}

describe.each(engines)("a reseller's home figures on $name", (engine) => {
  let server: TestServer;
  // Noon on 20 May 2026 in UTC: the window runs from 21 April (index 0) to 20 May (index 29).
  const clock = new Date('2026-05-20T12:00:00Z');
  let first: Browser;
  let second: Browser;
  let firstId: string;
  let secondId: string;

  async function reseller(): Promise<{ browser: Browser; id: string }> {
    const { browser, email } = await signedInBrowser(server.url);
    const [person] = await server.database.db
      .update(users)
      .set({ role: 'reseller' })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!person) throw new Error('the reseller was not made');
    return { browser, id: person.id };
  }

  /** A TV with the given licence: `lifetime`, a trial still running, or an ended trial (`none`). */
  async function tv(licence: 'lifetime' | 'trial' | 'none'): Promise<string> {
    const { deviceid } = await registerDevice(server.url);
    const [row] = await server.database.db
      .update(devices)
      .set({
        lifetimeLicence: licence === 'lifetime',
        trialExpiresAt: new Date(licence === 'trial' ? '2026-05-25T00:00:00Z' : '2026-05-01T00:00:00Z'),
      })
      .where(eq(devices.deviceId, deviceid))
      .returning({ id: devices.id });
    if (!row) throw new Error('the device was not registered');
    return row.id;
  }

  async function playlist(
    deviceId: string,
    host: string,
    at: string,
    via: { addedVia: 'dashboard' | 'code' | 'integration'; addedBy?: string } = { addedVia: 'dashboard' },
  ): Promise<string> {
    const [row] = await server.database.db
      .insert(playlists)
      .values({
        deviceId,
        name: `On ${host}`,
        format: 'xtream',
        host,
        username: 'client',
        passwordEncrypted: 'not read here',
        createdAt: new Date(at),
        ...via,
      })
      .returning({ id: playlists.id });
    if (!row) throw new Error('the playlist was not added');
    return row.id;
  }

  async function status(playlistId: string, deviceId: string, host: string, kind: 'ok' | 'auth_failed') {
    const at = new Date(clock.getTime() - 60 * 60 * 1000);
    await server.database.db
      .insert(playlistStatuses)
      .values({ playlistId, deviceId, host, status: kind, checkedAt: at, receivedAt: at });
  }

  const figures = async (browser: Browser) => {
    const answer = await browser.get('/api/admin/stats/reseller');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as ResellerStats;
  };

  beforeAll(async () => {
    server = await startTestServer(engine, accountEnv, { now: () => clock });
    ({ browser: first, id: firstId } = await reseller());
    ({ browser: second, id: secondId } = await reseller());
    const db = server.database.db;
    await db.insert(whitelistHosts).values([
      // The first reseller proved its line and backup; it lists the shared host too, unproven.
      {
        ownerId: firstId,
        host: aLine,
        backupHost: aBackup,
        code: 482_611,
        verifiedAt: clock,
        verifiedVia: 'operator',
      },
      { ownerId: firstId, host: shared, code: 482_612 },
      // The shared host is the second reseller's, proven.
      { ownerId: secondId, host: shared, code: 482_613, verifiedAt: clock, verifiedVia: 'operator' },
    ]);

    // The first reseller's clients.
    const lifetime = await tv('lifetime');
    const onLine = await playlist(lifetime, aLine, '2026-05-01T00:00:00Z');
    await playlist(lifetime, aBackup, '2026-05-10T08:00:00Z');
    await status(onLine, lifetime, aLine, 'auth_failed');
    const byCode = await tv('trial');
    await playlist(byCode, elsewhere, '2026-05-20T11:59:59Z', { addedVia: 'code', addedBy: firstId });
    // Added with the first reseller's API key on the second's host: both reach it.
    const byKey = await tv('none');
    const keyed = await playlist(byKey, shared, '2026-04-21T00:00:00Z', {
      addedVia: 'integration',
      addedBy: firstId,
    });
    await status(keyed, byKey, shared, 'auth_failed');
    const older = await tv('lifetime');
    await playlist(older, aLine, '2026-03-01T10:00:00Z');

    // The second reseller's own clients, which the first must never count.
    const onShared = await tv('none');
    const sharedPlaylist = await playlist(onShared, shared, '2026-05-05T09:00:00Z');
    await status(sharedPlaylist, onShared, shared, 'ok');
    await playlist(onShared, bOnly, '2026-04-20T23:59:59Z', { addedVia: 'code', addedBy: secondId });
    const newer = await tv('trial');
    await playlist(newer, bOnly, '2026-05-05T10:00:00Z', { addedVia: 'code', addedBy: secondId });
    // Nobody's: on a host no reseller proved, added in the dashboard.
    const stranger = await tv('trial');
    await playlist(stranger, 'http://nobody.example.com', '2026-05-15T10:00:00Z');

    // The first reseller's activations: one before the window, two in it, and one revoked (not counted).
    await db
      .insert(creditMovements)
      .values({ resellerId: firstId, kind: 'grant', amount: 10, reason: 'Stats' });
    const activateAt = async (at: string) => {
      const { deviceid } = await registerDevice(server.url);
      const context = { now: new Date(at), revokeWindowHours: 48, address: null, publish: server.deps };
      const done = await activateDevice(
        db,
        { id: firstId, role: 'reseller' },
        { device_id: deviceid, tier: 'basic', note: undefined },
        context,
      );
      if (!('activation' in done)) throw new Error(`not activated: ${JSON.stringify(done)}`);
      return { id: done.activation.id, context };
    };
    await activateAt('2026-04-20T23:59:59Z');
    await activateAt('2026-05-01T08:00:00Z');
    await activateAt('2026-05-20T09:00:00Z');
    const undone = await activateAt('2026-05-20T10:00:00Z');
    await revokeActivation(
      db,
      { id: firstId, role: 'reseller' },
      undone.id,
      { as: 'reseller', reason: null },
      undone.context,
    );
  });
  afterAll(() => server?.stop());

  it("counts the first reseller's clients, playlists and hosts per UTC day, and nothing of the second's", async () => {
    const stats = await figures(first);
    expect(stats.days).toHaveLength(30);
    expect([stats.days[0], stats.days[10], stats.days[29]]).toEqual([
      '2026-04-21',
      '2026-05-01',
      '2026-05-20',
    ]);
    expect(stats).toEqual({
      days: stats.days,
      // The TV on the line, the one added by code, the one added by API key, the older one on the line.
      clients: 4,
      clientsPerDay: running(1, { 0: 1, 10: 1, 29: 1 }),
      newClientsPerDay: days({ 0: 1, 10: 1, 29: 1 }),
      licences: { lifetime: 2, trial: 1, none: 1 },
      playlistsPerDay: { code: days({ 29: 1 }), integration: days({ 0: 1 }) },
      // The shared host is listed but not proven: only the playlist of the first's own key counts there, so
      // the second's healthy client does not hide the failure.
      failingHosts: {
        total: 2,
        hosts: [
          { host: aLine, failedClients: 1, okClients: 0 },
          { host: shared, failedClients: 1, okClients: 0 },
        ],
      },
      topHosts: [
        { host: aLine, clients: 2 },
        { host: aBackup, clients: 1 },
        { host: elsewhere, clients: 1 },
        { host: shared, clients: 1 },
      ],
      credits: { balance: 7, frozen: false },
      activationsPerDay: days({ 10: 1, 29: 1 }),
    });
  });

  it("counts the second reseller's own, with the first's client on its proven host, and shows zero days as 0", async () => {
    expect(await figures(second)).toEqual({
      days: (await figures(first)).days,
      clients: 3,
      clientsPerDay: running(1, { 0: 1, 14: 1 }),
      newClientsPerDay: days({ 0: 1, 14: 1 }),
      licences: { lifetime: 0, trial: 1, none: 2 },
      // The code's playlist a second before the window is not counted in it.
      playlistsPerDay: { code: days({ 14: 1 }), integration: days({}) },
      failingHosts: { total: 0, hosts: [] },
      topHosts: [
        { host: bOnly, clients: 2 },
        { host: shared, clients: 2 },
      ],
      credits: { balance: 0, frozen: false },
      activationsPerDay: days({}),
    });
  });

  it('answers a reseller with no clients with zeros for every day', async () => {
    const { browser } = await reseller();
    expect(await figures(browser)).toMatchObject({
      clients: 0,
      clientsPerDay: days({}),
      newClientsPerDay: days({}),
      licences: { lifetime: 0, trial: 0, none: 0 },
      playlistsPerDay: { code: days({}), integration: days({}) },
      failingHosts: { total: 0, hosts: [] },
      topHosts: [],
    });
  });

  it('refuses customers and operators with 403 and anyone signed out with 401', async () => {
    const customer = (await signedInBrowser(server.url)).browser;
    expect(await customer.get('/api/admin/stats/reseller')).toMatchObject({
      status: 403,
      body: { code: 'not_authorized' },
    });
    const operator = await signedInDemo(server.url, 'operator');
    expect((await operator.get('/api/admin/stats/reseller')).status).toBe(403);
    expect((await new Browser(server.url).get('/api/admin/stats/reseller')).status).toBe(401);
  });

  it('is described in the OpenAPI document with its operation id and the session it needs', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { operationId?: string; security?: unknown } }>;
    };
    const entry = Object.entries(document.paths).find(([path]) => path.endsWith('/admin/stats/reseller'));
    expect(entry?.[1].get).toMatchObject({ operationId: 'getResellerStats', security: [{ session: [] }] });
  });
});
