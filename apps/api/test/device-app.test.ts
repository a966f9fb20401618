import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, pairingCodes } from '../src/db/schema.ts';
import {
  engines,
  postJson,
  registerDevice,
  startTestServer,
  type TestServer,
  uniqueDeviceId,
} from './harness.ts';

/** The server's ids: locally administered unicast MAC addresses. */
const localMac = /^[0-9A-F][26AE](:[0-9A-F]{2}){5}$/;

describe.each(engines)('the device app endpoints on $name', (engine) => {
  let server: TestServer;
  let clock = new Date('2026-05-01T08:00:00Z');
  const post = (path: string, body: unknown) => postJson(server.url, path, body);

  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT_PUBLIC: '1000' }, { now: () => clock });
  });
  afterAll(() => server?.stop());

  describe('POST /api/app/register', () => {
    it('registers a new device under an id the server picks, starting its trial and handing out a 256-bit key', async () => {
      const { status, body } = await post('/api/app/register', {
        device_brand: 'Samsung',
        os: 'Tizen 6.5',
        app_version: '0.38',
        screensize: '55"',
        mac_address: '00:1A:2B:3C:4D:5E',
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        deviceid: expect.stringMatching(localMac),
        trial_expires_at: '2026-05-08T08:00:00.000Z',
        licence: { plan: 'trial', lifetime_licence: false, privacy_active: false },
      });
      expect(Buffer.from(String(body.device_key), 'base64url')).toHaveLength(32);
      const deviceid = String(body.deviceid);
      const [stored] = await server.database.db.select().from(devices).where(eq(devices.deviceId, deviceid));
      expect(stored).toMatchObject({
        deviceBrand: 'Samsung',
        os: 'Tizen 6.5',
        appVersion: '0.38',
        screenSize: '55"',
        macAddress: '00:1A:2B:3C:4D:5E',
      });
      expect(JSON.stringify(stored)).not.toContain(String(body.device_key));
    });

    it("never creates a device under an id the caller chose, so nobody can take a TV's id first", async () => {
      const chosen = uniqueDeviceId();
      expect(await post('/api/app/register', { deviceid: chosen })).toMatchObject({
        status: 400,
        body: { code: 'device_key_required' },
      });
      expect(await post('/api/app/register', { deviceid: chosen, device_key: 'x'.repeat(43) })).toMatchObject(
        {
          status: 404,
          body: { code: 'device_not_found' },
        },
      );
      expect(await server.database.db.select().from(devices).where(eq(devices.deviceId, chosen))).toEqual([]);
    });

    it('updates what a device reports with its key, and never hands out a second key', async () => {
      const { deviceid, deviceKey } = await registerDevice(server.url);
      expect(await post('/api/app/register', { deviceid, device_key: 'x'.repeat(43) })).toMatchObject({
        status: 401,
        body: { code: 'device_key_invalid' },
      });
      const again = await post('/api/app/register', {
        deviceid: deviceid.toLowerCase().replaceAll(':', '-'),
        device_key: deviceKey,
        app_version: '0.39',
      });
      expect(again).toMatchObject({ status: 200, body: { deviceid } });
      expect(again.body.device_key).toBeUndefined();
      const [stored] = await server.database.db.select().from(devices).where(eq(devices.deviceId, deviceid));
      expect(stored?.appVersion).toBe('0.39');
    });

    it('gives every one of many devices registering at once an id of its own', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post('/api/app/register', { device_brand: 'Batch TV' })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((answer) => answer.body.deviceid)).size).toBe(8);
    });
  });

  describe('POST /api/app/pairing-code', () => {
    it('hands the device a short single code for ten minutes, with the link its QR code shows', async () => {
      const { deviceid, deviceKey } = await registerDevice(server.url);
      const { status, body } = await post('/api/app/pairing-code', { deviceid, device_key: deviceKey });
      expect(status).toBe(200);
      expect(body).toEqual({
        code: expect.stringMatching(/^[34679ACDEFGHJKMNPQRTUVWXY]{8}$/),
        expires_at: new Date(clock.getTime() + 10 * 60 * 1000).toISOString(),
        claim_url: `http://localhost:8080/dashboard/devices/claim?code=${body.code}`,
      });
      const [device] = await server.database.db.select().from(devices).where(eq(devices.deviceId, deviceid));
      const stored = await server.database.db
        .select()
        .from(pairingCodes)
        .where(eq(pairingCodes.deviceId, device?.id ?? ''));
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(String(body.code));

      const next = await post('/api/app/pairing-code', { deviceid, device_key: deviceKey });
      expect(next.body.code).not.toBe(body.code);
      const after = await server.database.db
        .select()
        .from(pairingCodes)
        .where(eq(pairingCodes.deviceId, device?.id ?? ''));
      expect(after).toHaveLength(1);
      expect(after[0]?.codeHash).not.toBe(stored[0]?.codeHash);
    });

    it('needs the device key: knowing an id is not enough', async () => {
      const { deviceid } = await registerDevice(server.url);
      expect(await post('/api/app/pairing-code', { deviceid, device_key: 'y'.repeat(43) })).toMatchObject({
        status: 401,
        body: { code: 'device_key_invalid' },
      });
      expect(await post('/api/app/pairing-code', { deviceid })).toMatchObject({ status: 400 });
    });
  });

  describe('POST /api/app/sync', () => {
    it('needs the right key for a registered device', async () => {
      const { deviceid } = await registerDevice(server.url);
      expect((await post('/api/app/sync', { deviceid, device_key: 'wrong-key' })).status).toBe(401);
      expect(
        (await post('/api/app/sync', { deviceid: uniqueDeviceId(), device_key: 'any-key' })).status,
      ).toBe(404);
      expect((await post('/api/app/sync', { deviceid })).status).toBe(400);
    });

    it('returns the newest playlist first', async () => {
      const device = await registerDevice(server.url);
      for (const playlistName of ['First', 'Second']) {
        const query = {
          url: 'http://a.example.com',
          username: 'u',
          password: 'p',
          playlistName,
          deviceid: device.deviceid,
          hide_playlist_info: true,
        };
        expect((await post('/api/playlist_v3', { query })).status).toBe(200);
        clock = new Date(clock.getTime() + 1000);
      }
      const sync = await post('/api/app/sync', { deviceid: device.deviceid, device_key: device.deviceKey });
      expect((sync.body.playlists as { name: string }[]).map((playlist) => playlist.name)).toEqual([
        'Second',
        'First',
      ]);
    });
  });

  describe('POST /api/app/can-play', () => {
    it('allows the trial, then only whitelisted hosts, and says why', async () => {
      clock = new Date('2026-05-01T08:00:00Z');
      const { deviceid, deviceKey } = await registerDevice(server.url);
      const ask = (host: string) => post('/api/app/can-play', { deviceid, device_key: deviceKey, host });
      expect((await ask('http://other.example.com')).body).toEqual({
        allowed: true,
        reason: 'trial',
        privacy_active: false,
      });
      clock = new Date('2026-05-09T08:00:00Z');
      expect((await ask('http://other.example.com')).body).toEqual({
        allowed: false,
        reason: 'no_licence',
        privacy_active: false,
      });
      expect((await ask('HTTP://LINE.demo-provider.example:8080/')).body).toEqual({
        allowed: true,
        reason: 'whitelisted_host',
        privacy_active: false,
      });
      // The demo's second entry is listed but not verified, and this device holds none of its code's playlists.
      expect((await ask('https://tv.demo-provider.example')).body).toEqual({
        allowed: false,
        reason: 'no_licence',
        privacy_active: false,
      });
      expect(await ask('http://line.demo-provider.example:8080/get.php')).toMatchObject({
        status: 400,
        body: { code: 'host_invalid' },
      });
      clock = new Date('2026-05-01T08:00:00Z');
    });

    it('allows a device with a lifetime licence anywhere, with Privacy Mode while it runs', async () => {
      const { deviceid, deviceKey } = await registerDevice(server.url);
      const { body } = await post('/api/payments/simulator/subscriptions', { deviceid });
      expect(
        (await post('/api/payments/subscriptions', { deviceid, subscriptionId: body.subscriptionId })).status,
      ).toBe(200);
      clock = new Date('2026-12-01T00:00:00Z');
      const ask = () =>
        post('/api/app/can-play', { deviceid, device_key: deviceKey, host: 'http://any.example.org' });
      expect((await ask()).body).toEqual({ allowed: true, reason: 'lifetime', privacy_active: true });
      clock = new Date('2027-06-01T00:00:00Z');
      expect((await ask()).body).toEqual({ allowed: true, reason: 'lifetime', privacy_active: false });
      clock = new Date('2026-05-01T08:00:00Z');
    });
  });
});
