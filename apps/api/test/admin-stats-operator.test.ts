import type { MassHostUpdatePreview, MassHostUpdateResult, OperatorStats } from '@vela/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  creditOrders,
  devices,
  licenceGrants,
  paymentOrders,
  playlists,
} from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo } from './accounts.ts';
import { engines, postJson, registerDevice, startTestServer, type TestServer } from './harness.ts';

function days(length: number, counts: Record<number, number>): number[] {
  return Array.from({ length }, (_, index) => counts[index + 1] ?? 0);
}

function months(amounts: Record<number, number>): number[] {
  return Array.from({ length: 12 }, (_, index) => amounts[index + 1] ?? 0);
}

describe.each(engines)("the operator's figures and global host update on $name", (engine) => {
  let server: TestServer;
  let operator: Browser;
  let alice: { browser: Browser; email: string };
  let bob: { browser: Browser; email: string };
  let reseller: Browser;

  /** A device registered by its TV; its row id. */
  async function device(values: Partial<typeof devices.$inferInsert> = {}): Promise<string> {
    const { deviceid } = await registerDevice(server.url);
    const [row] = await server.database.db
      .update(devices)
      .set(values)
      .where(eq(devices.deviceId, deviceid))
      .returning({ id: devices.id });
    if (!row) throw new Error('the device was not registered');
    return row.id;
  }

  async function order(deviceId: string, amount: string, currency: string, status: string, at: string) {
    await server.database.db.insert(paymentOrders).values({
      provider: 'simulator',
      providerOrderId: `order-${Math.random()}`,
      deviceId,
      amount,
      currency,
      status: status as 'completed' | 'failed',
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
  }

  async function grant(deviceId: string, plan: 'basic' | 'premium', source: string, at: string) {
    await server.database.db.insert(licenceGrants).values({
      deviceId,
      plan,
      source,
      sourceRef: `ref-${Math.random()}`,
      createdAt: new Date(at),
    });
  }

  /** A reseller's purchase of a pack of credits, paid at `completedAt` (or still pending without it). */
  async function creditPurchase(credits: number, amount: string, currency: string, completedAt?: string) {
    await server.database.db.insert(creditOrders).values({
      provider: 'simulator',
      providerOrderId: `credit-order-${Math.random()}`,
      resellerId: await idOf(reseller),
      credits,
      amount,
      currency,
      status: completedAt ? 'completed' : 'pending',
      createdAt: new Date(completedAt ?? '2021-03-20T10:00:00Z'),
      completedAt: completedAt ? new Date(completedAt) : null,
    });
  }

  const operatorStats = async (query: string) => {
    const answer = await operator.get(`/api/admin/stats/operator${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as OperatorStats;
  };

  async function idOf(browser: Browser): Promise<string> {
    return String((await browser.get('/api/admin/me')).body.id);
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { ...accountEnv, PROMOTION_ENDS_AT: '' });
    operator = await signedInDemo(server.url, 'operator');
    alice = await signedInBrowser(server.url);
    bob = await signedInBrowser(server.url);
    reseller = await signedInDemo(server.url, 'reseller');

    // Registrations on both edges of March 2021 in UTC: the 1st at midnight and the 31st a second before.
    const first = await device({ activationDate: new Date('2021-03-01T00:00:00Z') });
    await device({ activationDate: new Date('2021-03-31T23:59:59Z') });
    await device({ activationDate: new Date('2021-02-28T23:59:59Z') });
    await device({ activationDate: new Date('2021-04-01T00:00:00Z') });

    await order(first, '5.49', 'EUR', 'completed', '2021-03-05T10:00:00Z');
    await order(first, '6.00', 'USD', 'completed', '2021-03-31T23:30:00Z');
    await order(first, '5.49', 'EUR', 'failed', '2021-03-06T10:00:00Z');
    await order(first, '5.49', 'EUR', 'created', '2021-03-07T10:00:00Z');
    await order(first, '5.49', 'EUR', 'completed', '2021-12-31T23:59:59Z');
    await order(first, '5.49', 'EUR', 'completed', '2022-01-01T00:00:00Z');

    await grant(first, 'basic', 'simulator_capture', '2021-03-05T10:00:00Z');
    await grant(first, 'basic', 'paypal_capture', '2021-03-31T23:30:00Z');
    await grant(first, 'premium', 'simulator_subscription_cycle', '2021-03-31T23:59:00Z');
    await grant(first, 'premium', 'paypal_subscription_cycle', '2021-05-02T08:00:00Z');
    // An operator's grants are no sale and no revenue.
    await grant(first, 'basic', 'operator', '2021-03-05T11:00:00Z');
    await grant(first, 'premium', 'operator', '2021-03-10T11:00:00Z');

    // Packs of credits resellers bought: counted on the day they were paid, never while pending.
    await creditPurchase(50, '40.00', 'EUR', '2021-03-01T00:00:00Z');
    await creditPurchase(10, '9.00', 'EUR', '2021-03-01T12:00:00Z');
    await creditPurchase(100, '70.00', 'USD', '2021-03-31T23:59:59Z');
    await creditPurchase(10, '9.00', 'EUR', '2021-04-01T00:00:00Z');
    await creditPurchase(500, '300.00', 'EUR');
  });
  afterAll(() => server?.stop());

  it('counts new devices per day, paid licences per day by plan and revenue per month by currency', async () => {
    expect(await operatorStats('?year=2021&month=3')).toEqual({
      year: 2021,
      month: 3,
      newDevicesPerDay: days(31, { 1: 1, 31: 1 }),
      licencesPerDay: { basic: days(31, { 5: 1, 31: 1 }), premium: days(31, { 31: 1 }) },
      creditsSoldPerDay: days(31, { 1: 60, 31: 100 }),
      revenuePerMonth: [
        // March: an order of 5.49 and a Premium cycle at the configured 9.99, and two packs (40 and 9);
        // April: a pack; May: a cycle; December: an order.
        {
          currency: 'EUR',
          perMonth: months({ 3: 64.48, 4: 9, 5: 9.99, 12: 5.49 }),
          licences: months({ 3: 15.48, 5: 9.99, 12: 5.49 }),
          creditPacks: months({ 3: 49, 4: 9 }),
        },
        {
          currency: 'USD',
          perMonth: months({ 3: 76 }),
          licences: months({ 3: 6 }),
          creditPacks: months({ 3: 70 }),
        },
      ],
    });
    const february = await operatorStats('?year=2021&month=2');
    expect(february.newDevicesPerDay).toEqual(days(28, { 28: 1 }));
    expect(february.licencesPerDay).toEqual({ basic: days(28, {}), premium: days(28, {}) });
    expect(february.creditsSoldPerDay).toEqual(days(28, {}));
    expect((await operatorStats('?year=2021&month=4')).creditsSoldPerDay).toEqual(days(30, { 1: 10 }));
    expect((await operatorStats('?year=2022&month=1')).revenuePerMonth).toEqual([
      {
        currency: 'EUR',
        perMonth: months({ 1: 5.49 }),
        licences: months({ 1: 5.49 }),
        creditPacks: months({}),
      },
    ]);
    expect((await operatorStats('?year=2020&month=1')).revenuePerMonth).toEqual([]);
  });

  it("shows a purchase through the payments simulator as today's licence sold and this month's revenue", async () => {
    const now = new Date();
    const query = `?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`;
    const before = await operatorStats(query);
    const { deviceid } = await registerDevice(server.url);
    const { body } = await postJson(server.url, '/api/payments/orders', { deviceid });
    const captured = await postJson(server.url, `/api/payments/orders/${body.orderId}/capture`, {});
    expect(captured.status).toBe(200);

    const after = await operatorStats(query);
    const today = now.getUTCDate() - 1;
    const month = now.getUTCMonth();
    expect(after.licencesPerDay.basic[today]).toBe((before.licencesPerDay.basic[today] ?? 0) + 1);
    expect(after.newDevicesPerDay[today]).toBe((before.newDevicesPerDay[today] ?? 0) + 1);
    const euros = (stats: OperatorStats) =>
      stats.revenuePerMonth.find((series) => series.currency === 'EUR')?.perMonth[month] ?? 0;
    expect(euros(after)).toBeCloseTo(euros(before) + 5.49, 2);
  });

  it("shows a pack of credits a reseller buys through the simulator as today's credits sold and this month's revenue", async () => {
    const now = new Date();
    const query = `?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`;
    const pack = await operator.post('/api/admin/credit-packs', {
      credits: 25,
      price: '12.50',
      currency: 'GBP',
    });
    expect(pack.status, JSON.stringify(pack.body)).toBe(201);
    const before = await operatorStats(query);

    const ordered = await reseller.post('/api/admin/credit-orders', { pack_id: pack.body.id });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const captured = await reseller.post(
      `/api/admin/credit-orders/${encodeURIComponent(String(ordered.body.orderId))}/capture`,
    );
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);

    const after = await operatorStats(query);
    const today = now.getUTCDate() - 1;
    const month = now.getUTCMonth();
    expect(after.creditsSoldPerDay[today]).toBe((before.creditsSoldPerDay[today] ?? 0) + 25);
    const pounds = (stats: OperatorStats) =>
      stats.revenuePerMonth.find((series) => series.currency === 'GBP');
    expect(pounds(after)?.creditPacks[month]).toBeCloseTo(
      (pounds(before)?.creditPacks[month] ?? 0) + 12.5,
      2,
    );
    expect(pounds(after)?.perMonth[month]).toBeCloseTo((pounds(before)?.perMonth[month] ?? 0) + 12.5, 2);
    expect(pounds(after)?.licences[month]).toBe(pounds(before)?.licences[month] ?? 0);
  });

  it('answers the current month in UTC when none is asked for, and refuses a bad month with 400', async () => {
    const now = new Date();
    const answer = await operatorStats('');
    expect([answer.year, answer.month]).toEqual([now.getUTCFullYear(), now.getUTCMonth() + 1]);
    const refused = await operator.get('/api/admin/stats/operator?month=13');
    expect(refused).toMatchObject({ status: 400, body: { code: 'max_value' } });
  });

  it('refuses customers and resellers (403) and keeps their own statistics without the operator figures', async () => {
    for (const browser of [alice.browser, reseller]) {
      const refused = await browser.get('/api/admin/stats/operator?year=2021&month=3');
      expect(refused).toMatchObject({ status: 403, body: { code: 'not_authorized' } });
      const own = await browser.get('/api/admin/stats?year=2021&month=3');
      expect(own.status).toBe(200);
      expect(own.body).not.toHaveProperty('revenuePerMonth');
      expect(own.body).not.toHaveProperty('licencesPerDay');
    }
  });

  describe('the global mass host update', () => {
    const oldHost = 'http://old.global.example:8080';
    const newHost = 'http://new.global.example:8080';
    let aliceDevice: string;
    let bobDevice: string;

    beforeAll(async () => {
      const aliceId = await idOf(alice.browser);
      const bobId = await idOf(bob.browser);
      aliceDevice = await device({ ownerId: aliceId });
      bobDevice = await device({ ownerId: bobId });
      // Each customer's own playlists, added in their dashboard: theirs to see and move.
      await server.database.db.insert(playlists).values(
        [
          [aliceDevice, 'Alice news', aliceId],
          [aliceDevice, 'Alice films', aliceId],
          [bobDevice, 'Bob sport', bobId],
        ].map(([deviceId, name, owner]) => ({
          deviceId: deviceId as string,
          addedVia: 'dashboard' as const,
          addedBy: owner as string,
          name: name as string,
          format: 'm3u' as const,
          host: oldHost,
          m3uUrl: `${oldHost}/get.php?list=${encodeURIComponent(name as string)}`,
          username: 'viewer',
          passwordEncrypted: 'not read by the update',
        })),
      );
    });

    const hostsOf = async (browser: Browser) => {
      const answer = await browser.get('/api/admin/playlists?range=[0,24]');
      expect(answer.status).toBe(200);
      return (answer.body as { playlistName: string; host: string; m3uUrl: string | null }[])
        .map((row) => `${row.playlistName} ${row.host} ${row.m3uUrl}`)
        .sort();
    };

    it("previews every customer's playlists with their owners, while a customer sees only their own", async () => {
      const preview = await operator.post('/api/admin/playlists/mass-update-host', {
        old_host: oldHost,
        new_host: newHost,
        confirm: false,
      });
      expect(preview.status).toBe(200);
      const body = preview.body as unknown as MassHostUpdatePreview;
      expect(body).toMatchObject({ matched: 3, devices: 2, customers: 2 });
      expect(new Set(body.samples.map((sample) => sample.owner))).toEqual(new Set([alice.email, bob.email]));

      const own = await bob.browser.post('/api/admin/playlists/mass-update-host', {
        old_host: oldHost,
        new_host: newHost,
        confirm: false,
      });
      expect(own.body).toMatchObject({ matched: 1, devices: 1 });
      expect(own.body).not.toHaveProperty('customers');
      expect((own.body as unknown as MassHostUpdatePreview).samples[0]).not.toHaveProperty('owner');
    });

    it("moves two customers' playlists in one update with one audit entry, and the undo puts them back", async () => {
      const applied = await operator.post('/api/admin/playlists/mass-update-host', {
        old_host: oldHost,
        new_host: newHost,
        confirm: true,
      });
      expect(applied.status).toBe(200);
      const result = applied.body as unknown as MassHostUpdateResult;
      expect(result).toMatchObject({ updated: 3, devices: 2 });
      expect(await hostsOf(alice.browser)).toEqual([
        `Alice films ${newHost} ${newHost}/get.php?list=Alice%20films`,
        `Alice news ${newHost} ${newHost}/get.php?list=Alice%20news`,
      ]);
      expect(await hostsOf(bob.browser)).toEqual([
        `Bob sport ${newHost} ${newHost}/get.php?list=Bob%20sport`,
      ]);

      const entries = await server.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'playlist_host_update'), eq(auditLog.entityId, String(result.update_id))),
        );
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: await idOf(operator),
        action: 'playlists.mass_update_host',
        before: { host: oldHost },
        after: { host: newHost, playlists: 3, devices: 2 },
      });
      expect(entries[0]?.before?.playlist_ids).toHaveLength(3);

      const undone = await operator.post(`/api/admin/playlists/mass-update-host/${result.update_id}/undo`);
      expect(undone).toMatchObject({ status: 200, body: { restored: 3 } });
      expect(await hostsOf(bob.browser)).toEqual([
        `Bob sport ${oldHost} ${oldHost}/get.php?list=Bob%20sport`,
      ]);
      expect((await hostsOf(alice.browser)).every((row) => row.includes(`${oldHost} ${oldHost}/`))).toBe(
        true,
      );
      const undoEntries = await server.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'playlists.mass_update_host_undo'),
            eq(auditLog.entityId, String(result.update_id)),
          ),
        );
      expect(undoEntries).toHaveLength(1);
    });

    it("keeps a customer's own update to their own playlists", async () => {
      const applied = await alice.browser.post('/api/admin/playlists/mass-update-host', {
        old_host: oldHost,
        new_host: newHost,
        confirm: true,
      });
      expect(applied.body).toMatchObject({ updated: 2, devices: 1 });
      expect(await hostsOf(bob.browser)).toEqual([
        `Bob sport ${oldHost} ${oldHost}/get.php?list=Bob%20sport`,
      ]);
      const undo = await bob.browser.post(
        `/api/admin/playlists/mass-update-host/${(applied.body as unknown as MassHostUpdateResult).update_id}/undo`,
      );
      expect(undo.status).toBe(404);
    });
  });
});
