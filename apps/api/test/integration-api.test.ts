import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiKeyIdempotency,
  apiKeys,
  auditLog,
  devices,
  playlists,
  users,
  whitelistHosts,
} from '../src/db/schema.ts';
import { createLogger } from '../src/logger.ts';
import { accountEnv, type Browser, demoAccounts, signedInBrowser, signedInDemo } from './accounts.ts';
import { engines, registerDevice, startTestServer, type TestServer } from './harness.ts';

const slots = 4;
const keyLimit = 20;
const v1 = '/api/integration/v1';

/** The demo reseller's whitelist (seeded) and the second reseller's, made by the suite. */
const demoEntries = {
  line: {
    host: 'http://line.demo-provider.example:8080',
    backup: 'http://backup.demo-provider.example:8080',
    code: 246810,
  },
  tv: { host: 'https://tv.demo-provider.example', code: 135790 },
};
const otherEntry = {
  host: 'http://other-provider.example.com',
  backup: 'http://backup.other-provider.example.com',
  code: 555123,
};

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & Record<string, unknown>[];
}

/** A call of the integration API as a reseller's script makes it. */
async function call(
  server: TestServer,
  method: string,
  path: string,
  key: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${v1}${path}`, {
    method,
    headers: {
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, body: json as Answer['body'] };
}

const playlist = (target: { host: string } | { host_code: number | string }, name = 'Living room') => ({
  playlistName: name,
  ...target,
  username: 'client-1',
  password: 'client-secret-1',
});

describe.each(engines)('the integration API on $name', (engine) => {
  let server: TestServer;
  let reseller: Browser;
  let other: Browser;
  let customer: Browser;
  let resellerId: string;
  let otherId: string;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      ...accountEnv,
      PLAYLISTS_PER_DEVICE: String(slots),
      RATE_LIMIT_INTEGRATION: String(keyLimit),
      RATE_LIMIT_KEY_FAILURES: '1000',
      // These suites make many keys of one account; the cap has its own suite.
      API_KEYS_PER_ACCOUNT: '1000',
    });
    const { db } = server.database;
    reseller = await signedInDemo(server.url, 'reseller');
    customer = await signedInDemo(server.url, 'customer');
    const second = await signedInBrowser(server.url);
    other = second.browser;
    // A second reseller: the role an operator would give, and a whitelist entry of their own.
    const [promoted] = await db
      .update(users)
      .set({ role: 'reseller' })
      .where(eq(users.email, second.email))
      .returning({ id: users.id });
    otherId = promoted?.id ?? '';
    const [demo] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccounts.reseller));
    resellerId = demo?.id ?? '';
    await db.insert(whitelistHosts).values({
      ownerId: otherId,
      host: otherEntry.host,
      backupHost: otherEntry.backup,
      code: otherEntry.code,
    });
  });
  afterAll(() => server?.stop());

  /** A new key of `browser`'s account: the record and, this once, the key itself. */
  async function newKey(browser: Browser, name = 'Billing system', expires_at?: string) {
    const made = await browser.post('/api/admin/api-keys', { name, ...(expires_at ? { expires_at } : {}) });
    expect(made.status).toBe(201);
    return { id: String(made.body.id), secret: String(made.body.secret), record: made.body };
  }

  const auditOf = (keyId: string) =>
    server.database.db.select().from(auditLog).where(eq(auditLog.apiKeyId, keyId));

  describe('keys in the dashboard', () => {
    it('are for resellers and operators: a customer gets 403 and makes none', async () => {
      expect(await customer.post('/api/admin/api-keys', { name: 'Mine' })).toMatchObject({
        status: 403,
        body: { code: 'not_authorized' },
      });
      expect(await customer.get('/api/admin/api-keys')).toMatchObject({ status: 403 });
      expect(
        await server.database.db
          .select()
          .from(apiKeys)
          .innerJoin(users, eq(users.id, apiKeys.ownerId))
          .where(eq(users.email, demoAccounts.customer)),
      ).toEqual([]);
    });

    it('are for operators too, whose keys reach their own whitelist (none here)', async () => {
      const operator = await signedInDemo(server.url, 'operator');
      const key = await newKey(operator, 'Operations');
      expect(await call(server, 'GET', '/hosts', key.secret)).toMatchObject({ status: 200, body: [] });
    });

    it('show the key once and keep only its SHA-256', async () => {
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const made = await reseller.post('/api/admin/api-keys', { name: '  Shop  ', expires_at: tomorrow });
      expect(made.status).toBe(201);
      const secret = String(made.body.secret);
      expect(secret).toMatch(/^vela_[A-Za-z0-9_-]{43}$/);
      expect(made.body).toEqual({
        id: expect.any(String),
        name: 'Shop',
        prefix: secret.slice(0, 13),
        status: 'active',
        created_at: expect.any(String),
        expires_at: `${tomorrow}T23:59:59.999Z`,
        last_used_at: null,
        revoked_at: null,
        revoked_reason: null,
        secret,
      });
      const id = String(made.body.id);

      const { secret: _shown, ...record } = made.body;
      expect((await reseller.get(`/api/admin/api-keys/${id}`)).body).toEqual(record);
      const listed = await reseller.get('/api/admin/api-keys');
      expect(listed.headers.get('content-range')).toMatch(/^api-keys 0-\d+\/\d+$/);
      expect(listed.body).toContainEqual(record);

      const stored = await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
      const everything = JSON.stringify([
        stored,
        listed.body,
        await server.database.db.select().from(auditLog),
      ]);
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(secret.slice(13));
      const [created] = await server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'api_key.create'), eq(auditLog.entityId, id)));
      expect(created?.actorId).toBe(resellerId);
    });

    it('check the name and the expiry with the shared rules', async () => {
      expect(await reseller.post('/api/admin/api-keys', { name: '' })).toMatchObject({
        status: 400,
        body: { code: 'required' },
      });
      expect(
        await reseller.post('/api/admin/api-keys', { name: 'Old', expires_at: '2020-01-01' }),
      ).toMatchObject({
        status: 400,
        body: { code: 'expiry_in_past', error: 'Choose a date in the future.' },
      });
      expect(
        await reseller.post('/api/admin/api-keys', { name: 'Odd', expires_at: '2030-02-31' }),
      ).toMatchObject({
        status: 400,
        body: { code: 'pattern' },
      });
    });

    it("are their owner's: another reseller's key is not listed, read or revoked", async () => {
      const mine = await newKey(reseller, 'Not yours');
      expect((await other.get('/api/admin/api-keys')).body).not.toContainEqual(
        expect.objectContaining({ id: mine.id }),
      );
      expect(await other.get(`/api/admin/api-keys/${mine.id}`)).toMatchObject({
        status: 404,
        body: { code: 'not_found' },
      });
      expect(await other.post(`/api/admin/api-keys/${mine.id}/revoke`)).toMatchObject({ status: 404 });
      expect(await other.post('/api/admin/api-keys/not-a-uuid/revoke')).toMatchObject({ status: 404 });
      expect((await call(server, 'GET', '/hosts', mine.secret)).status).toBe(200);
    });

    it('revoke at once, stay listed as revoked, and the key is refused from then on', async () => {
      const key = await newKey(reseller, 'Old script');
      expect((await call(server, 'GET', '/hosts', key.secret)).status).toBe(200);
      const revoked = await reseller.post(`/api/admin/api-keys/${key.id}/revoke`);
      expect(revoked).toMatchObject({
        status: 200,
        body: { id: key.id, status: 'revoked', revoked_at: expect.any(String), revoked_reason: 'owner' },
      });
      expect((await reseller.post(`/api/admin/api-keys/${key.id}/revoke`)).body).toEqual(revoked.body);
      expect((await reseller.get('/api/admin/api-keys')).body).toContainEqual(revoked.body);
      expect(await call(server, 'GET', '/hosts', key.secret)).toMatchObject({
        status: 401,
        body: { code: 'api_key_revoked', error: expect.any(String) },
      });
      const revokes = await server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'api_key.revoke'), eq(auditLog.entityId, key.id)));
      expect(revokes).toHaveLength(1);
    });
  });

  describe('authentication', () => {
    it('refuses a missing, malformed, unknown or expired key with 401 and a code', async () => {
      expect(await call(server, 'GET', '/hosts', null)).toMatchObject({
        status: 401,
        body: { code: 'api_key_missing' },
      });
      const missing = await call(server, 'GET', '/hosts', null);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer');
      expect(await call(server, 'GET', '/hosts', 'not-a-key')).toMatchObject({
        status: 401,
        body: { code: 'api_key_invalid' },
      });
      expect(await call(server, 'GET', '/hosts', `vela_${'A'.repeat(43)}`)).toMatchObject({
        status: 401,
        body: { code: 'api_key_invalid' },
      });
      const basic = await fetch(`${server.url}${v1}/hosts`, {
        headers: { authorization: 'Basic dXNlcjpwdw==' },
      });
      expect(basic.status).toBe(401);

      const expiring = await newKey(reseller, 'Expiring', new Date(Date.now() + 3_600_000).toISOString());
      expect((await call(server, 'GET', '/hosts', expiring.secret)).status).toBe(200);
      await server.database.db
        .update(apiKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiKeys.id, expiring.id));
      expect(await call(server, 'GET', '/hosts', expiring.secret)).toMatchObject({
        status: 401,
        body: { code: 'api_key_expired' },
      });
      expect((await reseller.get(`/api/admin/api-keys/${expiring.id}`)).body).toMatchObject({
        status: 'expired',
      });
    });

    it('refuses the key of an account that is no longer a reseller with 403', async () => {
      const third = await signedInBrowser(server.url);
      await server.database.db.update(users).set({ role: 'reseller' }).where(eq(users.email, third.email));
      const key = await newKey(third.browser, 'Former reseller');
      expect((await call(server, 'GET', '/hosts', key.secret)).status).toBe(200);
      await server.database.db.update(users).set({ role: 'customer' }).where(eq(users.email, third.email));
      expect(await call(server, 'GET', '/hosts', key.secret)).toMatchObject({
        status: 403,
        body: { code: 'not_a_reseller' },
      });
    });

    it('limits each key on its own: 429 with Retry-After, while another key goes on', async () => {
      const busy = await newKey(reseller, 'Busy');
      const calm = await newKey(reseller, 'Calm');
      for (let count = 0; count < keyLimit; count += 1) {
        expect((await call(server, 'GET', '/hosts', busy.secret)).status).toBe(200);
      }
      const refused = await call(server, 'GET', '/hosts', busy.secret);
      expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(server, 'GET', '/hosts', calm.secret)).status).toBe(200);
    });

    it('notes when a key was last used', async () => {
      const key = await newKey(reseller, 'Fresh');
      expect((await reseller.get(`/api/admin/api-keys/${key.id}`)).body).toMatchObject({
        last_used_at: null,
      });
      await call(server, 'GET', '/hosts', key.secret);
      const used = await reseller.get(`/api/admin/api-keys/${key.id}`);
      expect(Date.parse(String(used.body.last_used_at))).toBeGreaterThan(Date.now() - 60_000);
    });
  });

  describe('endpoints', () => {
    it("list each reseller's own whitelist only", async () => {
      const mine = await newKey(reseller);
      const theirs = await newKey(other);
      // Oldest first; the demo's two entries were made together, so by code.
      expect((await call(server, 'GET', '/hosts', mine.secret)).body).toEqual([
        { host: demoEntries.tv.host, backup_host: null, code: demoEntries.tv.code },
        { host: demoEntries.line.host, backup_host: demoEntries.line.backup, code: demoEntries.line.code },
      ]);
      expect((await call(server, 'GET', '/hosts', theirs.secret)).body).toEqual([
        { host: otherEntry.host, backup_host: otherEntry.backup, code: otherEntry.code },
      ]);
    });

    it('tell the free slots of any registered device', async () => {
      const key = await newKey(reseller);
      const { deviceid } = await registerDevice(server.url);
      expect(
        await call(
          server,
          'GET',
          `/devices/${deviceid.toLowerCase().replaceAll(':', '-')}/slots`,
          key.secret,
        ),
      ).toMatchObject({
        status: 200,
        body: { deviceid, limit: slots, used: 0, free: slots },
      });
      await call(
        server,
        'POST',
        `/devices/${deviceid}/playlists`,
        key.secret,
        playlist({ host_code: demoEntries.tv.code }),
      );
      expect((await call(server, 'GET', `/devices/${deviceid}/slots`, key.secret)).body).toMatchObject({
        used: 1,
        free: slots - 1,
      });
      expect(await call(server, 'GET', '/devices/02:00:00:00:00:01/slots', key.secret)).toMatchObject({
        status: 404,
        body: { code: 'device_not_found', error: 'Device ID not found. Please enter an existing device ID.' },
      });
      expect(await call(server, 'GET', '/devices/not-a-device/slots', key.secret)).toMatchObject({
        status: 400,
        body: { code: 'invalid_device_id' },
      });
    });

    it("add on the reseller's own hosts, backup addresses and codes only", async () => {
      const mine = await newKey(reseller);
      const { deviceid } = await registerDevice(server.url);
      const path = `/devices/${deviceid}/playlists`;

      const byCode = await call(server, 'POST', path, mine.secret, {
        ...playlist({ host_code: String(demoEntries.line.code) }, 'By code'),
        hide_playlist_info: false,
      });
      expect(byCode).toMatchObject({
        status: 201,
        body: {
          id: expect.any(String),
          deviceid,
          playlistName: 'By code',
          host: demoEntries.line.host,
          host_code: demoEntries.line.code,
          username: 'client-1',
          hide_playlist_info: true,
          playlist_added_at: expect.any(String),
        },
      });
      expect(byCode.body).not.toHaveProperty('password');
      const byHost = await call(
        server,
        'POST',
        path,
        mine.secret,
        playlist({ host: 'HTTP://Backup.Demo-Provider.example:8080/' }, 'By backup'),
      );
      expect(byHost).toMatchObject({
        status: 201,
        body: { host: demoEntries.line.backup, host_code: null, hide_playlist_info: true },
      });
      const shown = await call(server, 'POST', path, mine.secret, {
        ...playlist({ host: demoEntries.tv.host }, 'Shown'),
        hide_playlist_info: false,
      });
      expect(shown).toMatchObject({ status: 201, body: { hide_playlist_info: false } });

      const stored = await server.database.db
        .select({ id: playlists.id, entry: playlists.whitelistHostId, password: playlists.passwordEncrypted })
        .from(playlists)
        .innerJoin(devices, eq(devices.id, playlists.deviceId))
        .where(eq(devices.deviceId, deviceid));
      const [entry] = await server.database.db
        .select()
        .from(whitelistHosts)
        .where(eq(whitelistHosts.code, demoEntries.line.code));
      expect(stored.find((row) => row.id === byCode.body.id)?.entry).toBe(entry?.id);
      expect(stored.find((row) => row.id === byHost.body.id)?.entry).toBeNull();
      expect(JSON.stringify(stored)).not.toContain('client-secret-1');

      for (const target of [
        { host: otherEntry.host },
        { host: otherEntry.backup },
        { host_code: otherEntry.code },
        { host: 'http://nobodys-host.example.com' },
        { host_code: 999999 },
      ]) {
        expect(await call(server, 'POST', path, mine.secret, playlist(target))).toMatchObject({
          status: 403,
          body: { code: 'host_not_allowed' },
        });
      }
      expect(
        await call(server, 'POST', path, mine.secret, playlist({ host: 'http://x.example.com/path' })),
      ).toMatchObject({
        status: 400,
        body: { code: 'host_invalid' },
      });
      expect(
        await call(server, 'POST', path, mine.secret, {
          ...playlist({ host: demoEntries.tv.host }),
          host_code: demoEntries.tv.code,
        }),
      ).toMatchObject({
        status: 400,
        body: { code: 'one_of' },
      });
      expect(
        await call(server, 'POST', path, mine.secret, {
          ...playlist({ host: demoEntries.tv.host }),
          playlistName: '',
        }),
      ).toMatchObject({
        status: 400,
        body: { code: 'playlist_name_req' },
      });
      expect(
        await call(
          server,
          'POST',
          '/devices/02:00:00:00:00:02/playlists',
          mine.secret,
          playlist({ host: demoEntries.tv.host }),
        ),
      ).toMatchObject({
        status: 404,
        body: { code: 'device_not_found' },
      });
      expect((await call(server, 'GET', `/devices/${deviceid}/slots`, mine.secret)).body).toMatchObject({
        used: 3,
      });
    });

    it("list and delete only the reseller's own playlists of a device", async () => {
      const mine = await newKey(reseller);
      const theirs = await newKey(other);
      const { deviceid } = await registerDevice(server.url);
      const path = `/devices/${deviceid}/playlists`;
      const own = await call(
        server,
        'POST',
        path,
        mine.secret,
        playlist({ host: demoEntries.tv.host }, 'Ours'),
      );
      const foreign = await call(
        server,
        'POST',
        path,
        theirs.secret,
        playlist({ host_code: otherEntry.code }, 'Theirs'),
      );
      expect([own.status, foreign.status]).toEqual([201, 201]);
      // The client's own playlist from somewhere else, through My List.
      const myList = await fetch(`${server.url}/api/playlist_v3`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: {
            url: 'http://elsewhere.example.com',
            username: 'me',
            password: 'pw',
            playlistName: 'Mine',
            deviceid,
            hide_playlist_info: false,
          },
        }),
      });
      expect(myList.status).toBe(200);

      expect((await call(server, 'GET', path, mine.secret)).body).toEqual([own.body]);
      expect((await call(server, 'GET', path, theirs.secret)).body).toEqual([foreign.body]);
      expect(await call(server, 'GET', '/devices/02:00:00:00:00:03/playlists', mine.secret)).toMatchObject({
        status: 404,
        body: { code: 'device_not_found' },
      });

      for (const answer of [
        await call(server, 'DELETE', `${path}/${foreign.body.id}`, mine.secret),
        await call(server, 'DELETE', `${path}/${own.body.id}`, theirs.secret),
        await call(server, 'DELETE', `${path}/not-a-uuid`, mine.secret),
      ]) {
        expect(answer).toMatchObject({ status: 404, body: { code: 'not_found' } });
      }
      const elsewhere = await registerDevice(server.url);
      expect(
        await call(server, 'DELETE', `/devices/${elsewhere.deviceid}/playlists/${own.body.id}`, mine.secret),
      ).toMatchObject({ status: 404 });

      expect(await call(server, 'DELETE', `${path}/${own.body.id}`, mine.secret)).toMatchObject({
        status: 200,
        body: own.body,
      });
      expect((await call(server, 'GET', path, mine.secret)).body).toEqual([]);
      expect((await call(server, 'GET', path, theirs.secret)).body).toEqual([foreign.body]);
      expect((await call(server, 'GET', `/devices/${deviceid}/slots`, mine.secret)).body).toMatchObject({
        used: 2,
      });
    });

    it("list a playlist typed on the reseller's host only once the entry is verified", async () => {
      const theirs = await newKey(other);
      const { deviceid } = await registerDevice(server.url);
      const path = `/devices/${deviceid}/playlists`;
      const byKey = await call(
        server,
        'POST',
        path,
        theirs.secret,
        playlist({ host: otherEntry.host }, 'By key'),
      );
      expect(byKey.status).toBe(201);
      const typed = await fetch(`${server.url}/api/playlist_v3`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: {
            url: otherEntry.host,
            username: 'me',
            password: 'pw',
            playlistName: 'Typed',
            deviceid,
            hide_playlist_info: false,
          },
        }),
      });
      expect(typed.status).toBe(200);
      // Not verified: what the key added, and not what the client typed on the same host.
      expect((await call(server, 'GET', path, theirs.secret)).body).toEqual([byKey.body]);
      const [typedRow] = await server.database.db
        .select({ id: playlists.id })
        .from(playlists)
        .innerJoin(devices, eq(devices.id, playlists.deviceId))
        .where(and(eq(devices.deviceId, deviceid), eq(playlists.name, 'Typed')));
      expect(await call(server, 'DELETE', `${path}/${typedRow?.id}`, theirs.secret)).toMatchObject({
        status: 404,
      });
      await server.database.db
        .update(whitelistHosts)
        .set({ verifiedAt: new Date(), verifiedVia: 'operator' })
        .where(eq(whitelistHosts.code, otherEntry.code));
      try {
        expect((await call(server, 'GET', path, theirs.secret)).body).toEqual([
          byKey.body,
          expect.objectContaining({ id: typedRow?.id, playlistName: 'Typed', host_code: null }),
        ]);
      } finally {
        await server.database.db
          .update(whitelistHosts)
          .set({ verifiedAt: null, verifiedVia: null })
          .where(eq(whitelistHosts.code, otherEntry.code));
      }
    });

    it('refuse a full device with 409 slots_full and an upload-protected one with 403', async () => {
      const key = await newKey(reseller);
      const { deviceid } = await registerDevice(server.url);
      const path = `/devices/${deviceid}/playlists`;
      for (let count = 0; count < slots; count += 1) {
        expect(
          (await call(server, 'POST', path, key.secret, playlist({ host: demoEntries.tv.host }, `P${count}`)))
            .status,
        ).toBe(201);
      }
      expect(
        await call(server, 'POST', path, key.secret, playlist({ host: demoEntries.tv.host }, 'One more')),
      ).toMatchObject({
        status: 409,
        body: { code: 'slots_full' },
      });

      const locked = await registerDevice(server.url);
      await server.database.db
        .update(devices)
        .set({ uploadProtected: true })
        .where(eq(devices.deviceId, locked.deviceid));
      expect(
        await call(
          server,
          'POST',
          `/devices/${locked.deviceid}/playlists`,
          key.secret,
          playlist({ host: demoEntries.tv.host }),
        ),
      ).toMatchObject({
        status: 403,
        body: { code: 'upload_protected' },
      });
    });

    it('add once per Idempotency-Key: the same body replays the first answer, another body is 422', async () => {
      const key = await newKey(reseller);
      const second = await newKey(reseller, 'Second');
      const { deviceid } = await registerDevice(server.url);
      const path = `/devices/${deviceid}/playlists`;
      const body = playlist({ host_code: demoEntries.tv.code }, 'Once');
      const idempotent = { 'idempotency-key': 'order-4711' };

      const first = await call(server, 'POST', path, key.secret, body, idempotent);
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const again = await call(server, 'POST', path.toLowerCase(), key.secret, body, idempotent);
      expect(again).toMatchObject({ status: 201, body: first.body });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(
        await call(server, 'POST', path, key.secret, { ...body, password: 'another' }, idempotent),
      ).toMatchObject({
        status: 422,
        body: { code: 'idempotency_key_reused' },
      });
      // Sent together, retries of one add still add once.
      const together = await Promise.all(
        [1, 2, 3].map(() =>
          call(
            server,
            'POST',
            path,
            key.secret,
            { ...body, playlistName: 'Together' },
            { 'idempotency-key': 'order-4712' },
          ),
        ),
      );
      expect(together.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(new Set(together.map((answer) => answer.body.id)).size).toBe(1);
      // Keys are per API key: another key's same Idempotency-Key is another request.
      expect((await call(server, 'POST', path, second.secret, body, idempotent)).body.id).not.toBe(
        first.body.id,
      );
      const names = (await call(server, 'GET', path, key.secret)).body.map((row) => row.playlistName);
      expect(names.sort()).toEqual(['Once', 'Once', 'Together']);

      // After 24 hours the key is forgotten and the same request adds again.
      await server.database.db
        .update(apiKeyIdempotency)
        .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(apiKeyIdempotency.apiKeyId, key.id));
      const later = await call(server, 'POST', path, key.secret, body, idempotent);
      expect(later.status).toBe(201);
      expect(later.body.id).not.toBe(first.body.id);
      expect(
        await call(server, 'POST', path, key.secret, body, { 'idempotency-key': 'bad key with spaces' }),
      ).toMatchObject({
        status: 400,
      });
      const stored = JSON.stringify(await server.database.db.select().from(apiKeyIdempotency));
      expect(stored).not.toContain('client-secret-1');
    });

    it('audit every call with the key and its owner, writes with what they changed', async () => {
      const key = await newKey(reseller, 'Audited');
      const { deviceid } = await registerDevice(server.url);
      const path = `/devices/${deviceid}/playlists`;
      const added = await call(
        server,
        'POST',
        path,
        key.secret,
        playlist({ host: demoEntries.tv.host }, 'Audited'),
        { 'idempotency-key': 'audit-1' },
      );
      const answers = [
        await call(server, 'GET', '/hosts', key.secret),
        await call(server, 'GET', `/devices/${deviceid}/slots`, key.secret),
        await call(server, 'GET', path, key.secret),
        await call(server, 'POST', path, key.secret, playlist({ host: demoEntries.tv.host }, 'Audited'), {
          'idempotency-key': 'audit-1',
        }),
        await call(server, 'POST', path, key.secret, playlist({ host: otherEntry.host })),
        await call(server, 'GET', '/devices/bad/slots', key.secret),
        await call(server, 'GET', '/devices/02:00:00:00:00:04/slots', key.secret),
        await call(server, 'DELETE', `${path}/${added.body.id}`, key.secret),
        await call(server, 'GET', '/nothing-here', key.secret),
      ];
      expect([added, ...answers].map((answer) => answer.status)).toEqual([
        201, 200, 200, 200, 201, 403, 400, 404, 200, 404,
      ]);
      const entries = await auditOf(key.id);
      expect(entries).toHaveLength(answers.length + 1);
      expect(new Set(entries.map((entry) => entry.actorId))).toEqual(new Set([resellerId]));
      expect(entries.map((entry) => entry.action).sort()).toEqual(
        [
          'integration.device.slots',
          'integration.device.slots',
          'integration.hosts.list',
          'integration.playlist.add',
          'integration.playlist.add',
          'integration.playlist.add_replayed',
          'integration.playlist.delete',
          'integration.playlists.list',
          'integration.request',
          'integration.request',
        ].sort(),
      );
      const add = entries.find(
        (entry) => entry.action === 'integration.playlist.add' && entry.entityId === added.body.id,
      );
      expect(add?.after).toMatchObject({ method: 'POST', status: 201, playlistName: 'Audited' });
      const removed = entries.find((entry) => entry.action === 'integration.playlist.delete');
      expect(removed).toMatchObject({ entityId: added.body.id, before: { playlistName: 'Audited' } });
      expect(JSON.stringify(entries)).not.toContain('client-secret-1');
      expect(JSON.stringify(entries)).not.toContain(key.secret);
    });
  });

  it('describes every endpoint and the bearer scheme in /api/openapi.json', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
      components: { securitySchemes?: Record<string, unknown> };
    };
    expect(document.components.securitySchemes).toMatchObject({
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const operations = [
      ['get', '/integration/v1/hosts'],
      ['get', '/integration/v1/devices/{deviceid}/slots'],
      ['get', '/integration/v1/devices/{deviceid}/playlists'],
      ['post', '/integration/v1/devices/{deviceid}/playlists'],
      ['delete', '/integration/v1/devices/{deviceid}/playlists/{id}'],
    ] as const;
    for (const [method, path] of operations) {
      expect(document.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ apiKey: [] }]);
    }
    for (const path of ['/admin/api-keys', '/admin/api-keys/{id}', '/admin/api-keys/{id}/revoke']) {
      expect(document.paths).toHaveProperty([path]);
    }
  });

  it('never writes a key to the log, whatever the call', async () => {
    const key = await newKey(reseller, 'Logged');
    const { logger } = server.deps;
    const quiet = { ...logger };
    const out = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const err = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    Object.assign(logger, createLogger('debug'));
    let written = '';
    try {
      await call(server, 'GET', '/hosts', key.secret);
      await call(
        server,
        'POST',
        '/devices/02:00:00:00:00:05/playlists',
        key.secret,
        playlist({ host: demoEntries.tv.host }),
      );
      await call(server, 'GET', '/hosts', `${key.secret.slice(0, -1)}x`);
      await call(server, 'GET', '/hosts', `${key.secret} trailing`);
      written = [...out.mock.calls, ...err.mock.calls].map(([chunk]) => String(chunk)).join('');
    } finally {
      Object.assign(logger, quiet);
      out.mockRestore();
      err.mockRestore();
    }
    expect(written).toContain('/api/integration/v1/hosts');
    expect(written).not.toContain(key.secret.slice(5, 30));
    expect(written.toLowerCase()).not.toContain('bearer');
  });
});
