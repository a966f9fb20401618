import type { AdminStats } from '@vela/api-client';
import { count, eq, inArray } from 'drizzle-orm';
import { type TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, playlists } from '../src/db/schema.ts';
import { accountEnv, Browser, signedInBrowser, signedInDemo } from './accounts.ts';
import { engines, newAccountAs, registerDevice, sharedTestServer, type TestServer } from './harness.ts';

/** Twelve zeros with the given months (1-12) set. */
function months(counts: Record<number, number>): number[] {
  return Array.from({ length: 12 }, (_, index) => counts[index + 1] ?? 0);
}

function days(length: number, counts: Record<number, number>): number[] {
  return Array.from({ length }, (_, index) => counts[index + 1] ?? 0);
}

describe.each(engines)('the statistics of /api/admin/stats on $name', (engine) => {
  let server: TestServer;

  /** A device registered by its TV, then owned by `ownerId` (as claiming it from the dashboard leaves it). */
  async function ownedDevice(ownerId: string): Promise<string> {
    const { deviceid } = await registerDevice(server.url);
    const [row] = await server.database.db
      .update(devices)
      .set({ ownerId })
      .where(eq(devices.deviceId, deviceid))
      .returning({ id: devices.id });
    if (!row) throw new Error('the device was not registered');
    return row.id;
  }

  /** Playlists on a device, added at the given times (UTC), hidden or not. */
  async function addPlaylists(deviceId: string, added: { at: string; hidden: boolean }[]) {
    await server.database.db.insert(playlists).values(
      added.map(({ at, hidden }, index) => ({
        deviceId,
        name: `Playlist ${index + 1}`,
        format: 'xtream' as const,
        host: 'http://line.stats.example:8080',
        username: `user${index}`,
        passwordEncrypted: 'not read by the statistics',
        hidePlaylistInfo: hidden,
        createdAt: new Date(at),
      })),
    );
  }

  async function idOf(browser: Browser): Promise<string> {
    return String((await browser.get('/api/admin/me')).body.id);
  }

  const stats = async (browser: Browser, query = '') => {
    const answer = await browser.get(`/api/admin/stats${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as AdminStats;
  };

  let alice: Browser;
  let bob: Browser;

  beforeAll(async () => {
    server = await sharedTestServer(engine, accountEnv);
    alice = (await signedInBrowser(server.url)).browser;
    bob = (await signedInBrowser(server.url)).browser;
    const aliceId = await idOf(alice);
    const bobId = await idOf(bob);

    const [living, kitchen] = [await ownedDevice(aliceId), await ownedDevice(aliceId)];
    await ownedDevice(aliceId); // a device without playlists still counts
    await addPlaylists(living, [
      { at: '2021-01-15T10:00:00Z', hidden: false },
      { at: '2021-03-01T00:00:00Z', hidden: true },
      { at: '2021-03-31T23:59:59Z', hidden: false },
      // Late on New Year's Eve in UTC: December, whatever the server's time zone.
      { at: '2021-12-31T23:30:00Z', hidden: true },
    ]);
    await addPlaylists(kitchen, [
      { at: '2021-03-31T12:00:00Z', hidden: false },
      { at: '2022-01-01T00:00:00Z', hidden: false },
    ]);

    const bobs = await ownedDevice(bobId);
    await addPlaylists(bobs, [
      { at: '2021-03-31T08:00:00Z', hidden: true },
      { at: '2021-06-10T08:00:00Z', hidden: true },
    ]);
  });
  afterAll(() => server?.stop());

  it("counts a customer's devices and playlists, hidden and visible, per month and per day", async () => {
    expect(await stats(alice, '?year=2021&month=3')).toEqual({
      year: 2021,
      month: 3,
      devices: 3,
      playlists: 6,
      visible: 4,
      hidden: 2,
      perMonth: months({ 1: 1, 3: 3, 12: 1 }),
      perDay: days(31, { 1: 1, 31: 2 }),
    });
    const february = await stats(alice, '?year=2021&month=2');
    expect(february.perDay).toEqual(days(28, {}));
    expect((await stats(alice, '?year=2024&month=2')).perDay).toHaveLength(29);
    expect((await stats(alice, '?year=2022&month=1')).perMonth).toEqual(months({ 1: 1 }));
  });

  it("never counts another customer's devices or playlists", async () => {
    expect(await stats(bob, '?year=2021&month=3')).toEqual({
      year: 2021,
      month: 3,
      devices: 1,
      playlists: 2,
      visible: 0,
      hidden: 2,
      perMonth: months({ 3: 1, 6: 1 }),
      perDay: days(31, { 31: 1 }),
    });
    const { browser: newcomer } = await signedInBrowser(server.url);
    expect(await stats(newcomer, '?year=2021&month=3')).toMatchObject({
      devices: 0,
      playlists: 0,
      visible: 0,
      hidden: 0,
      perMonth: months({}),
      perDay: days(31, {}),
    });
  });

  it('answers the current year and month in UTC when none is asked for', async () => {
    const now = new Date();
    const answer = await stats(alice);
    expect([answer.year, answer.month]).toEqual([now.getUTCFullYear(), now.getUTCMonth() + 1]);
  });

  it('refuses a year or month out of range, or not a whole number, with 400', async () => {
    for (const query of ['?month=0', '?month=13', '?year=1999', '?year=2101', '?year=next', '?month=1.5']) {
      const answer = await alice.get(`/api/admin/stats${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
    expect((await alice.get('/api/admin/stats?month=13')).body).toMatchObject({ code: 'max_value' });
  });

  it('asks who is asking', async () => {
    const anonymous = await new Browser(server.url).get('/api/admin/stats');
    expect(anonymous.status).toBe(401);
  });

  it('shows a reseller only the devices they own, like a customer', async () => {
    const reseller = await signedInDemo(server.url, 'reseller');
    const resellerDevice = await ownedDevice(await idOf(reseller));
    await addPlaylists(resellerDevice, [{ at: '2021-03-02T00:00:00Z', hidden: false }]);
    expect(await stats(reseller, '?year=2021&month=3')).toMatchObject({
      devices: 1,
      playlists: 1,
      visible: 1,
      hidden: 0,
      perDay: days(31, { 2: 1 }),
    });
  });

  it('shows an operator (with two-factor authentication) every device and playlist', async () => {
    const { browser: operator, password } = await newAccountAs(server, 'operator');
    expect((await operator.get('/api/admin/stats')).body).toMatchObject({ code: 'two_factor_required' });
    const enable = await operator.post('/api/auth/two-factor/enable', { password });
    const totp = URI.parse(String(enable.body.totpURI)) as TOTP;
    await operator.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });

    const { db } = server.database;
    const [allDevices] = await db.select({ value: count() }).from(devices);
    const [allPlaylists] = await db.select({ value: count() }).from(playlists);
    const [hidden] = await db
      .select({ value: count() })
      .from(playlists)
      .where(inArray(playlists.hidePlaylistInfo, [true]));
    const answer = await stats(operator, '?year=2021&month=3');
    expect(answer).toEqual({
      year: 2021,
      month: 3,
      devices: allDevices?.value,
      playlists: allPlaylists?.value,
      visible: (allPlaylists?.value ?? 0) - (hidden?.value ?? 0),
      hidden: hidden?.value,
      // Alice's, Bob's and the reseller's playlists of 2021: nobody else's were added then.
      perMonth: months({ 1: 1, 3: 5, 6: 1, 12: 1 }),
      perDay: days(31, { 1: 1, 2: 1, 31: 3 }),
    });
    expect(answer.devices).toBeGreaterThanOrEqual(5);
  });
});
