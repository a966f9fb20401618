import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import {
  accountEnv,
  Browser,
  linkIn,
  mailTo,
  outbox,
  signedInBrowser,
  signedInDemo,
  withCaptcha,
} from './accounts.ts';
import { decodeQuotedPrintable, startSmtpDouble } from './doubles/smtp-double.ts';
import {
  claimNewDevice,
  devicePath,
  deviceWithPairingCode,
  engines,
  postJson,
  registerDevice,
  startTestServer,
  type TestServer,
} from './harness.ts';

const playlistsOf = (deviceid: string) =>
  `/api/admin/playlists?filter=${encodeURIComponent(JSON.stringify({ deviceid }))}&range=${encodeURIComponent('[0,99]')}`;
const namesIn = (body: unknown) => (body as { playlistName: string }[]).map((p) => p.playlistName).sort();
const resetLimit = 3;

/** A dashboard playlist as the owner's form sends it. */
const dashboardPlaylist = (deviceid: string, name: string, password = 'owner-secret') => ({
  deviceid,
  playlistName: name,
  playlistFormat: 'xtream',
  host: 'http://owner.example.com',
  username: 'owner-user',
  password,
  hide_playlist_info: false,
  notes: 'owner notes',
});

describe.each(engines)('a TV changing hands on $name', (engine) => {
  let server: TestServer;
  let ann: Browser;
  let annEmail: string;
  let annId: string;
  let bob: Browser;
  let operator: Browser;
  let apiKey: string;

  async function pairingCode(device: { deviceid: string; deviceKey: string }) {
    const answer = await postJson(server.url, '/api/app/pairing-code', {
      deviceid: device.deviceid,
      device_key: device.deviceKey,
    });
    expect(answer.status).toBe(200);
    return String(answer.body.code);
  }

  /** Playlists from every channel but the owner's dashboard: My List, a reseller's code, the integration API. */
  async function addedByOthers(deviceid: string) {
    const myList = await postJson(server.url, '/api/playlist_v3', {
      query: {
        url: 'http://mylist.example.com',
        username: 'mylist-user',
        password: 'mylist-secret',
        playlistName: 'From My List',
        deviceid,
        hide_playlist_info: false,
      },
    });
    expect(myList.status).toBe(200);
    const byCode = await postJson(server.url, '/api/playlist_v3', {
      query: {
        host_code: 246810,
        username: 'code-user',
        password: 'code-secret',
        playlistName: 'From a code',
        deviceid,
        hide_playlist_info: true,
      },
    });
    expect(byCode.status).toBe(200);
    const byApi = await fetch(
      `${server.url}/api/integration/v1/devices/${encodeURIComponent(deviceid)}/playlists`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          playlistName: 'From the API',
          host_code: 135790,
          username: 'api-user',
          password: 'api-secret',
        }),
      },
    );
    expect(byApi.status).toBe(201);
  }

  const storedPlaylists = (deviceid: string) =>
    server.database.db
      .select({ name: schema.playlists.name, addedVia: schema.playlists.addedVia })
      .from(schema.playlists)
      .innerJoin(schema.devices, eq(schema.devices.id, schema.playlists.deviceId))
      .where(eq(schema.devices.deviceId, deviceid));

  const storedDevice = async (deviceid: string) => {
    const [device] = await server.database.db
      .select()
      .from(schema.devices)
      .where(eq(schema.devices.deviceId, deviceid));
    return device;
  };

  beforeAll(async () => {
    server = await startTestServer(engine, {
      ...accountEnv,
      RATE_LIMIT_PUBLIC: '0',
      RATE_LIMIT_DEVICE: String(resetLimit),
      RATE_LIMIT_KEY_FAILURES: '1000',
      RATE_LIMIT_WINDOW_SECONDS: '3600',
    });
    const signedIn = await signedInBrowser(server.url);
    ann = signedIn.browser;
    annEmail = signedIn.email;
    // Ann reads her e-mail in German.
    const profile = await ann.request('PUT', '/api/account', {
      fullName: 'Ann',
      country: 'DE',
      locale: 'de',
    });
    expect(profile.status).toBe(200);
    annId = String((await ann.get('/api/admin/me')).body.id);
    bob = (await signedInBrowser(server.url)).browser;
    operator = await signedInDemo(server.url, 'operator');
    const reseller = await signedInDemo(server.url, 'reseller');
    const key = await reseller.post('/api/admin/api-keys', { name: 'Handover suite' });
    expect(key.status).toBe(201);
    apiKey = String(key.body.secret);
  });
  afterAll(() => server?.stop());

  describe('claiming', () => {
    it("claims an unowned TV, and claims one's own again as a no-op", async () => {
      const tv = await deviceWithPairingCode(server.url);
      expect(await ann.post('/api/admin/devices/claim', { pairing_code: tv.code })).toMatchObject({
        status: 200,
        body: { id: tv.deviceid },
      });
      const again = await ann.post('/api/admin/devices/claim', {
        deviceid: tv.deviceid,
        device_key: tv.deviceKey,
      });
      expect(again).toMatchObject({ status: 200, body: { id: tv.deviceid } });
      const byCode = await ann.post('/api/admin/devices/claim', { pairing_code: await pairingCode(tv) });
      expect(byCode).toMatchObject({ status: 200, body: { id: tv.deviceid } });
      const claims = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.entityId, tv.deviceid), eq(schema.auditLog.action, 'device.claim')));
      expect(claims).toHaveLength(1);
    });

    it('refuses a TV another account owns, with its code or its key, and hands over nothing', async () => {
      const tv = await claimNewDevice(server.url, ann);
      const annsOwn = await ann.post('/api/admin/playlists', dashboardPlaylist(tv.deviceid, 'Ann’s own'));
      expect(annsOwn.status).toBe(201);
      await addedByOthers(tv.deviceid);

      const code = await pairingCode(tv);
      const byCode = await bob.post('/api/admin/devices/claim', { pairing_code: code });
      expect(byCode).toEqual({
        status: 409,
        headers: expect.anything(),
        body: {
          code: 'device_owned',
          error:
            "This device belongs to another account. Ask its owner to release it from their dashboard, or reset the TV in the app's settings, then claim it again.",
        },
      });
      // The code was used up by the refused claim: it is no way around the refusal later either.
      expect(await bob.post('/api/admin/devices/claim', { pairing_code: code })).toMatchObject({
        status: 404,
        body: { code: 'pairing_code_unknown' },
      });
      const byKey = await bob.post('/api/admin/devices/claim', {
        deviceid: tv.deviceid,
        device_key: tv.deviceKey,
      });
      expect(byKey).toMatchObject({ status: 409, body: { code: 'device_owned' } });
      // An operator claims no one's TV either: they release it.
      expect(
        await operator.post('/api/admin/devices/claim', { deviceid: tv.deviceid, device_key: tv.deviceKey }),
      ).toMatchObject({ status: 409, body: { code: 'device_owned' } });

      expect((await storedDevice(tv.deviceid))?.ownerId).toBe(annId);
      expect((await bob.get(devicePath(tv.deviceid))).status).toBe(404);
      expect((await bob.get(playlistsOf(tv.deviceid))).body).toEqual([]);
      expect((await ann.get(playlistsOf(tv.deviceid))).body).toHaveLength(4);
      expect(await bob.post(`/api/admin/playlists/${String(annsOwn.body.id)}/reveal-password`)).toMatchObject(
        { status: 404 },
      );
    });
  });

  describe('releasing', () => {
    it("takes the owner's dashboard playlists away, says how many beforehand, and leaves the others to the next owner", async () => {
      const tv = await claimNewDevice(server.url, ann);
      for (const name of ['Ann’s first', 'Ann’s second'])
        expect((await ann.post('/api/admin/playlists', dashboardPlaylist(tv.deviceid, name))).status).toBe(
          201,
        );
      await addedByOthers(tv.deviceid);
      // An operator's playlist on Ann's TV is not Ann's: it stays, hidden from her and from the next owner.
      const byOperator = await operator.post('/api/admin/playlists', {
        ...dashboardPlaylist(tv.deviceid, 'From support', 'support-secret'),
        hide_playlist_info: true,
      });
      expect(byOperator.status).toBe(201);

      expect((await ann.get(devicePath(tv.deviceid))).body).toMatchObject({ release_removes_playlists: 2 });
      expect((await operator.get(devicePath(tv.deviceid))).body).toMatchObject({
        release_removes_playlists: 2,
        owner_email: annEmail,
      });
      const released = await ann.post(`${devicePath(tv.deviceid)}/release`);
      expect(released).toMatchObject({
        status: 200,
        body: { id: tv.deviceid, release_removes_playlists: 0 },
      });

      expect((await storedPlaylists(tv.deviceid)).map((p) => p.name).sort()).toEqual([
        'From My List',
        'From a code',
        'From support',
        'From the API',
      ]);
      expect((await storedDevice(tv.deviceid))?.playlistCount).toBe(4);
      const [entry] = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.entityId, tv.deviceid), eq(schema.auditLog.action, 'device.release')));
      expect(entry?.after).toMatchObject({ owner_id: null, removed_playlist_ids: expect.any(Array) });
      expect(entry?.after?.removed_playlist_ids).toHaveLength(2);

      // Bob claims it with a new code: he gets what others added, and of the hidden ones their names only.
      expect(
        (await bob.post('/api/admin/devices/claim', { pairing_code: await pairingCode(tv) })).status,
      ).toBe(200);
      const bobs = (await bob.get(playlistsOf(tv.deviceid))).body as Record<string, unknown>[];
      expect(namesIn(bobs)).toEqual(['From My List', 'From a code', 'From support', 'From the API']);
      for (const hidden of bobs.filter((p) => p.playlistName !== 'From My List')) {
        expect(hidden).toMatchObject({ hidden: true, host: null, username: null, m3uUrl: null, notes: null });
        expect(await bob.post(`/api/admin/playlists/${String(hidden.id)}/reveal-password`)).toMatchObject({
          status: 403,
          body: { code: 'playlist_hidden' },
        });
      }
      const text = JSON.stringify(bobs);
      for (const secret of ['owner-secret', 'support-secret', 'owner.example.com', 'code-user', 'api-user'])
        expect(text).not.toContain(secret);
    });

    it("lets an operator release a customer's TV with the same rule", async () => {
      const tv = await claimNewDevice(server.url, ann);
      expect((await ann.post('/api/admin/playlists', dashboardPlaylist(tv.deviceid, 'Ann’s'))).status).toBe(
        201,
      );
      await addedByOthers(tv.deviceid);
      const released = await operator.post(`${devicePath(tv.deviceid)}/release`);
      expect(released).toMatchObject({ status: 200, body: { owner_id: null } });
      expect((await storedPlaylists(tv.deviceid)).map((p) => p.addedVia).sort()).toEqual([
        'code',
        'integration',
        'mylist',
      ]);
      expect((await ann.get(devicePath(tv.deviceid))).status).toBe(404);
    });

    it('moves a licence between two devices of one owner without moving a playlist', async () => {
      const from = await claimNewDevice(server.url, ann);
      const to = await claimNewDevice(server.url, ann);
      expect((await ann.post('/api/admin/playlists', dashboardPlaylist(from.deviceid, 'Stays'))).status).toBe(
        201,
      );
      const order = await postJson(server.url, '/api/payments/orders', { deviceid: from.deviceid });
      expect(
        (await postJson(server.url, `/api/payments/orders/${order.body.orderId}/capture`, {})).status,
      ).toBe(200);
      const moved = await ann.post(`${devicePath(from.deviceid)}/transfer-licence`, {
        to_deviceid: to.deviceid,
      });
      expect(moved.status).toBe(200);
      expect(namesIn((await ann.get(playlistsOf(from.deviceid))).body)).toEqual(['Stays']);
      expect((await ann.get(playlistsOf(to.deviceid))).body).toEqual([]);
    });
  });

  describe('resetting on the TV', () => {
    it('releases the owner, removes every playlist, the code and the protection, and tells the owner', async () => {
      const tv = await claimNewDevice(server.url, ann);
      expect((await ann.post('/api/admin/playlists', dashboardPlaylist(tv.deviceid, 'Ann’s'))).status).toBe(
        201,
      );
      await addedByOthers(tv.deviceid);
      expect((await ann.request('PUT', devicePath(tv.deviceid), { upload_protected: true })).status).toBe(
        200,
      );
      const oldCode = await pairingCode(tv);

      const reset = await postJson(server.url, '/api/app/reset', {
        deviceid: tv.deviceid.toLowerCase(),
        device_key: tv.deviceKey,
      });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({
        deviceid: tv.deviceid,
        licence: expect.objectContaining({ plan: 'trial' }),
        pin_set: false,
        playlists: [],
      });

      const stored = await storedDevice(tv.deviceid);
      expect(stored).toMatchObject({ ownerId: null, uploadProtected: false, playlistCount: 0 });
      expect(await storedPlaylists(tv.deviceid)).toEqual([]);
      const sync = await postJson(server.url, '/api/app/sync', {
        deviceid: tv.deviceid,
        device_key: tv.deviceKey,
      });
      expect(sync.body).toMatchObject({ playlists: [] });
      expect((await ann.get(devicePath(tv.deviceid))).status).toBe(404);
      expect((await ann.get(playlistsOf(tv.deviceid))).body).toEqual([]);
      expect(await bob.post('/api/admin/devices/claim', { pairing_code: oldCode })).toMatchObject({
        status: 404,
        body: { code: 'pairing_code_unknown' },
      });

      const [entry] = await server.database.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.entityId, tv.deviceid), eq(schema.auditLog.action, 'device.reset')));
      expect(entry).toMatchObject({
        actorId: null,
        entity: 'device',
        before: { owner_id: annId, upload_protected: true, playlists: 4 },
        after: { owner_id: null, upload_protected: false, playlists: 0 },
        address: expect.any(String),
      });
      expect(JSON.stringify(entry)).not.toContain(tv.deviceKey);

      // Ann is told, in German, with the device id kept left to right.
      const mail = await mailTo(server.url, annEmail, tv.deviceid);
      expect(mail.subject).toBe(`Ihr Gerät \u2066${tv.deviceid}\u2069 wurde am Fernseher zurückgesetzt`);
      expect(mail.text).toContain(
        `Der Fernseher \u2066${tv.deviceid}\u2069 wurde in seinen eigenen Einstellungen zurückgesetzt.`,
      );
      expect(mail.html).toContain('<html lang="de" dir="ltr">');
      expect(mail.html).toContain(`Der Fernseher <bdi dir="ltr">${tv.deviceid}</bdi> wurde`);
      expect(`${mail.text}${mail.html}`).not.toContain(tv.deviceKey);

      // Bob claims it now and finds it empty; its history shows the reset, to him and to an operator.
      expect(
        (await bob.post('/api/admin/devices/claim', { pairing_code: await pairingCode(tv) })).status,
      ).toBe(200);
      expect((await bob.get(playlistsOf(tv.deviceid))).body).toEqual([]);
      const history = (await bob.get(`${devicePath(tv.deviceid)}/history`)).body as { kind: string }[];
      expect(history.map((event) => event.kind)).toEqual(['claim', 'reset']);
      const seenBySupport = (await operator.get(`${devicePath(tv.deviceid)}/history`)).body as {
        kind: string;
        actor_email: string | null;
      }[];
      expect(seenBySupport.map((event) => event.kind)).toEqual(['claim', 'reset', 'claim']);
      expect(seenBySupport[1]).toMatchObject({ kind: 'reset', actor_email: null });
    });

    it('resets an unowned TV without telling anyone, and refuses a wrong key or too many resets', async () => {
      const tv = await registerDevice(server.url);
      const credentials = { deviceid: tv.deviceid, device_key: tv.deviceKey };
      expect((await postJson(server.url, '/api/app/reset', credentials)).status).toBe(200);

      expect(
        await postJson(server.url, '/api/app/reset', { ...credentials, device_key: 'not-the-key' }),
      ).toMatchObject({ status: 401, body: { code: 'device_key_invalid' } });
      expect(
        await postJson(server.url, '/api/app/reset', { deviceid: 'AE:00:00:00:00:09', device_key: 'x' }),
      ).toMatchObject({ status: 404, body: { code: 'device_not_found' } });
      expect(await postJson(server.url, '/api/app/reset', { deviceid: tv.deviceid })).toMatchObject({
        status: 400,
      });
      const answers: number[] = [];
      for (let call = 0; call < resetLimit; call++)
        answers.push((await postJson(server.url, '/api/app/reset', credentials)).status);
      expect(answers).toEqual([200, 200, 429]);
      // Mail goes out after the answer, and the earlier tests' mail may still be arriving: of all that came
      // while these requests were answered, none is about this TV.
      const aboutTv = (await outbox(server.url)).filter((mail) =>
        `${mail.subject}\n${mail.text}`.includes(tv.deviceid),
      );
      expect(aboutTv).toEqual([]);
    });

    it('is described in the OpenAPI document', async () => {
      const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
        paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
      };
      expect(Object.keys(document.paths['/app/reset']?.post?.responses ?? {}).sort()).toEqual(
        ['200', '400', '401', '404', '413', '415', '429', '500', '503'].sort(),
      );
    });
  });
});

