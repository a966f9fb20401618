import type { Activation, CreditMovement, CreditSummary, ResellerCredits } from '@vela/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activations,
  creditBalances,
  creditMovements,
  devices,
  resellerWebhookEvents,
  resellerWebhooks,
} from '../src/db/schema.ts';
import { activateDevice } from '../src/store/activations.ts';
import { accountEnv, type Browser, mailTo, signedInDemo, signIn } from './accounts.ts';
import {
  claimNewDevice,
  devicePath,
  engines,
  newAccountAs,
  postJson,
  registerDevice,
  sharedTestServer,
  type TestServer,
} from './harness.ts';

// A reseller's credits are kept as money is (decision 57): operators add and take back with a reason, an
// activation spends, a revocation within the grace period refunds once; the ledger is append-only and the
// balance its sum; every list and change is the caller's own (two resellers in every test).

const dayMs = 86_400_000;

/** The same device id, written as a customer might: lower case, dashes. */
const dashed = (deviceid: string) => deviceid.toLowerCase().replaceAll(':', '-');

for (const engine of engines) {
  describe(`credits and activations on ${engine.name}`, () => {
    let server: TestServer;
    let operator: Browser;

    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
      operator = await signedInDemo(server.url, 'operator');
    });
    afterAll(async () => {
      await server?.stop();
    });

    async function resellerWith(credits: number) {
      const reseller = await newAccountAs(server, 'reseller');
      if (credits > 0) {
        const granted = await operator.post('/api/admin/credit-movements', {
          reseller_id: reseller.id,
          direction: 'grant',
          credits,
          reason: 'Opening balance',
        });
        expect(granted.status, JSON.stringify(granted.body)).toBe(201);
      }
      return reseller;
    }

    const summaryOf = async (browser: Browser) =>
      (await browser.get('/api/admin/credits')).body as unknown as CreditSummary;

    const ledgerOf = async (browser: Browser, filter: Record<string, unknown> = {}) =>
      (await browser.get(`/api/admin/credit-movements?filter=${encodeURIComponent(JSON.stringify(filter))}`))
        .body as unknown as CreditMovement[];

    /** The balance and the sum of the ledger, read straight from the database. */
    async function booksOf(resellerId: string) {
      const [balance] = await server.database.db
        .select({ balance: creditBalances.balance })
        .from(creditBalances)
        .where(eq(creditBalances.resellerId, resellerId));
      const [sum] = await server.database.db
        .select({ sum: sql<number>`coalesce(sum(${creditMovements.amount}), 0)`.mapWith(Number) })
        .from(creditMovements)
        .where(eq(creditMovements.resellerId, resellerId));
      return { balance: balance?.balance ?? 0, sum: sum?.sum ?? 0 };
    }

    const licenceOf = async (deviceid: string) => {
      const [row] = await server.database.db
        .select({ lifetime: devices.lifetimeLicence, privacy: devices.privacyExpiresAt })
        .from(devices)
        .where(eq(devices.deviceId, deviceid));
      return row;
    };

    it('lets operators add and take back credits with a reason, and shows each reseller its own ledger only', async () => {
      const ann = await resellerWith(5);
      const bob = await resellerWith(3);
      const takeBack = (id: string, credits: number) =>
        operator.post('/api/admin/credit-movements', {
          reseller_id: id,
          direction: 'take_back',
          credits,
          reason: 'Refunded by bank',
        });
      expect((await takeBack(ann.id, 2)).status).toBe(201);
      expect(await takeBack(bob.id, 4)).toMatchObject({
        status: 409,
        body: { code: 'insufficient_credits' },
      });

      expect(await summaryOf(ann.browser)).toMatchObject({
        balance: 3,
        frozen: false,
        prices: { basic: 1, premium: 2 },
        revoke_window_hours: 48,
      });
      const annLedger = await ledgerOf(ann.browser);
      expect(annLedger.map((row) => [row.kind, row.amount, row.balance_after])).toEqual([
        ['adjustment', -2, 3],
        ['grant', 5, 5],
      ]);
      // A reseller sees that support moved its credits and why, not who.
      expect(annLedger[0]).toMatchObject({ by_operator: true, actor_name: null, reason: 'Refunded by bank' });
      // Asking for another reseller's ledger still answers one's own.
      expect((await ledgerOf(ann.browser, { reseller_id: bob.id })).map((row) => row.reseller_id)).toEqual([
        ann.id,
        ann.id,
      ]);
      const seenByOperator = await ledgerOf(operator, { reseller_id: bob.id });
      expect(seenByOperator.map((row) => [row.kind, row.amount])).toEqual([['grant', 3]]);
      expect(seenByOperator[0]?.actor_name).toEqual(expect.any(String));

      const balances = (
        await operator.get(
          `/api/admin/reseller-credits?filter=${encodeURIComponent(JSON.stringify({ q: ann.email }))}`,
        )
      ).body as unknown as ResellerCredits[];
      expect(balances).toMatchObject([{ id: ann.id, balance: 3, banned: false }]);
      expect((await operator.get(`/api/admin/reseller-credits/${bob.id}`)).body).toMatchObject({
        balance: 3,
      });

      // Only operators move credits or read everyone's balances; customers have no credits.
      const customer = await newAccountAs(server, 'customer');
      expect(
        (
          await ann.browser.post('/api/admin/credit-movements', {
            reseller_id: ann.id,
            direction: 'grant',
            credits: 9,
            reason: 'Mine',
          })
        ).status,
      ).toBe(403);
      expect((await ann.browser.get('/api/admin/reseller-credits')).status).toBe(403);
      expect((await customer.browser.get('/api/admin/credits')).status).toBe(403);
      expect((await customer.browser.get('/api/admin/activations')).status).toBe(403);
      expect((await takeBack(customer.id, 1)).status).toBe(404);
      expect(await booksOf(ann.id)).toEqual({ balance: 3, sum: 3 });
    });

    it('activates a device for a tier, refusing before spending what would add nothing or what the balance cannot pay', async () => {
      const ann = await resellerWith(5);
      const owner = await newAccountAs(server, 'customer');
      const tv = await claimNewDevice(server.url, owner.browser);
      const activate = (browser: Browser, body: Record<string, unknown>) =>
        browser.post('/api/admin/activations', body);

      const basic = await activate(ann.browser, {
        device_id: dashed(tv.deviceid),
        tier: 'basic',
        note: 'Client 17',
      });
      expect(basic.status, JSON.stringify(basic.body)).toBe(201);
      expect(basic.body).toMatchObject({
        device_id: tv.deviceid,
        tier: 'basic',
        credits: 1,
        status: 'active',
        note: 'Client 17',
      });
      expect((await licenceOf(tv.deviceid))?.lifetime).toBe(true);
      // Basic again adds nothing: refused, and nothing is spent.
      expect(await activate(ann.browser, { device_id: tv.deviceid, tier: 'basic' })).toMatchObject({
        status: 409,
        body: { code: 'already_licensed' },
      });
      expect((await summaryOf(ann.browser)).balance).toBe(4);

      // Premium: a year from now, then a year from the end of that one.
      const first = await activate(ann.browser, { device_id: tv.deviceid, tier: 'premium' });
      const end = new Date(String(first.body.privacy_expires_at)).getTime();
      expect(end - Date.now()).toBeGreaterThan(364 * dayMs);
      const second = await activate(ann.browser, { device_id: tv.deviceid, tier: 'premium' });
      expect(new Date(String(second.body.privacy_expires_at)).getTime() - end).toBeGreaterThan(364 * dayMs);
      expect((await summaryOf(ann.browser)).balance).toBe(0);
      expect(await activate(ann.browser, { device_id: tv.deviceid, tier: 'premium' })).toMatchObject({
        status: 409,
        body: { code: 'insufficient_credits' },
      });
      expect(await activate(ann.browser, { device_id: '00:00:00:00:00:01', tier: 'basic' })).toMatchObject({
        status: 404,
        body: { code: 'device_not_found' },
      });
      expect((await activate(ann.browser, { device_id: 'not a device', tier: 'basic' })).status).toBe(400);
      expect((await activate(ann.browser, { device_id: tv.deviceid, tier: 'gold' })).status).toBe(400);

      // The owner sees who activated the TV, by the reseller's name.
      const history = (await owner.browser.get(devicePath(tv.deviceid, '/history'))).body as unknown as {
        kind: string;
        reseller_name: string | null;
      }[];
      const activated = history.filter((event) => event.kind === 'activation');
      expect(activated).toHaveLength(3);
      expect(activated[0]?.reseller_name).toMatch(/\S/);

      // Once Ann gives her business name, the owner sees that; another reseller's name changes nothing of hers.
      const named = await ann.browser.request('PUT', '/api/admin/credits/settings', {
        business_name: '  Ann’s TV Shop  ',
      });
      expect(named).toMatchObject({ status: 200, body: { business_name: 'Ann’s TV Shop' } });
      const bobsShop = await resellerWith(0);
      await bobsShop.browser.request('PUT', '/api/admin/credits/settings', {
        business_name: 'Bob’s Streams',
      });
      const renamed = (await owner.browser.get(devicePath(tv.deviceid, '/history'))).body as unknown as {
        kind: string;
        reseller_name: string | null;
      }[];
      expect(
        renamed.filter((event) => event.kind === 'activation').map((event) => event.reseller_name),
      ).toEqual(['Ann’s TV Shop', 'Ann’s TV Shop', 'Ann’s TV Shop']);
      // Leaving a field out keeps it; too long a name is refused and nothing changes.
      expect(
        await ann.browser.request('PUT', '/api/admin/credits/settings', { low_balance_threshold: 2 }),
      ).toMatchObject({ status: 200, body: { business_name: 'Ann’s TV Shop', low_balance_threshold: 2 } });
      expect(
        await ann.browser.request('PUT', '/api/admin/credits/settings', { business_name: 'x'.repeat(101) }),
      ).toMatchObject({ status: 400, body: { code: 'max_length' } });
      expect(await summaryOf(ann.browser)).toMatchObject({
        business_name: 'Ann’s TV Shop',
        low_balance_threshold: 2,
      });
      expect(
        await ann.browser.request('PUT', '/api/admin/credits/settings', { business_name: '' }),
      ).toMatchObject({ status: 200, body: { business_name: null } });
      expect(
        (await owner.browser.request('PUT', '/api/admin/credits/settings', { business_name: 'Not a shop' }))
          .status,
      ).toBe(403);

      // Another reseller neither lists nor reads Ann's activations; operators read everyone's.
      const bob = await resellerWith(0);
      expect((await bob.browser.get('/api/admin/activations')).body).toEqual([]);
      expect((await bob.browser.get(`/api/admin/activations/${String(basic.body.id)}`)).status).toBe(404);
      const filter = encodeURIComponent(JSON.stringify({ reseller_id: ann.id, tier: 'premium' }));
      expect(((await operator.get(`/api/admin/activations?filter=${filter}`)).body as unknown[]).length).toBe(
        2,
      );
      const search = encodeURIComponent(JSON.stringify({ q: dashed(tv.deviceid).slice(-8) }));
      expect(
        ((await ann.browser.get(`/api/admin/activations?filter=${search}`)).body as unknown[]).length,
      ).toBe(3);
      expect(await booksOf(ann.id)).toEqual({ balance: 0, sum: 0 });
    });

    it('revokes within the grace period once, giving the licence and the credits back; not after, not when the licence changed since', async () => {
      const ann = await resellerWith(6);
      const bob = await resellerWith(0);
      const tv = await registerDevice(server.url);
      const before = await licenceOf(tv.deviceid);
      const made = (
        await ann.browser.post('/api/admin/activations', { device_id: tv.deviceid, tier: 'premium' })
      ).body as unknown as Activation;

      expect((await bob.browser.post(`/api/admin/activations/${made.id}/revoke`)).status).toBe(404);
      const revokes = await Promise.all(
        [1, 2].map(() => ann.browser.post(`/api/admin/activations/${made.id}/revoke`)),
      );
      expect(revokes.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(revokes.find((answer) => answer.status === 409)?.body).toMatchObject({
        code: 'activation_revoked',
      });
      expect(await licenceOf(tv.deviceid)).toEqual(before);
      expect((await summaryOf(ann.browser)).balance).toBe(6);
      const refunds = (await ledgerOf(ann.browser, { kind: 'refund' })).filter(
        (row) => row.activation_id === made.id,
      );
      expect(refunds).toMatchObject([{ amount: 2, device_id: tv.deviceid, by_operator: false }]);

      // After the grace period, only an operator may reverse it, with a reason.
      const late = (
        await ann.browser.post('/api/admin/activations', { device_id: tv.deviceid, tier: 'basic' })
      ).body as unknown as Activation;
      await server.database.db
        .update(activations)
        .set({ createdAt: new Date(Date.now() - 49 * 60 * 60 * 1000) })
        .where(eq(activations.id, late.id));
      expect(await ann.browser.post(`/api/admin/activations/${late.id}/revoke`)).toMatchObject({
        status: 409,
        body: { code: 'revoke_window_over' },
      });
      expect(
        (await ann.browser.post(`/api/admin/activations/${late.id}/reverse`, { reason: 'Mine' })).status,
      ).toBe(403);
      expect((await operator.post(`/api/admin/activations/${late.id}/reverse`, {})).status).toBe(400);
      const reversed = await operator.post(`/api/admin/activations/${late.id}/reverse`, {
        reason: 'Wrong device',
      });
      expect(reversed.body).toMatchObject({
        status: 'revoked',
        revoked_as: 'operator',
        revoke_reason: 'Wrong device',
      });
      expect((await licenceOf(tv.deviceid))?.lifetime).toBe(false);

      // A licence that changed after the activation is not undone: the later change would be lost.
      const earlier = (
        await ann.browser.post('/api/admin/activations', { device_id: tv.deviceid, tier: 'premium' })
      ).body as unknown as Activation;
      await ann.browser.post('/api/admin/activations', { device_id: tv.deviceid, tier: 'premium' });
      expect(await ann.browser.post(`/api/admin/activations/${earlier.id}/revoke`)).toMatchObject({
        status: 409,
        body: { code: 'licence_changed' },
      });
      expect(await booksOf(ann.id)).toEqual({ balance: 2, sum: 2 });
    });

    it('keeps the ledger append-only and the balance moved by the ledger alone', async () => {
      const ann = await resellerWith(4);
      const db = server.database.db;
      await expect(
        db.update(creditMovements).set({ amount: 400 }).where(eq(creditMovements.resellerId, ann.id)),
      ).rejects.toThrow();
      await expect(
        db.delete(creditMovements).where(eq(creditMovements.resellerId, ann.id)),
      ).rejects.toThrow();
      await expect(
        db.update(creditBalances).set({ balance: 400 }).where(eq(creditBalances.resellerId, ann.id)),
      ).rejects.toThrow();
      // Below zero even by the ledger itself is refused.
      await expect(
        db
          .insert(creditMovements)
          .values({ resellerId: ann.id, kind: 'adjustment', amount: -5, reason: 'Too much' }),
      ).rejects.toThrow();
      expect(await booksOf(ann.id)).toEqual({ balance: 4, sum: 4 });
    });

    it('freezes the credits of a suspended reseller and gives them back when the ban is lifted', async () => {
      const ann = await resellerWith(3);
      const tv = await registerDevice(server.url);
      expect((await operator.post(`/api/admin/users/${ann.id}/ban`, { reason: 'Chargebacks' })).status).toBe(
        200,
      );
      // No session or key reaches a banned account; the spend itself refuses it too.
      const spent = await activateDevice(
        server.database.db,
        { id: ann.id, role: 'reseller' },
        { device_id: tv.deviceid, tier: 'basic', note: undefined },
        { now: new Date(), revokeWindowHours: 48, address: null, publish: server.deps },
      );
      expect(spent).toEqual({ refused: 'credits_frozen' });
      const listed = (await operator.get(`/api/admin/reseller-credits/${ann.id}`)).body;
      expect(listed).toMatchObject({ balance: 3, banned: true });
      expect((await operator.post(`/api/admin/users/${ann.id}/unban`)).status).toBe(200);
      const again = await signedInAgain(ann.email, ann.password);
      expect(await summaryOf(again)).toMatchObject({ balance: 3, frozen: false });
      expect(
        (await again.post('/api/admin/activations', { device_id: tv.deviceid, tier: 'basic' })).status,
      ).toBe(201);
    });

    async function signedInAgain(email: string, password: string) {
      const { browser, answer } = await signIn(server.url, email, password);
      expect(answer.status).toBe(200);
      return browser;
    }

    it('activates through the integration API once per Idempotency-Key, lists and revokes, and tells the webhook', async () => {
      const ann = await resellerWith(4);
      const bob = await resellerWith(2);
      const keyOf = async (browser: Browser) =>
        String((await browser.post('/api/admin/api-keys', { name: 'Shop' })).body.secret);
      const [annKey, bobKey] = [await keyOf(ann.browser), await keyOf(bob.browser)];
      // Ann's endpoint listens to activations (written as the dashboard would, to a receiver nobody reads).
      const [hook] = await server.database.db
        .insert(resellerWebhooks)
        .values({
          ownerId: ann.id,
          url: 'https://hooks.example.com/vela',
          eventTypes: ['device.activated', 'activation.revoked'],
          secretEncrypted: 'not read here',
        })
        .returning({ id: resellerWebhooks.id });
      const call = (key: string, method: 'GET' | 'POST', path: string, body?: unknown, headers = {}) =>
        method === 'GET'
          ? fetch(`${server.url}/api/integration/v1${path}`, {
              headers: { authorization: `Bearer ${key}` },
            }).then(async (response) => ({
              status: response.status,
              headers: response.headers,
              body: (await response.json()) as Record<string, unknown> & unknown[],
            }))
          : postJson(server.url, `/api/integration/v1${path}`, body ?? {}, {
              authorization: `Bearer ${key}`,
              ...headers,
            });

      expect((await call(annKey, 'GET', '/credits')).body).toMatchObject({ balance: 4, frozen: false });
      const tv = await registerDevice(server.url);
      const body = { device_id: dashed(tv.deviceid), tier: 'premium', note: 'Order 5521' };
      const first = await call(annKey, 'POST', '/activations', body, { 'idempotency-key': 'order-5521' });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const retried = await call(annKey, 'POST', '/activations', body, { 'idempotency-key': 'order-5521' });
      expect(retried).toMatchObject({ status: 201, body: first.body });
      expect(retried.headers.get('idempotent-replayed')).toBe('true');
      expect(
        await call(
          annKey,
          'POST',
          '/activations',
          { ...body, tier: 'basic' },
          { 'idempotency-key': 'order-5521' },
        ),
      ).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
      expect((await call(annKey, 'GET', '/credits')).body).toMatchObject({ balance: 2 });

      const listed = await call(annKey, 'GET', `/activations?device_id=${dashed(tv.deviceid)}`);
      expect((listed.body as Activation[]).map((row) => row.id)).toEqual([first.body.id]);
      expect((await call(bobKey, 'GET', '/activations')).body).toEqual([]);
      expect((await call(bobKey, 'POST', `/activations/${String(first.body.id)}/revoke`)).status).toBe(404);
      const revoked = await call(annKey, 'POST', `/activations/${String(first.body.id)}/revoke`);
      expect(revoked).toMatchObject({ status: 200, body: { status: 'revoked', revoked_as: 'reseller' } });

      const told = await server.database.db
        .select({ type: resellerWebhookEvents.type })
        .from(resellerWebhookEvents)
        .where(eq(resellerWebhookEvents.ownerId, ann.id));
      expect(told.map((event) => event.type).sort()).toEqual(['activation.revoked', 'device.activated']);
      expect(hook?.id).toEqual(expect.any(String));
      expect(await booksOf(ann.id)).toEqual({ balance: 4, sum: 4 });
      expect(await booksOf(bob.id)).toEqual({ balance: 2, sum: 2 });

      // Each takes its own credits in its data download, and only its own.
      const exported = async (browser: Browser) =>
        ((await browser.get('/api/account/export')).body as unknown as { credits: Record<string, unknown[]> })
          .credits;
      const annData = await exported(ann.browser);
      expect(annData).toMatchObject({ balance: 4, low_balance_threshold: null });
      expect(annData.activations).toMatchObject([
        { device_id: tv.deviceid, tier: 'premium', note: 'Order 5521' },
      ]);
      expect(annData.movements?.map((row) => (row as { kind: string }).kind)).toEqual([
        'grant',
        'activation',
        'refund',
      ]);
      expect((await exported(bob.browser)).activations).toEqual([]);
    });

    it('warns once by e-mail when a spend leaves the balance at the threshold, with a one-click way out', async () => {
      const ann = await resellerWith(6);
      const set = await ann.browser.request('PUT', '/api/admin/credits/settings', {
        low_balance_threshold: 3,
      });
      expect(set.body).toMatchObject({ low_balance_threshold: 3, balance: 6 });
      const tv = await registerDevice(server.url);
      await ann.browser.post('/api/admin/activations', { device_id: tv.deviceid, tier: 'premium' });
      await ann.browser.post('/api/admin/activations', { device_id: tv.deviceid, tier: 'premium' });
      await server.jobs.runDue();
      const mail = await mailTo(server.url, ann.email, 'credits');
      expect(mail.text).toContain('2');
      const queued = await server.database.db
        .select({ id: sql<string>`id` })
        .from(sql`jobs`)
        .where(and(sql`kind = 'credits.low_balance'`, sql`payload->>'resellerId' = ${ann.id}`));
      // The second spend, still below the threshold, was not told again.
      expect(queued).toHaveLength(1);
      const link = /\/api\/mail\/unsubscribe\/[^\s>]+/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();
      const oneClick = await fetch(`${server.url}${String(link)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      expect((await summaryOf(ann.browser)).low_balance_threshold).toBeNull();
    });
  });
}
