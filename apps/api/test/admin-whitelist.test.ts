import type { DeviceSync, WhitelistEntry } from '@vela/api-client';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devices, playlists, users } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo, uniqueEmail } from './accounts.ts';
import { engines, postJson, registerDevice, startTestServer, type TestServer } from './harness.ts';

const list = (query: Record<string, unknown> = {}) =>
  `/api/admin/whitelist?${new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]),
  )}`;

let hostCounter = 0;
/** An address no other test uses. */
function uniqueHost(label = 'line', port = '') {
  hostCounter += 1;
  return `http://${label}-${process.pid}-${hostCounter}.provider.example${port}`;
}

async function create(browser: Browser, body: Record<string, unknown>): Promise<WhitelistEntry> {
  const answer = await browser.post('/api/admin/whitelist', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as unknown as WhitelistEntry;
}

const put = (browser: Browser, id: string, body: unknown) =>
  browser.request('PUT', `/api/admin/whitelist/${id}`, body);

const entries = (answer: { body: unknown }) => answer.body as WhitelistEntry[];

for (const engine of engines) {
  describe(`the whitelist on ${engine.name}`, () => {
    let server: TestServer;
    let reseller: Browser;
    let rival: Browser;
    let customer: Browser;
    let operator: Browser;
    let rivalId: string;

    const post = (path: string, body: unknown) => postJson(server.url, path, body);
    const sync = async (device: { deviceid: string; deviceKey: string }) => {
      const answer = await post('/api/app/sync', { deviceid: device.deviceid, device_key: device.deviceKey });
      expect(answer.status).toBe(200);
      return answer.body as unknown as DeviceSync;
    };
    /** My List's code mode, as the site sends it. */
    const addWithCode = (deviceid: string, host_code: number, playlistName = 'From my reseller') =>
      post('/api/playlist_v3', {
        query: {
          host_code,
          username: 'client',
          password: 'secret',
          playlistName,
          deviceid,
          hide_playlist_info: true,
        },
      });

    beforeAll(async () => {
      server = await startTestServer(engine, { ...accountEnv, RATE_LIMIT_PUBLIC: '1000' });
      reseller = await signedInDemo(server.url, 'reseller');
      customer = await signedInDemo(server.url, 'customer');
      operator = await signedInDemo(server.url, 'operator');
      // A second reseller: an account of its own, given the role as an operator would.
      const email = uniqueEmail('rival-reseller');
      rival = (await signedInBrowser(server.url, email)).browser;
      const [promoted] = await server.database.db
        .update(users)
        .set({ role: 'reseller' })
        .where(eq(users.email, email))
        .returning({ id: users.id });
      rivalId = String(promoted?.id);
    });
    afterAll(() => server?.stop());

    it('adds a host with a code the server draws, and lists and shows it to its owner only', async () => {
      const host = uniqueHost('alpha', ':8080');
      const entry = await create(rival, {
        host: `${host.toUpperCase()}/`,
        backup_host: '',
        code: 111111,
      });
      expect(entry).toMatchObject({
        host,
        backup_host: null,
        playlists: 0,
        owner_id: rivalId,
        verified_at: null,
        verified_via: null,
        verification_urls: [`${host}/.well-known/vela-player-verification.txt`],
      });
      expect(entry.verification_token).toMatch(/^vela-player-verification=[0-9a-f]{32}$/);
      expect(entry.code).toBeGreaterThanOrEqual(100000);
      expect(entry.code).toBeLessThanOrEqual(999999);
      expect(entry.code).not.toBe(111111);
      expect(Date.parse(entry.created_at)).not.toBeNaN();

      const mine = await rival.get(list());
      expect(mine.status).toBe(200);
      expect(entries(mine)).toEqual([entry]);
      expect(mine.headers.get('content-range')).toBe('whitelist 0-0/1');
      expect((await rival.get(`/api/admin/whitelist/${entry.id}`)).body).toEqual(entry);

      const demo = await reseller.get(list({ sort: ['host', 'ASC'] }));
      expect(entries(demo).map((row) => [row.host, row.backup_host, row.code])).toEqual([
        ['http://line.demo-provider.example:8080', 'http://backup.demo-provider.example:8080', 246810],
        ['https://tv.demo-provider.example', null, 135790],
      ]);
      // The demo devices play from both demo hosts; only the verified entry stands for playlists it did not add.
      expect(entries(demo).map((row) => [row.verified_via, row.playlists])).toEqual([
        ['operator', 2],
        [null, 0],
      ]);
      expect(new Set(entries(demo).map((row) => row.verification_token)).size).toBe(2);
    });

    it('finds entries by part of the host, the backup host or the code', async () => {
      const entry = await create(rival, { host: uniqueHost('findme'), backup_host: uniqueHost('spare') });
      const search = async (q: string) =>
        entries(await rival.get(list({ filter: { q } }))).map((row) => row.id);
      expect(await search('FINDME')).toEqual([entry.id]);
      expect(await search(`spare-${process.pid}`)).toEqual([entry.id]);
      expect(await search(String(entry.code))).toEqual([entry.id]);
      expect(await search('100%_')).toEqual([]);
      expect(entries(await rival.get(list({ filter: { id: [entry.id, 'not-a-uuid'] } })))).toHaveLength(1);
      const page = await rival.get(list({ sort: ['code', 'DESC'], range: [0, 0] }));
      expect(entries(page)).toHaveLength(1);
      expect(page.headers.get('content-range')).toMatch(/^whitelist 0-0\/\d+$/);
    });

    it("answers 404 for another reseller's entry on every route, and changes nothing", async () => {
      const entry = await create(rival, { host: uniqueHost('private'), backup_host: uniqueHost('private') });
      const path = `/api/admin/whitelist/${entry.id}`;
      for (const answer of [
        await reseller.get(path),
        await put(reseller, entry.id, { host: uniqueHost('stolen') }),
        await reseller.request('DELETE', path),
        await reseller.post(`${path}/regenerate-code`),
        await reseller.post(`${path}/verify`),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ error: 'Not found.', code: 'not_found' });
      }
      expect(entries(await reseller.get(list({ range: [0, 999] }))).map((row) => row.id)).not.toContain(
        entry.id,
      );
      expect((await rival.get(path)).body).toEqual(entry);
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        expect((await rival.get(`/api/admin/whitelist/${id}`)).status).toBe(404);
        expect((await put(rival, id, { host: uniqueHost() })).status).toBe(404);
        expect((await rival.request('DELETE', `/api/admin/whitelist/${id}`)).status).toBe(404);
        expect((await rival.post(`/api/admin/whitelist/${id}/regenerate-code`)).status).toBe(404);
      }
    });

    it('refuses a customer on every route with 403', async () => {
      const [entry] = entries(await reseller.get(list()));
      const path = `/api/admin/whitelist/${entry?.id}`;
      for (const answer of [
        await customer.get(list()),
        await customer.get(path),
        await customer.post('/api/admin/whitelist', { host: uniqueHost('customer') }),
        await customer.post('/api/admin/whitelist', { host: '' }),
        await put(customer, String(entry?.id), { host: uniqueHost('customer') }),
        await customer.request('DELETE', path),
        await customer.post(`${path}/regenerate-code`),
        await customer.post(`${path}/verify`),
      ]) {
        expect(answer).toMatchObject({ status: 403, body: { code: 'not_authorized' } });
      }
      expect((await reseller.get(path)).body).toEqual(entry);
    });

    it("lets an operator see and change every reseller's entries", async () => {
      const entry = await create(rival, { host: uniqueHost('overseen') });
      const all = entries(await operator.get(list({ range: [0, 999] }))).map((row) => row.host);
      expect(all).toEqual(
        expect.arrayContaining([
          entry.host,
          'http://line.demo-provider.example:8080',
          'https://tv.demo-provider.example',
        ]),
      );
      const backup = uniqueHost('operator-backup');
      const changed = await put(operator, entry.id, { host: entry.host, backup_host: backup });
      expect(changed).toMatchObject({ status: 200, body: { id: entry.id, backup_host: backup } });
      expect((await rival.get(`/api/admin/whitelist/${entry.id}`)).body).toMatchObject({
        backup_host: backup,
      });
    });

    it('answers input that breaks the host rule with 400 and the rule, never 500', async () => {
      const host = uniqueHost('rules');
      const cases: [unknown, string][] = [
        [{ host: '' }, 'required'],
        [{}, 'required'],
        [{ host: '   ' }, 'required'],
        [{ host: 'http://tv.example.com/get.php' }, 'host_invalid'],
        [{ host: 'http://user:pass@tv.example.com' }, 'host_invalid'],
        [{ host: 'tv.example.com' }, 'host_invalid'],
        [{ host, backup_host: 'ftp://tv.example.com' }, 'host_invalid'],
        [{ host, backup_host: `${host.toUpperCase()}/` }, 'backup_same_host'],
        [{ host: 42 }, 'required'],
        [{ host: `${host}\u0000` }, 'invalid_characters'],
        [[host], 'invalid_type'],
      ];
      for (const [body, code] of cases) {
        expect(await reseller.post('/api/admin/whitelist', body), JSON.stringify(body)).toMatchObject({
          status: 400,
          body: { code },
        });
      }
      const entry = await create(reseller, { host });
      expect(await put(reseller, entry.id, { host: 'https://tv.example.com:8080/path' })).toMatchObject({
        status: 400,
        body: { code: 'host_invalid' },
      });
      for (const query of [
        'sort=["nope","ASC"]',
        'range=[5,1]',
        'filter=not-json',
        `filter=${JSON.stringify({ q: 'a\u0001' })}`,
      ]) {
        expect((await reseller.get(`/api/admin/whitelist?${encodeURI(query)}`)).status, query).toBe(400);
      }
      await reseller.request('DELETE', `/api/admin/whitelist/${entry.id}`);
    });

    it('lets several resellers list an address unverified, and each reseller list it once', async () => {
      const demoHost = 'http://line.demo-provider.example:8080';
      const demoBackup = 'http://backup.demo-provider.example:8080';
      const taken = (field: 'host' | 'backup_host') => ({
        status: 409,
        body: {
          code: field === 'host' ? 'host_taken' : 'backup_host_taken',
          error: 'This address is already on your whitelist.',
        },
      });
      // Another reseller's addresses, even verified ones, may be listed: nobody keeps a provider out by listing
      // its host first. Listing them gives the lister nothing of theirs (see reseller-reach.test.ts).
      const claim = await create(rival, { host: demoHost, backup_host: uniqueHost('claim-spare') });
      expect(claim).toMatchObject({ host: demoHost, verified_at: null, playlists: 0 });
      expect(await create(rival, { host: uniqueHost('claim'), backup_host: demoBackup })).toMatchObject({
        backup_host: demoBackup,
        verified_at: null,
      });

      // The same reseller lists an address once, as host or backup of any of their entries.
      expect(await rival.post('/api/admin/whitelist', { host: demoHost })).toMatchObject(taken('host'));
      expect(await rival.post('/api/admin/whitelist', { host: `${demoBackup}/` })).toMatchObject(
        taken('host'),
      );
      expect(
        await rival.post('/api/admin/whitelist', { host: uniqueHost(), backup_host: demoHost }),
      ).toMatchObject(taken('backup_host'));
      expect(await reseller.post('/api/admin/whitelist', { host: demoBackup })).toMatchObject(taken('host'));

      const own = await create(rival, { host: uniqueHost('own'), backup_host: uniqueHost('own-spare') });
      expect(await put(rival, own.id, { host: own.host, backup_host: demoHost })).toMatchObject(
        taken('backup_host'),
      );
      expect(await put(rival, own.id, { host: demoBackup, backup_host: own.backup_host })).toMatchObject(
        taken('host'),
      );
      // Its own addresses are no conflict: swapping them is an edit like any other.
      expect(await put(rival, own.id, { host: own.backup_host, backup_host: own.host })).toMatchObject({
        status: 200,
        body: { host: own.backup_host, backup_host: own.host },
      });
      // An operator editing the entry is held to its owner's list, not to the operator's.
      expect(await put(operator, own.id, { host: own.host, backup_host: demoHost })).toMatchObject(
        taken('backup_host'),
      );

      // One reseller saving the same backup address twice at once: exactly one gets it.
      const contested = uniqueHost('contested');
      const answers = await Promise.all([
        rival.post('/api/admin/whitelist', { host: uniqueHost('first'), backup_host: contested }),
        rival.post('/api/admin/whitelist', { host: uniqueHost('second'), backup_host: contested }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      // Two resellers may both list it.
      expect((await reseller.post('/api/admin/whitelist', { host: contested })).status).toBe(201);
    });

    it('gives every entry its own code and a new one on request; the old code stops working at once', async () => {
      const made = await Promise.all(
        Array.from({ length: 6 }, (_, index) => create(rival, { host: uniqueHost(`code${index}`) })),
      );
      expect(new Set(made.map((entry) => entry.code)).size).toBe(made.length);

      const [entry] = made;
      if (!entry) throw new Error('no entry');
      const tv = await registerDevice(server.url);
      expect(await post('/api/checkHostCode', { host_code: entry.code })).toMatchObject({
        body: { exists: true },
      });
      expect((await addWithCode(tv.deviceid, entry.code, 'Before the new code')).status).toBe(200);

      const renewed = await rival.post(`/api/admin/whitelist/${entry.id}/regenerate-code`);
      expect(renewed.status).toBe(200);
      const code = Number(renewed.body.code);
      expect(code).not.toBe(entry.code);
      expect(renewed.body).toMatchObject({ id: entry.id, host: entry.host, playlists: 1 });

      expect(await post('/api/checkHostCode', { host_code: entry.code })).toMatchObject({
        body: { exists: false },
      });
      expect(await addWithCode(tv.deviceid, entry.code)).toMatchObject({
        status: 404,
        body: { code: 'invalid_code' },
      });
      expect(await post('/api/checkHostCode', { host_code: code })).toMatchObject({ body: { exists: true } });
      expect((await addWithCode(tv.deviceid, code, 'With the new code')).status).toBe(200);

      // Both playlists stay linked to the entry: an edit reaches them both.
      const moved = uniqueHost('after-renewal');
      expect((await put(rival, entry.id, { host: moved })).status).toBe(200);
      expect((await sync(tv)).playlists.map((playlist) => playlist.host)).toEqual([moved, moved]);
    });

    it('moves every device that added a playlist with the code to the new addresses at its next sync', async () => {
      const host = uniqueHost('before', ':8080');
      const backup = uniqueHost('before-spare', ':8080');
      const entry = await create(reseller, { host, backup_host: backup });
      const tv = await registerDevice(server.url);
      const other = await registerDevice(server.url);
      expect(await addWithCode(tv.deviceid, entry.code)).toMatchObject({ status: 200 });
      expect(await addWithCode(other.deviceid, entry.code)).toMatchObject({ status: 200 });
      // Typed by address rather than by code: the same provider's business, but no link to the entry.
      expect(
        await post('/api/playlist_v3', {
          query: {
            url: host,
            username: 'typed',
            password: 'secret',
            playlistName: 'Typed address',
            deviceid: tv.deviceid,
            hide_playlist_info: false,
          },
        }),
      ).toMatchObject({ status: 200 });

      const before = await sync(tv);
      expect(before.playlists).toEqual([
        expect.objectContaining({ name: 'Typed address', host, backup_host: null }),
        expect.objectContaining({
          name: 'From my reseller',
          host,
          backup_host: backup,
          hide_playlist_info: true,
        }),
      ]);
      // Not verified, the entry stands for what its code added; verified, for the typed playlist too.
      expect((await reseller.get(`/api/admin/whitelist/${entry.id}`)).body).toMatchObject({ playlists: 2 });
      const verified = await operator.post(`/api/admin/whitelist/${entry.id}/operator-verify`, {
        reason: 'Provider known to support',
      });
      expect(verified.body).toMatchObject({ verified_via: 'operator', playlists: 3 });

      const newHost = uniqueHost('after', ':2095');
      const newBackup = uniqueHost('after-spare');
      const edited = await put(reseller, entry.id, { ...entry, host: newHost, backup_host: newBackup });
      // New addresses are not proven: the verification ends with the edit.
      expect(edited).toMatchObject({
        status: 200,
        body: {
          id: entry.id,
          code: entry.code,
          host: newHost,
          backup_host: newBackup,
          playlists: 2,
          verified_at: null,
          verified_via: null,
          verification_token: entry.verification_token,
        },
      });

      for (const device of [tv, other]) {
        const after = await sync(device);
        expect(after.playlists).toContainEqual(
          expect.objectContaining({ name: 'From my reseller', host: newHost, backup_host: newBackup }),
        );
      }
      expect((await sync(tv)).playlists).toContainEqual(
        expect.objectContaining({ name: 'Typed address', host, backup_host: null }),
      );
      // The stored host follows too, so the dashboards' lists and filters show where they play from.
      const stored = await server.database.db
        .select({ host: playlists.host, linked: playlists.whitelistHostId })
        .from(playlists)
        .where(eq(playlists.whitelistHostId, entry.id));
      expect(stored).toEqual([
        { host: newHost, linked: entry.id },
        { host: newHost, linked: entry.id },
      ]);

      const removedBackup = await put(reseller, entry.id, { host: newHost, backup_host: null });
      expect(removedBackup.body).toMatchObject({ backup_host: null });
      expect((await sync(other)).playlists).toEqual([
        expect.objectContaining({ host: newHost, backup_host: null }),
      ]);
    });

    it("lets a device without a licence play from an unverified entry's addresses only with a playlist of its code", async () => {
      const entry = await create(rival, { host: uniqueHost('play'), backup_host: uniqueHost('play-spare') });
      const expire = async (deviceid: string) =>
        server.database.db
          .update(devices)
          .set({ trialExpiresAt: new Date(Date.now() - 86_400_000) })
          .where(eq(devices.deviceId, deviceid));
      const tv = await registerDevice(server.url);
      const stranger = await registerDevice(server.url);
      await expire(tv.deviceid);
      await expire(stranger.deviceid);
      const ask = (device: { deviceid: string; deviceKey: string }, host: string | null) =>
        post('/api/app/can-play', { deviceid: device.deviceid, device_key: device.deviceKey, host });
      const whitelisted = { allowed: true, reason: 'whitelisted_host', privacy_active: false };
      const refused = { allowed: false, reason: 'no_licence', privacy_active: false };

      // Listed but not proven: nobody plays from it licence-free on the strength of the listing.
      expect((await ask(tv, entry.host)).body).toEqual(refused);
      // A client of the reseller, by its code: that device plays from both addresses.
      expect((await addWithCode(tv.deviceid, entry.code)).status).toBe(200);
      for (const host of [entry.host, entry.backup_host, `${entry.backup_host?.toUpperCase()}/`]) {
        expect((await ask(tv, host)).body, String(host)).toEqual(whitelisted);
      }
      expect((await ask(stranger, entry.host)).body).toEqual(refused);
      expect((await ask(tv, uniqueHost('elsewhere'))).body).toEqual(refused);

      // Verified, the entry's addresses play for every device.
      const verified = await operator.post(`/api/admin/whitelist/${entry.id}/operator-verify`, {
        reason: 'Contract on file',
      });
      expect(verified.status).toBe(200);
      expect((await ask(stranger, entry.backup_host)).body).toEqual(whitelisted);

      // After the backup is changed, the old one no longer plays; the new one plays for the code's client.
      const newBackup = uniqueHost('play-new-spare');
      await put(rival, entry.id, { host: entry.host, backup_host: newBackup });
      expect((await ask(tv, entry.backup_host)).body).toEqual(refused);
      expect((await ask(tv, newBackup)).body).toEqual(whitelisted);
      expect((await ask(stranger, newBackup)).body).toEqual(refused);
    });

    it('deletes an entry after saying how many playlists use it; those keep their host but lose the link', async () => {
      const entry = await create(rival, { host: uniqueHost('gone'), backup_host: uniqueHost('gone-spare') });
      const tv = await registerDevice(server.url);
      await addWithCode(tv.deviceid, entry.code, 'Linked');
      await addWithCode(tv.deviceid, entry.code, 'Linked too');
      const shown = await rival.get(`/api/admin/whitelist/${entry.id}`);
      expect(shown.body).toMatchObject({ playlists: 2 });

      const removed = await rival.request('DELETE', `/api/admin/whitelist/${entry.id}`);
      expect(removed).toMatchObject({ status: 200, body: { id: entry.id, host: entry.host, playlists: 2 } });
      expect((await rival.get(`/api/admin/whitelist/${entry.id}`)).status).toBe(404);
      expect(await post('/api/checkHostCode', { host_code: entry.code })).toMatchObject({
        body: { exists: false },
      });
      expect((await sync(tv)).playlists).toEqual([
        expect.objectContaining({ host: entry.host, backup_host: null }),
        expect.objectContaining({ host: entry.host, backup_host: null }),
      ]);
      // The address is free again for whoever needs it.
      expect((await reseller.post('/api/admin/whitelist', { host: entry.host })).status).toBe(201);
    });

    it('needs a session and our origin, and is described in the OpenAPI document', async () => {
      expect((await fetch(`${server.url}${list()}`)).status).toBe(401);
      const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
      };
      expect(Object.keys(document.paths['/admin/whitelist'] ?? {})).toEqual(['get', 'post']);
      expect(Object.keys(document.paths['/admin/whitelist/{id}'] ?? {})).toEqual(['get', 'put', 'delete']);
      for (const action of ['regenerate-code', 'verify', 'operator-verify', 'withdraw-verification']) {
        expect(Object.keys(document.paths[`/admin/whitelist/{id}/${action}`] ?? {})).toEqual(['post']);
      }
      expect(Object.keys(document.components.schemas.WhitelistEntry?.properties ?? {})).toEqual([
        'id',
        'host',
        'backup_host',
        'code',
        'playlists',
        'owner_id',
        'owner_email',
        'verification_token',
        'verification_urls',
        'verified_at',
        'verified_via',
        'created_at',
        'updated_at',
      ]);
      expect(document.components.schemas.DevicePlaylist?.properties).toHaveProperty('backup_host');
      rival.origin = 'https://evil.example';
      try {
        expect((await rival.post('/api/admin/whitelist', { host: uniqueHost('evil') })).status).toBe(403);
      } finally {
        rival.origin = 'http://localhost:8080';
      }
    });

    it('writes every change to the audit log, with how many playlists followed an edit', async () => {
      const entry = await create(rival, { host: uniqueHost('audited') });
      const tv = await registerDevice(server.url);
      await addWithCode(tv.deviceid, entry.code);
      const moved = uniqueHost('audited-moved');
      await put(rival, entry.id, { host: moved, backup_host: null });
      const renewed = (await rival.post(`/api/admin/whitelist/${entry.id}/regenerate-code`)).body;
      await rival.request('DELETE', `/api/admin/whitelist/${entry.id}`);
      const trail = await server.database.db
        .select({
          action: auditLog.action,
          actorId: auditLog.actorId,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'whitelist_host'), eq(auditLog.entityId, entry.id)))
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
      expect(trail.every((row) => row.actorId === rivalId)).toBe(true);
      expect(trail.map((row) => row.action).sort()).toEqual(
        ['whitelist.create', 'whitelist.delete', 'whitelist.regenerate_code', 'whitelist.update'].sort(),
      );
      const byAction = Object.fromEntries(trail.map((row) => [row.action, row]));
      expect(byAction['whitelist.create']?.after).toMatchObject({ host: entry.host, code: entry.code });
      expect(byAction['whitelist.update']).toMatchObject({
        before: { host: entry.host },
        after: { host: moved, playlists_followed: 1 },
      });
      expect(byAction['whitelist.regenerate_code']).toMatchObject({
        before: { code: entry.code },
        after: { code: renewed.code },
      });
      expect(byAction['whitelist.delete']?.before).toMatchObject({ host: moved, playlists_unlinked: 1 });
    });
  });
}
