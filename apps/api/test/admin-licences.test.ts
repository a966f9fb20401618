import type { AdminDevice, DeviceHistoryEvent } from '@vela/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devices, licenceGrants } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo, uniqueEmail } from './accounts.ts';
import { devicePath, engines, idsOf, postJson, startTestServer, type TestServer } from './harness.ts';

const listPath = (filter: Record<string, unknown>) =>
  `/api/admin/devices?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const yearLater = (iso: string | null | undefined) => {
  const date = new Date(iso ?? '');
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString();
};
const minute = 60_000;

let macCounter = 0;
/** A MAC address no other device of the run reports, in the TV's own notation (lower case, dashes). */
function uniqueMac() {
  macCounter += 1;
  const tail =
    (Date.now() % 0xffffff).toString(16).padStart(6, '0') + macCounter.toString(16).padStart(6, '0');
  return (tail.match(/../g) ?? []).join('-').toLowerCase();
}

describe.each(engines)('operators and device licences on $name', (engine) => {
  let server: TestServer;
  let operator: Browser;
  let operatorEmail: string;
  let reseller: Browser;
  let ann: { browser: Browser; email: string };
  let bob: { browser: Browser; email: string };

  /** A TV that registers with its MAC address and is claimed by `owner` with its device key. */
  async function tvOf(owner: Browser) {
    const mac = uniqueMac();
    const registered = await postJson(server.url, '/api/app/register', {
      device_brand: 'Licence TV',
      mac_address: mac,
    });
    expect(registered.status).toBe(201);
    const deviceid = String(registered.body.deviceid);
    const claim = await owner.post('/api/admin/devices/claim', {
      deviceid,
      device_key: registered.body.device_key,
    });
    expect(claim.status).toBe(200);
    return { deviceid, mac, deviceKey: String(registered.body.device_key) };
  }

  const rowOf = async (deviceid: string) => {
    const [row] = await server.database.db.select().from(devices).where(eq(devices.deviceId, deviceid));
    return row;
  };
  const licenceAuditOf = (deviceid: string) =>
    server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'device'), eq(auditLog.entityId, deviceid)))
      .then((entries) => entries.filter((entry) => entry.action.endsWith('_licence')));
  const grantsOf = async (deviceid: string) => {
    const row = await rowOf(deviceid);
    return server.database.db
      .select()
      .from(licenceGrants)
      .where(eq(licenceGrants.deviceId, row?.id ?? ''));
  };
  const change = (deviceid: string, action: string, reason: unknown, as: Browser = operator) =>
    as.post(devicePath(deviceid, '/licence'), { action, reason });

  beforeAll(async () => {
    // A promotion that runs for the whole test: Basic then brings a month of Privacy Mode.
    server = await startTestServer(engine, { ...accountEnv, PROMOTION_ENDS_AT: '2099-12-31' });
    operator = await signedInDemo(server.url, 'operator');
    operatorEmail = String((await operator.get('/api/admin/me')).body.email);
    reseller = await signedInDemo(server.url, 'reseller');
    ann = await signedInBrowser(server.url, uniqueEmail('ann-licences'));
    bob = await signedInBrowser(server.url, uniqueEmail('bob-licences'));
  });
  afterAll(() => server?.stop());

  it('grants and extends Premium a year at a time, from the later of now and the current expiry', async () => {
    const tv = await tvOf(ann.browser);
    const before = Date.now();
    const first = await change(tv.deviceid, 'grant_premium', '  Refund of a double charge, ticket 17  ');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: tv.deviceid,
      lifetime: true,
      licence_state: 'lifetime',
      privacy_active: true,
      owner_email: ann.email,
    });
    const firstExpiry = String(first.body.privacy_expiry);
    const expected = new Date(before);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(Math.abs(Date.parse(firstExpiry) - expected.getTime())).toBeLessThan(minute);

    const second = await change(tv.deviceid, 'grant_premium', 'Goodwill for the outage');
    expect(second.body).toMatchObject({ privacy_expiry: yearLater(firstExpiry) });

    const grants = await grantsOf(tv.deviceid);
    expect(grants).toHaveLength(2);
    expect(grants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'grant',
          plan: 'premium',
          source: 'operator',
          reason: 'Refund of a double charge, ticket 17',
          lifetimeLicence: true,
          actorId: expect.any(String),
        }),
      ]),
    );
    expect(new Set(grants.map((grant) => grant.sourceRef)).size).toBe(2);

    const audit = await licenceAuditOf(tv.deviceid);
    expect(audit).toHaveLength(2);
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'device.grant_licence',
          before: expect.objectContaining({ lifetime: false, privacy_expiry: null }),
          after: expect.objectContaining({
            lifetime: true,
            privacy_expiry: firstExpiry,
            plan: 'premium',
            reason: 'Refund of a double charge, ticket 17',
          }),
        }),
      ]),
    );
  });

  it('grants Basic with its promotion month, and revokes the licence, Privacy Mode and a running trial', async () => {
    const tv = await tvOf(ann.browser);
    const basic = await change(tv.deviceid, 'grant_basic', 'Paid by bank transfer');
    expect(basic.body).toMatchObject({ lifetime: true, privacy_active: true });
    const monthAhead = Date.parse(String(basic.body.privacy_expiry)) - Date.now();
    expect(monthAhead).toBeGreaterThan(27 * 24 * 60 * minute);
    expect(monthAhead).toBeLessThan(32 * 24 * 60 * minute);
    // As at the checkout, Basic is not given twice: it would add nothing to the lifetime licence.
    const again = await change(tv.deviceid, 'grant_basic', 'Granted twice by mistake');
    expect(again).toMatchObject({ status: 409, body: { code: 'lifetime_licence_owned' } });
    expect(await rowOf(tv.deviceid)).toMatchObject({
      privacyExpiresAt: new Date(String(basic.body.privacy_expiry)),
    });

    const revoked = await change(tv.deviceid, 'revoke', 'Chargeback on the payment');
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      lifetime: false,
      licence_state: 'none',
      privacy_expiry: null,
      privacy_active: false,
    });
    const row = await rowOf(tv.deviceid);
    expect(row?.trialExpiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    const play = await postJson(server.url, '/api/app/can-play', {
      deviceid: tv.deviceid,
      device_key: tv.deviceKey,
      host: 'http://not-whitelisted.example.com',
    });
    expect(play.body).toMatchObject({ allowed: false, reason: 'no_licence', privacy_active: false });

    const audit = await licenceAuditOf(tv.deviceid);
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'device.grant_licence',
      'device.revoke_licence',
    ]);
    expect(audit.find((entry) => entry.action === 'device.revoke_licence')).toMatchObject({
      before: { lifetime: true },
      after: { lifetime: false, privacy_expiry: null, plan: null, reason: 'Chargeback on the payment' },
    });
    expect(await grantsOf(tv.deviceid)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'revoke', plan: null, lifetimeLicence: false }),
      ]),
    );
  });

  it('needs a reason: refused on the reason field, and nothing changes or is logged', async () => {
    const tv = await tvOf(ann.browser);
    const before = await rowOf(tv.deviceid);
    for (const reason of [undefined, '', '   ', 'x'.repeat(501)]) {
      const refused = await change(tv.deviceid, 'grant_premium', reason);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: expect.any(String),
        code: reason === undefined || reason.trim() === '' ? 'required' : 'max_length',
      });
    }
    expect((await change(tv.deviceid, 'grant_gold', 'A reason')).body).toMatchObject({ code: 'one_of' });
    expect(await rowOf(tv.deviceid)).toEqual(before);
    expect(await licenceAuditOf(tv.deviceid)).toEqual([]);
    expect(await grantsOf(tv.deviceid)).toEqual([]);
  });

  it('is for operators only: 403 for customers and resellers, even on their own device; 404 for an unknown one', async () => {
    const tv = await tvOf(ann.browser);
    for (const caller of [ann.browser, bob.browser, reseller]) {
      const refused = await change(tv.deviceid, 'grant_premium', 'Free upgrade', caller);
      expect(refused).toMatchObject({ status: 403, body: { code: 'not_authorized' } });
    }
    const unknown = await change('02:00:00:00:00:01', 'grant_basic', 'No such device');
    expect(unknown).toMatchObject({ status: 404, body: { code: 'device_not_found' } });
    expect(await change('not-a-device', 'revoke', 'Nonsense')).toMatchObject({ status: 404 });
    expect(await rowOf(tv.deviceid)).toMatchObject({ lifetimeLicence: false });
    expect(await licenceAuditOf(tv.deviceid)).toEqual([]);
    expect(
      await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, '02:00:00:00:00:01')),
    ).toEqual([]);
  });

  it('shows the history to its owner with support for the operator, to operators with who, to nobody else', async () => {
    const tv = await tvOf(ann.browser);
    const order = await postJson(server.url, '/api/payments/orders', { deviceid: tv.deviceid });
    expect(
      (await postJson(server.url, `/api/payments/orders/${order.body.orderId}/capture`, {})).status,
    ).toBe(200);
    await change(tv.deviceid, 'grant_premium', 'Apology for the outage');
    await change(tv.deviceid, 'revoke', 'Fraudulent payment');

    const own = await ann.browser.get(devicePath(tv.deviceid, '/history'));
    expect(own.status).toBe(200);
    const events = own.body as unknown as DeviceHistoryEvent[];
    expect(events.map((event) => event.kind)).toEqual(['revoke', 'grant', 'purchase', 'claim']);
    expect(events[0]).toMatchObject({
      kind: 'revoke',
      reason: 'Fraudulent payment',
      by_support: true,
      actor_email: null,
      lifetime: false,
    });
    expect(events[1]).toMatchObject({ kind: 'grant', plan: 'premium', reason: 'Apology for the outage' });
    expect(events[2]).toMatchObject({ kind: 'purchase', plan: 'basic', by_support: false, reason: null });
    expect(JSON.stringify(events)).not.toContain(operatorEmail);

    const seen = (await operator.get(devicePath(tv.deviceid, '/history')))
      .body as unknown as DeviceHistoryEvent[];
    expect(seen[0]).toMatchObject({ kind: 'revoke', by_support: true, actor_email: operatorEmail });
    expect(seen.at(-1)).toMatchObject({ kind: 'claim', actor_email: ann.email });

    for (const stranger of [bob.browser, reseller]) {
      expect(await stranger.get(devicePath(tv.deviceid, '/history'))).toMatchObject({
        status: 404,
        body: { code: 'device_not_found' },
      });
    }
    expect((await operator.get(devicePath('02:00:00:00:00:02', '/history'))).status).toBe(404);
  });

  it('lets an operator find a device by its MAC in any notation and by part of its owner’s e-mail', async () => {
    const tv = await tvOf(ann.browser);
    const other = await tvOf(bob.browser);
    const upper = tv.mac.toUpperCase().replaceAll('-', ':');
    expect(idsOf((await operator.get(listPath({ mac: upper }))).body)).toEqual([tv.deviceid]);
    expect(idsOf((await operator.get(listPath({ mac: tv.mac.replaceAll('-', '') }))).body)).toEqual([
      tv.deviceid,
    ]);
    expect((await operator.get(listPath({ mac: 'zz:zz' }))).body).toEqual([]);

    const byOwner = await operator.get(listPath({ owner: ann.email.slice(0, 12).toUpperCase() }));
    expect(idsOf(byOwner.body)).toContain(tv.deviceid);
    expect(idsOf(byOwner.body)).not.toContain(other.deviceid);
    expect((byOwner.body as unknown as AdminDevice[])[0]).toMatchObject({ owner_email: ann.email });
    expect((await operator.get(listPath({ owner: '%' }))).body).toEqual([]);
    expect((await operator.get(devicePath(tv.deviceid))).body).toMatchObject({
      owner_email: ann.email,
      owner_id: expect.any(String),
    });

    // Customers find only their own devices, and never see owner fields.
    const mine = await ann.browser.get(listPath({ mac: upper }));
    expect(idsOf(mine.body)).toEqual([tv.deviceid]);
    expect((mine.body as unknown as AdminDevice[])[0]).not.toHaveProperty('owner_email');
    expect((await bob.browser.get(listPath({ mac: upper }))).body).toEqual([]);
    expect((await bob.browser.get(listPath({ owner: ann.email }))).body).toEqual([]);
    expect(await ann.browser.get(devicePath(tv.deviceid))).not.toHaveProperty('body.owner_email');
  });

  it('lets an operator release any device from its owner, audited', async () => {
    const tv = await tvOf(bob.browser);
    const released = await operator.post(devicePath(tv.deviceid, '/release'));
    expect(released).toMatchObject({
      status: 200,
      body: { id: tv.deviceid, owner_email: null, owner_id: null },
    });
    expect((await bob.browser.get(devicePath(tv.deviceid))).status).toBe(404);
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tv.deviceid), eq(auditLog.action, 'device.release')));
    expect(entry).toMatchObject({ before: { owner_id: expect.any(String) }, after: { owner_id: null } });
    const history = (await operator.get(devicePath(tv.deviceid, '/history')))
      .body as unknown as DeviceHistoryEvent[];
    expect(history[0]).toMatchObject({ kind: 'release', actor_email: operatorEmail });
  });
});