/** A message with each part decoded as a mail client decodes it (base64 or quoted-printable). */
function mimeText(raw: string): string {
  return raw.replace(
    /Content-Transfer-Encoding: (base64|quoted-printable)\r?\n(?:[\w-]+: [^\r\n]*\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--)/g,
    (_, encoding: string, body: string) =>
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
        : decodeQuotedPrintable(body),
  );
}

describe('the reset e-mail over SMTP', () => {
  const engine = engines[0] as (typeof engines)[number];
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpDouble>>;

  beforeAll(async () => {
    smtp = await startSmtpDouble();
    server = await startTestServer(engine, {
      ...accountEnv,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Vela Player <support@velaplayer.example>',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('reaches the previous owner as plain text and HTML in Arabic, the device id left to right', async () => {
    const email = `reset-${process.pid}@example.com`;
    const browser = new Browser(server.url);
    const password = 'a long password 1';
    await browser.post(
      '/api/auth/sign-up/email',
      { email, password, name: '' },
      await withCaptcha(server.url),
    );
    const confirmation = decodeQuotedPrintable((await smtp.messageTo(email))?.raw ?? '');
    const token = linkIn(
      confirmation.slice(confirmation.indexOf('/dashboard/verify-email') - 30),
    ).searchParams.get('token');
    await fetch(`${server.url}/api/auth/verify-email?token=${encodeURIComponent(token ?? '')}`);
    expect(
      (await browser.post('/api/auth/sign-in/email', { email, password }, await withCaptcha(server.url)))
        .status,
    ).toBe(200);
    await browser.request('PUT', '/api/account', { fullName: 'سارة', country: 'AE', locale: 'ar' });

    const tv = await registerDevice(server.url);
    expect(
      (await browser.post('/api/admin/devices/claim', { deviceid: tv.deviceid, device_key: tv.deviceKey }))
        .status,
    ).toBe(200);
    expect(
      (await postJson(server.url, '/api/app/reset', { deviceid: tv.deviceid, device_key: tv.deviceKey }))
        .status,
    ).toBe(200);
    // Arabic text travels base64-encoded: each part is read as the mail client reads it.
    let message: string | undefined;
    for (let attempt = 0; attempt < 50 && !message; attempt++) {
      message = smtp.messages
        .filter((mail) => mail.to.includes(email))
        .map((mail) => mimeText(mail.raw))
        .find((text) => text.includes(tv.deviceid));
      if (!message) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(message).toContain('multipart/alternative');
    expect(message).toContain('<html lang="ar" dir="rtl">');
    expect(message).toContain(`أُعيد ضبط التلفاز \u2066${tv.deviceid}\u2069 من إعداداته.`);
    expect(message).toContain(`أُعيد ضبط التلفاز <bdi dir="ltr">${tv.deviceid}</bdi> من إعداداته.`);
  });
});
