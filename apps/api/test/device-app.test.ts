import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../src/db/schema.ts';
import {
  engines,
  postJson,
  registerDevice,
  startTestServer,
  type TestServer,
  uniqueDeviceId,
} from './harness.ts';

describe.each(engines)('the device app endpoints on $name', (engine) => {
  let server: TestServer;
  let clock = new Date('2026-05-01T08:00:00Z');
  const post = (path: string, body: unknown) => postJson(server.url, path, body);

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { now: () => clock });
  });
  afterAll(() => server?.stop());

  describe('POST /api/app/register', () => {
    it('registers a device once, starting its 7-day trial and handing out a 256-bit key', async () => {
      const deviceid = uniqueDeviceId();
      const { status, body } = await post('/api/app/register', {
        deviceid: deviceid.toLowerCase(),
        device_brand: 'Samsung',
        os: 'Tizen 6.5',
        app_version: '0.38',
        screensize: '55"',
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        deviceid,
        trial_expires_at: '2026-05-08T08:00:00.000Z',
        licence: { plan: 'trial', lifetime_licence: false, privacy_active: false },
      });
      expect(Buffer.from(String(body.device_key), 'base64url')).toHaveLength(32);
      const [stored] = await server.database.db.select().from(devices).where(eq(devices.deviceId, deviceid));
      expect(stored).toMatchObject({
        deviceBrand: 'Samsung',
        os: 'Tizen 6.5',
        appVersion: '0.38',
        screenSize: '55"',
      });
      expect(JSON.stringify(stored)).not.toContain(String(body.device_key));
    });

    it('needs the key to register the same device again, and never hands out a second key', async () => {
      const { deviceid, deviceKey } = await registerDevice(server.url);
      expect(await post('/api/app/register', { deviceid })).toMatchObject({
        status: 409,
        body: { code: 'device_key_required' },
      });
      expect(await post('/api/app/register', { deviceid, device_key: 'x'.repeat(43) })).toMatchObject({
        status: 401,
        body: { code: 'device_key_invalid' },
      });
      const again = await post('/api/app/register', { deviceid, device_key: deviceKey, app_version: '0.39' });
      expect(again.status).toBe(200);
      expect(again.body.device_key).toBeUndefined();
    });

    it('registers a device exactly once when the app calls many times at once', async () => {
      const deviceid = uniqueDeviceId();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post('/api/app/register', { deviceid })),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(answers.every((answer) => [201, 409].includes(answer.status))).toBe(true);
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
