import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions, newsletterSignups, playlists } from '../src/db/schema.ts';
import { startFormServiceDouble } from './doubles/form-service-double.ts';
import {
  engines,
  postJson,
  registerDevice,
  startTestServer,
  type TestServer,
  uniqueDeviceId,
} from './harness.ts';

describe.each(engines)('the public API on $name', (engine) => {
  let server: TestServer;
  let forms: Awaited<ReturnType<typeof startFormServiceDouble>>;
  const post = (path: string, body: unknown) => postJson(server.url, path, body);

  beforeAll(async () => {
    forms = await startFormServiceDouble();
    server = await startTestServer(engine, { FORMS_FORWARD_URL: `${forms.url}/forms` });
  });
  afterAll(async () => {
    await server?.stop();
    await forms?.close();
  });

  describe('POST /api/getAllNews', () => {
    it('lists the 13 seeded articles newest first, with their translations', async () => {
      const { status, body } = await post('/api/getAllNews', undefined);
      expect(status).toBe(200);
      const articles = body as unknown as Record<string, unknown>[];
      expect(articles).toHaveLength(13);
      const dates = articles.map((article) => String(article.date));
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(dates.at(-1)?.startsWith('2024-06')).toBe(true);
      expect(dates[0]?.startsWith('2025-04')).toBe(true);
      const first = articles[0] ?? {};
      expect(first).toMatchObject({
        _id: expect.any(String),
        slug: 'premium-with-lifetime-licence',
        linkHref: '/news/premium-with-lifetime-licence',
        imgSrc: expect.stringMatching(/^\/images\/news\/.+\.svg$/),
        author: 'Vela Player Team',
      });
      expect(first.description).toEqual(expect.arrayContaining([expect.any(String)]));
      for (const locale of ['it', 'es', 'de', 'fr', 'tr', 'ru', 'ar', 'zh', 'el']) {
        expect(first[`title_${locale}`], locale).toEqual(expect.any(String));
        expect(first[`description_${locale}`], locale).toHaveLength((first.description as string[]).length);
      }
      expect(JSON.stringify(articles)).not.toContain('{{brand}}');
    });
  });

  describe('POST /api/checkdeviceid', () => {
    it('says "exists in the collection" exactly for a registered device, in any spelling', async () => {
      const { deviceid } = await registerDevice(server.url);
      const known = await post('/api/checkdeviceid', {
        query: { deviceid: deviceid.toLowerCase().replaceAll(':', '-') },
      });
      expect(known.status).toBe(200);
      expect(known.body.message).toContain('exists in the collection');
      const unknown = await post('/api/checkdeviceid', { query: { deviceid: uniqueDeviceId() } });
      expect(unknown.status).toBe(200);
      expect(unknown.body.message).not.toContain('exists in the collection');
    });

    it('refuses what is not a device id with the rule that failed', async () => {
      expect((await post('/api/checkdeviceid', { query: { deviceid: 'hello' } })).body).toMatchObject({
        code: 'invalid_device_id',
        error: expect.stringContaining('AA:BB:CC:DD:EE:FF'),
      });
      expect((await post('/api/checkdeviceid', { query: { deviceid: '' } })).body).toMatchObject({
        code: 'serial_nr',
      });
      expect((await post('/api/checkdeviceid', {})).status).toBe(400);
    });
  });

  describe('POST /api/playlist_v3', () => {
    const query = (deviceid: string) => ({
      url: 'http://Line.Example.com:8080',
      username: 'alice',
      password: 'pa ss',
      playlistName: 'Living room',
      deviceid,
      hide_playlist_info: false,
    });

    it('stores the playlist on the device, its password encrypted, and the TV app receives it', async () => {
      const device = await registerDevice(server.url);
      const { status, body } = await post('/api/playlist_v3', { query: query(device.deviceid) });
      expect(status).toBe(200);
      expect(body.message).toContain('Living room');
      const [row] = await server.database.db
        .select()
        .from(playlists)
        .where(eq(playlists.username, 'alice'))
        .limit(1);
      expect(row?.passwordEncrypted).not.toContain('pa ss');
      const sync = await post('/api/app/sync', { deviceid: device.deviceid, device_key: device.deviceKey });
      expect(sync.body.playlists).toEqual([
        expect.objectContaining({
          name: 'Living room',
          host: 'http://line.example.com:8080',
          username: 'alice',
          password: 'pa ss',
          hide_playlist_info: false,
        }),
      ]);
    });

    it('resolves a host code to its host and always hides the playlist info', async () => {
      const device = await registerDevice(server.url);
      const { url: _url, ...rest } = query(device.deviceid);
      const { status } = await post('/api/playlist_v3', {
        query: { ...rest, host_code: 246810, hide_playlist_info: false },
      });
      expect(status).toBe(200);
      const sync = await post('/api/app/sync', { deviceid: device.deviceid, device_key: device.deviceKey });
      expect(sync.body.playlists).toEqual([
        expect.objectContaining({ host: 'http://line.demo-provider.example:8080', hide_playlist_info: true }),
      ]);
    });

    it('answers 404 for an unknown device or code, and 400 for a broken rule', async () => {
      const device = await registerDevice(server.url);
      expect(await post('/api/playlist_v3', { query: query(uniqueDeviceId()) })).toMatchObject({
        status: 404,
        body: { code: 'device_not_found' },
      });
      const { url: _url, ...rest } = query(device.deviceid);
      expect(await post('/api/playlist_v3', { query: { ...rest, host_code: 111111 } })).toMatchObject({
        status: 404,
        body: { code: 'invalid_code' },
      });
      expect(
        await post('/api/playlist_v3', { query: { ...query(device.deviceid), url: 'http://localhost' } }),
      ).toMatchObject({
        status: 400,
        body: { code: 'invalid_url' },
      });
      for (const url of ['http://line.example.com/get.php?type=m3u', 'http://bob:pw@line.example.com']) {
        expect(await post('/api/playlist_v3', { query: { ...query(device.deviceid), url } })).toMatchObject({
          status: 400,
          body: { code: 'host_invalid' },
        });
      }
      expect(
        await post('/api/playlist_v3', { query: { ...query(device.deviceid), playlistName: ' ' } }),
      ).toMatchObject({
        status: 400,
        body: { code: 'playlist_name_req' },
      });
      expect(
        await post('/api/playlist_v3', { query: { ...query(device.deviceid), host_code: 'abc' } }),
      ).toMatchObject({
        status: 400,
        body: { code: 'host_code' },
      });
    });
  });

  describe('POST /api/checkHostCode', () => {
    it('tells whether a code exists', async () => {
      expect((await post('/api/checkHostCode', { host_code: 246810 })).body).toEqual({ exists: true });
      expect((await post('/api/checkHostCode', { host_code: 999999 })).body).toEqual({ exists: false });
      expect((await post('/api/checkHostCode', { host_code: 'x' })).status).toBe(400);
    });
  });

  describe('POST /api/forms/{id}', () => {
    const support = {
      fields: [
        { name: 'email', value: 'Ann@Example.com' },
        { name: 'message', value: 'My TV shows no channels' },
        { name: 'agreement', value: 'true' },
      ],
    };

    it('stores a submission for operators and forwards it in the same format', async () => {
      expect(await post('/api/forms/support', support)).toMatchObject({ status: 200, body: { ok: true } });
      const rows = await server.database.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.form, 'support'));
      expect(rows.at(-1)).toMatchObject({
        status: 'new',
        fields: { email: 'ann@example.com', message: 'My TV shows no channels', agreement: 'true' },
      });
      await expect.poll(() => forms.received.at(-1)?.path).toBe('/forms/support');
      expect(forms.received.at(-1)?.body).toEqual({
        fields: [
          { name: 'email', value: 'ann@example.com' },
          { name: 'message', value: 'My TV shows no channels' },
          { name: 'agreement', value: 'true' },
        ],
      });
    });

    it('keeps the submission when the form service fails, and records the failure', async () => {
      forms.failNext(true);
      const email = `keep-${Date.now()}@example.com`;
      const body = { fields: [{ name: 'email', value: email }, ...support.fields.slice(1)] };
      expect((await post('/api/forms/support', body)).status).toBe(200);
      // The forwarding runs after the answer: the service keeps failing until the failure is recorded.
      await expect
        .poll(async () => {
          const rows = await server.database.db
            .select()
            .from(formSubmissions)
            .where(eq(formSubmissions.form, 'support'));
          return rows.find((row) => row.fields.email === email)?.forwardError;
        })
        .toBe('HTTP 500');
      forms.failNext(false);
    });

    it('holds blog comments for moderation', async () => {
      expect(
        (
          await post('/api/forms/comment', {
            fields: [
              { name: 'post_id', value: '2' },
              { name: 'message', value: 'Great update!' },
            ],
          })
        ).status,
      ).toBe(200);
      const rows = await server.database.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.form, 'comment'));
      expect(rows.at(-1)).toMatchObject({
        status: 'pending_moderation',
        fields: { post_id: '2', message: 'Great update!' },
      });
      // Without the post it is about, a comment has nowhere to be shown.
      expect(
        (await post('/api/forms/comment', { fields: [{ name: 'message', value: 'Lost' }] })).status,
      ).toBe(400);
    });

    it('refuses unknown forms and missing fields', async () => {
      expect((await post('/api/forms/toString', support)).status).toBe(404);
      expect((await post('/api/forms/other', support)).status).toBe(404);
      expect(
        await post('/api/forms/contact', { fields: [{ name: 'email', value: 'a@b.co' }] }),
      ).toMatchObject({
        status: 400,
        body: { code: 'required' },
      });
      expect(
        await post('/api/forms/abuse', {
          fields: [
            { name: 'email', value: 'a@b.co' },
            { name: 'firstname', value: 'A' },
            { name: 'lastname', value: 'B' },
            { name: 'contact_topic', value: 'Copyright' },
            { name: 'message', value: 'x' },
          ],
        }),
      ).toMatchObject({ status: 400, body: { code: 'consent_required' } });
    });
  });

  describe('POST /api/newsletter', () => {
    it('keeps each address once', async () => {
      expect(await post('/api/newsletter', { email: 'Fan@Example.com' })).toMatchObject({
        status: 200,
        body: { ok: true },
      });
      expect((await post('/api/newsletter', { email: 'fan@example.com' })).status).toBe(200);
      const rows = await server.database.db
        .select()
        .from(newsletterSignups)
        .where(eq(newsletterSignups.email, 'fan@example.com'));
      expect(rows).toHaveLength(1);
      expect(await post('/api/newsletter', { email: 'not an email' })).toMatchObject({
        status: 400,
        body: { code: 'email' },
      });
    });
  });
});
