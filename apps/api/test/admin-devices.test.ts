import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { accountEnv, Browser, signedInBrowser, signedInDemo, withCaptcha } from './accounts.ts';
import {
  buyBasic,
  claimNewDevice,
  devicePath,
  deviceWithPairingCode,
  engines,
  idsOf,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const listPath = (filter: Record<string, unknown> = {}, range = [0, 24]) =>
  `/api/admin/devices?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;

describe.each(engines)('the dashboard devices on $name', (engine) => {
  let server: TestServer;
  let ann: Browser;
  let bob: Browser;
  let annId: string;

  async function buyPremium(deviceid: string) {
    const started = await postJson(server.url, '/api/payments/simulator/subscriptions', { deviceid });
    const confirmed = await postJson(server.url, '/api/payments/subscriptions', {
      deviceid,
      subscriptionId: started.body.subscriptionId,
    });
    expect(confirmed.status).toBe(200);
  }

  const auditOf = (entityId: string) =>
    server.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, entityId));

  beforeAll(async () => {
    server = await startTestServer(engine, {
      ...accountEnv,
      PROMOTION_ENDS_AT: '',
      RATE_LIMIT_PUBLIC: '0',
      RATE_LIMIT_DEVICE: '0',
      RATE_LIMIT_WINDOW_SECONDS: '3600',
      RATE_LIMIT_KEY_FAILURES: '40',
    });
    ann = (await signedInBrowser(server.url)).browser;
    bob = (await signedInBrowser(server.url)).browser;
    annId = String((await ann.get('/api/admin/me')).body.id);
  });
  afterAll(() => server?.stop());

  it('claims a device with the code its TV shows, once, and lists it for its owner only', async () => {
    const tv = await deviceWithPairingCode(server.url);
    expect(new URL(tv.claimUrl).pathname).toBe('/dashboard/devices/claim');
    expect(new URL(tv.claimUrl).searchParams.get('code')).toBe(tv.code);

    const typed = `${tv.code.slice(0, 4).toLowerCase()}-${tv.code.slice(4)}`;
    const claim = await ann.post('/api/admin/devices/claim', { pairing_code: typed });
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({
      id: tv.deviceid,
      device_id: tv.deviceid,
      device_brand: 'Test TV',
      licence_state: 'trial',
      lifetime: false,
      upload_protected: false,
    });
    const [owner] = await server.database.db
      .select({ ownerId: schema.devices.ownerId })
      .from(schema.devices)
      .where(eq(schema.devices.deviceId, tv.deviceid));
    expect(owner?.ownerId).toBe(annId);

    const again = await bob.post('/api/admin/devices/claim', { pairing_code: tv.code });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: expect.any(String), code: 'pairing_code_unknown' });

    const list = await ann.get(listPath({ q: tv.deviceid.slice(3, 11).toLowerCase() }));
    expect(list.status).toBe(200);
    expect(idsOf(list.body)).toEqual([tv.deviceid]);
    expect(list.headers.get('content-range')).toBe('devices 0-0/1');
    expect((await bob.get(listPath({ q: tv.deviceid }))).body).toEqual([]);
    expect((await ann.get(listPath({ q: 'zz' }))).body).toEqual([]);
    expect((await ann.get(listPath({ id: [tv.deviceid] }))).body).toHaveLength(1);
    expect((await bob.get(listPath({ id: [tv.deviceid] }))).body).toHaveLength(0);

    const audit = await auditOf(tv.deviceid);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: annId,
        action: 'device.claim',
        entity: 'device',
        before: { owner_id: null },
        after: { owner_id: annId, proof: 'pairing_code' },
      }),
    ]);
  });

  it('finds a device by its id typed in any notation, and never finds another customer’s', async () => {
    const mine = await claimNewDevice(server.url, ann);
    const theirs = await claimNewDevice(server.url, bob);
    const notations = (id: string) => {
      const digits = id.replaceAll(':', '');
      return [
        id,
        id.toLowerCase(),
        digits,
        digits.toLowerCase(),
        id.replaceAll(':', '-').toLowerCase(),
        ` ${id.replaceAll(':', '.')} `,
        digits.slice(3, 9).toLowerCase(),
        id.slice(3, 11).replaceAll(':', '-'),
      ];
    };
    for (const typed of notations(mine.deviceid)) {
      const found = await ann.get(listPath({ q: typed }));
      expect(found.status, typed).toBe(200);
      expect(idsOf(found.body), typed).toContain(mine.deviceid);
      expect(idsOf(found.body), typed).not.toContain(theirs.deviceid);
    }
    for (const typed of notations(theirs.deviceid)) {
      expect(idsOf((await ann.get(listPath({ q: typed }))).body), typed).not.toContain(theirs.deviceid);
      expect(idsOf((await bob.get(listPath({ q: typed }))).body), typed).toContain(theirs.deviceid);
    }
    for (const wildcard of ['%', '_', '\\', '26%F5']) {
      expect((await ann.get(listPath({ q: wildcard }))).body, wildcard).toEqual([]);
    }
  });

  it('refuses codes that are malformed, unknown or expired', async () => {
    const malformed = await ann.post('/api/admin/devices/claim', { pairing_code: '0O1I' });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'pairing_code_invalid' } });
    const empty = await ann.post('/api/admin/devices/claim', {});
    expect(empty).toMatchObject({ status: 400, body: { code: 'required' } });
    const unknown = await ann.post('/api/admin/devices/claim', { pairing_code: 'ACDEFGHJ' });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'pairing_code_unknown' } });

    const tv = await deviceWithPairingCode(server.url);
    await server.database.db
      .update(schema.pairingCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          schema.pairingCodes.deviceId,
          server.database.db
            .select({ id: schema.devices.id })
            .from(schema.devices)
            .where(eq(schema.devices.deviceId, tv.deviceid)),
        ),
      );
    const expired = await ann.post('/api/admin/devices/claim', { pairing_code: tv.code });
    expect(expired).toMatchObject({ status: 404, body: { code: 'pairing_code_unknown' } });
  });

  it('claims with the device id and key, and never with the id alone or a wrong key', async () => {
    const tv = await claimNewDevice(server.url, ann);
    const idOnly = await bob.post('/api/admin/devices/claim', { deviceid: tv.deviceid });
    expect(idOnly).toMatchObject({ status: 400, body: { code: 'required' } });
    const wrongKey = await bob.post('/api/admin/devices/claim', {
      deviceid: tv.deviceid,
      device_key: 'not-the-key',
    });
    expect(wrongKey).toMatchObject({ status: 400, body: { code: 'device_key_invalid' } });
    const unknown = await bob.post('/api/admin/devices/claim', {
      deviceid: 'AE:00:00:00:00:01',
      device_key: 'whatever',
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { code: 'device_not_found', error: 'Device ID not found. Please enter an existing device ID.' },
    });
    expect((await ann.get(devicePath(tv.deviceid))).status).toBe(200);

    // Its key proves the TV, not the right to take it from its owner: that takes a release or a reset.
    const byKey = await bob.post('/api/admin/devices/claim', {
      deviceid: tv.deviceid.toLowerCase(),
      device_key: tv.deviceKey,
    });
    expect(byKey).toMatchObject({ status: 409, body: { code: 'device_owned' } });
    expect((await ann.get(devicePath(tv.deviceid))).status).toBe(200);
    expect((await bob.get(devicePath(tv.deviceid))).status).toBe(404);
  });

  it("answers 404 for every route of another customer's device", async () => {
    const tv = await claimNewDevice(server.url, ann);
    const other = await claimNewDevice(server.url, bob);
    const missing = { status: 404, body: { code: 'device_not_found' } };
    expect(await bob.get(devicePath(tv.deviceid))).toMatchObject(missing);
    expect(await bob.request('PUT', devicePath(tv.deviceid), { upload_protected: true })).toMatchObject(
      missing,
    );
    expect(await bob.get(`${devicePath(tv.deviceid)}/purchases`)).toMatchObject(missing);
    expect(await bob.post(`${devicePath(tv.deviceid)}/release`)).toMatchObject(missing);
    expect(
      await bob.post(`${devicePath(tv.deviceid)}/transfer-licence`, { to_deviceid: other.deviceid }),
    ).toMatchObject(missing);
    expect(
      await ann.post(`${devicePath(tv.deviceid)}/transfer-licence`, { to_deviceid: other.deviceid }),
    ).toMatchObject(missing);
    expect(await bob.get(devicePath('not-a-device'))).toMatchObject(missing);
    expect(idsOf((await bob.get(listPath({}, [0, 999]))).body)).not.toContain(tv.deviceid);
    const [stored] = await server.database.db
      .select()
      .from(schema.devices)
      .where(eq(schema.devices.deviceId, tv.deviceid));
    expect(stored).toMatchObject({ ownerId: annId, uploadProtected: false });
  });

  it('switches upload protection for its owner only, ignoring every other field, and audits it', async () => {
    const tv = await claimNewDevice(server.url, ann);
    const record = (await ann.get(devicePath(tv.deviceid))).body;
    const saved = await ann.request('PUT', devicePath(tv.deviceid), {
      ...record,
      upload_protected: true,
      lifetime: true,
      device_brand: 'Forged',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ upload_protected: true, lifetime: false, device_brand: 'Test TV' });
    expect((await ann.get(devicePath(tv.deviceid))).body).toMatchObject({ upload_protected: true });
    const invalid = await ann.request('PUT', devicePath(tv.deviceid), { upload_protected: 'yes' });
    expect(invalid.status).toBe(400);
    const audit = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityId, tv.deviceid), eq(schema.auditLog.action, 'device.update')));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: annId,
        before: { upload_protected: false },
        after: { upload_protected: true },
      }),
    ]);
  });

  it('releases a device: it leaves the list and can be claimed again with a new code', async () => {
    const tv = await claimNewDevice(server.url, ann);
    const released = await ann.post(`${devicePath(tv.deviceid)}/release`);
    expect(released).toMatchObject({ status: 200, body: { id: tv.deviceid } });
    expect((await ann.get(devicePath(tv.deviceid))).status).toBe(404);
    expect((await ann.get(listPath({ q: tv.deviceid }))).body).toEqual([]);
    expect((await auditOf(tv.deviceid)).map((entry) => entry.action)).toEqual([
      'device.claim',
      'device.release',
    ]);
    const code = await postJson(server.url, '/api/app/pairing-code', {
      deviceid: tv.deviceid,
      device_key: tv.deviceKey,
    });
    expect((await bob.post('/api/admin/devices/claim', { pairing_code: code.body.code })).status).toBe(200);
  });

  it('shows the purchases of a device with plan, amount, status and date', async () => {
    const tv = await claimNewDevice(server.url, ann);
    expect((await ann.get(`${devicePath(tv.deviceid)}/purchases`)).body).toEqual([]);
    await buyBasic(server.url, tv.deviceid);
    await buyPremium(tv.deviceid);
    const purchases = await ann.get(`${devicePath(tv.deviceid)}/purchases`);
    expect(purchases.status).toBe(200);
    expect(purchases.body).toEqual([
      expect.objectContaining({ kind: 'subscription', plan: 'premium', amount: '9.99', currency: 'EUR' }),
      expect.objectContaining({
        kind: 'order',
        plan: 'basic',
        amount: '5.49',
        currency: 'EUR',
        status: 'completed',
        created_at: expect.any(String),
      }),
    ]);
    expect((await ann.get(devicePath(tv.deviceid))).body).toMatchObject({
      licence_state: 'lifetime',
      lifetime: true,
      license_expiry: null,
      privacy_active: true,
      privacy_expiry: expect.any(String),
    });
  });

  it('moves a licence with its Privacy Mode twice a year at most, following the licence across devices', async () => {
    const first = await claimNewDevice(server.url, ann);
    const second = await claimNewDevice(server.url, ann);
    const third = await claimNewDevice(server.url, ann);
    const move = (from: string, to: string) =>
      ann.post(`${devicePath(from)}/transfer-licence`, { to_deviceid: to });

    expect(await move(first.deviceid, second.deviceid)).toMatchObject({
      status: 409,
      body: { code: 'transfer_no_licence' },
    });
    await buyPremium(first.deviceid);
    const privacyExpiry = (await ann.get(devicePath(first.deviceid))).body.privacy_expiry;
    expect(await move(first.deviceid, first.deviceid)).toMatchObject({
      status: 409,
      body: { code: 'transfer_same_device' },
    });

    const moved = await move(first.deviceid, second.deviceid);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      from: { id: first.deviceid, licence_state: 'none', lifetime: false, privacy_expiry: null },
      to: { id: second.deviceid, licence_state: 'lifetime', lifetime: true, privacy_expiry: privacyExpiry },
      moves_used: 1,
      moves_limit: 2,
    });
    const sync = await postJson(server.url, '/api/app/sync', {
      deviceid: first.deviceid,
      device_key: first.deviceKey,
    });
    expect(sync.body).toMatchObject({ licence: { plan: 'none', lifetime_licence: false } });

    await buyBasic(server.url, first.deviceid);
    expect(await move(first.deviceid, second.deviceid)).toMatchObject({
      status: 409,
      body: { code: 'transfer_target_licensed' },
    });

    expect((await move(second.deviceid, third.deviceid)).body).toMatchObject({ moves_used: 2 });
    const fourth = await claimNewDevice(server.url, ann);
    expect(await move(third.deviceid, fourth.deviceid)).toMatchObject({
      status: 409,
      body: { code: 'transfer_limit_reached' },
    });
    // The licence bought anew on the first device is another licence, with moves of its own.
    expect((await move(first.deviceid, fourth.deviceid)).body).toMatchObject({ moves_used: 1 });

    const audit = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'device.transfer_licence'));
    expect(audit.filter((entry) => entry.actorId === annId)).toHaveLength(3);
    expect(audit.find((entry) => entry.entityId === first.deviceid)).toMatchObject({
      before: { from: first.deviceid, to: second.deviceid, from_lifetime: true },
      after: { to_lifetime: true, to_privacy_expiry: privacyExpiry, moves_in_year: 1 },
    });
  });

  it('lets an operator see every device and a reseller their own, and limits claim attempts per person', async () => {
    const tv = await claimNewDevice(server.url, ann);
    const other = await claimNewDevice(server.url, bob);
    const operator = await signedInDemo(server.url, 'operator');
    expect((await operator.get(devicePath(tv.deviceid))).status).toBe(200);
    const both = await operator.get(listPath({ id: [tv.deviceid, other.deviceid] }));
    expect(idsOf(both.body).sort()).toEqual([tv.deviceid, other.deviceid].sort());
    expect((await ann.get(listPath({ id: [tv.deviceid, other.deviceid] }))).body).toHaveLength(1);

    // A reseller is a customer for devices: their own only (their clients' devices are a view of their own).
    const reseller = new Browser(server.url);
    await reseller.post(
      '/api/auth/sign-in/email',
      { email: 'reseller@velaplayer.example', password: 'demo-password-for-tests' },
      await withCaptcha(server.url),
    );
    expect((await reseller.get('/api/admin/me')).body).toMatchObject({ role: 'reseller' });
    expect((await reseller.get(devicePath(tv.deviceid))).status).toBe(404);
    const resellers = await claimNewDevice(server.url, reseller);
    expect(idsOf((await reseller.get(listPath({}, [0, 999]))).body)).toEqual([resellers.deviceid]);

    const guesser = (await signedInBrowser(server.url)).browser;
    const answers: number[] = [];
    for (let attempt = 0; attempt < 60 && !answers.includes(429); attempt++) {
      answers.push((await guesser.post('/api/admin/devices/claim', { pairing_code: 'ACDEFGHJ' })).status);
    }
    expect(answers.at(-1)).toBe(429);
    const right = await deviceWithPairingCode(server.url);
    const lucky = await guesser.post('/api/admin/devices/claim', { pairing_code: right.code });
    expect(lucky.status).toBe(429);
    expect(lucky.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses anyone not signed in, and describes its routes in the OpenAPI document', async () => {
    const anonymous = await fetch(`${server.url}/api/admin/devices`);
    expect(anonymous.status).toBe(401);
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/admin/devices',
        '/admin/devices/{id}',
        '/admin/devices/claim',
        '/admin/devices/{id}/release',
        '/admin/devices/{id}/purchases',
        '/admin/devices/{id}/transfer-licence',
      ]),
    );
  });
});
