import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminClient, HostHealth, WhitelistEntry } from '@vela/api-client';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devices } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInDemo } from './accounts.ts';
import {
  engines,
  newAccountAs,
  postJson,
  registerDevice,
  startTestServer,
  type TestServer,
} from './harness.ts';

// A reseller reaches a playlist only if its code or API key added it, or if it plays from an address of one
// of the reseller's VERIFIED whitelist entries (decision 28). These tests list other people's hosts and check
// every path to a reseller's business: Clients, its filters and detail, the hosts in use, the host move,
// Host health, the integration API, the entry's count and licence-free play.

const wellKnown = '/.well-known/vela-player-verification.txt';

/** A local HTTP server standing in for a provider's: it serves whatever token it is given. */
interface TokenServer {
  /** `http://127.0.0.1:{port}`, the address a whitelist entry lists. */
  host: string;
  serve(token: string | null): void;
  /** The paths it was asked for. */
  requests: string[];
  close(): Promise<void>;
}

async function tokenServer(
  behaviour: 'token' | 'redirect' | 'silent' = 'token',
  options: { serveAnyPath?: boolean } = {},
): Promise<TokenServer> {
  let token: string | null = null;
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (behaviour === 'silent') return;
    if (behaviour === 'redirect') {
      response.writeHead(301, { location: `http://elsewhere.example.com${wellKnown}` }).end();
      return;
    }
    if ((request.url === wellKnown || options.serveAnyPath) && token !== null) {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`${token}\n`);
      return;
    }
    response.writeHead(404).end('Not found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    host: `http://127.0.0.1:${port}`,
    serve: (value) => {
      token = value;
    },
    requests,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

let counter = 0;
/** An address nobody else lists. */
function uniqueHost(label: string) {
  counter += 1;
  return `http://${label}-${process.pid}-${counter}.reach.example`;
}

interface Tv {
  deviceid: string;
  deviceKey: string;
}

const pastTrial = () => new Date(Date.now() - 86_400_000);

for (const engine of engines) {
  describe(`a reseller's reach on ${engine.name}`, () => {
    let server: TestServer;
    let guarded: TestServer;
    let operator: Browser;
    let customer: Browser;
    /** The reseller who lists other people's hosts. */
    let lister: Browser;
    let listerId: string;
    /** Another reseller, whose code adds playlists the lister must never reach. */
    let provider: Browser;
    const servers: TokenServer[] = [];

    const post = (path: string, body: unknown) => postJson(server.url, path, body);
    async function create(browser: Browser, body: Record<string, unknown>): Promise<WhitelistEntry> {
      const answer = await browser.post('/api/admin/whitelist', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body as unknown as WhitelistEntry;
    }
    async function started(behaviour?: 'token' | 'redirect' | 'silent') {
      const made = await tokenServer(behaviour);
      servers.push(made);
      return made;
    }
    /** A TV whose trial is over: only a whitelisted host lets it play. */
    async function expiredTv(): Promise<Tv> {
      const tv = await registerDevice(server.url);
      await server.database.db
        .update(devices)
        .set({ trialExpiresAt: pastTrial() })
        .where(eq(devices.deviceId, tv.deviceid));
      return tv;
    }
    /** My List, by address (anyone who knows the device id) or by a reseller's code. */
    async function addInMyList(
      tv: Tv,
      target: { url: string } | { host_code: number },
      playlistName: string,
    ) {
      const added = await post('/api/playlist_v3', {
        query: {
          ...target,
          username: 'client',
          password: 'client-secret',
          playlistName,
          deviceid: tv.deviceid,
          hide_playlist_info: true,
        },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const synced = await post('/api/app/sync', { deviceid: tv.deviceid, device_key: tv.deviceKey });
      const found = (synced.body.playlists as { id: string; name: string }[]).find(
        (playlist) => playlist.name === playlistName,
      );
      if (!found) throw new Error(`${playlistName} is not on the device`);
      return found.id;
    }
    const report = (tv: Tv, playlistId: string, status: string) =>
      post('/api/app/playlist-status', {
        deviceid: tv.deviceid,
        device_key: tv.deviceKey,
        playlist_id: playlistId,
        status,
        checked_at: new Date().toISOString(),
      });
    const canPlay = async (tv: Tv, host: string) =>
      (await post('/api/app/can-play', { deviceid: tv.deviceid, device_key: tv.deviceKey, host })).body;
    const clientIds = async (browser: Browser, filter: Record<string, unknown> = {}) =>
      (
        (
          await browser.get(
            `/api/admin/clients?range=[0,999]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
          )
        ).body as unknown as AdminClient[]
      ).map((client) => client.device_id);
    const health = async (browser: Browser, host: string) =>
      ((await browser.get('/api/admin/host-health?range=[0,999]')).body as unknown as HostHealth[]).find(
        (row) => row.host === host,
      );
    async function newKey(browser: Browser) {
      const made = await browser.post('/api/admin/api-keys', { name: 'Reach check' });
      expect(made.status).toBe(201);
      return String(made.body.secret);
    }
    async function integration(key: string, method: string, path: string, body?: unknown) {
      const response = await fetch(`${server.url}/api/integration/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }
    const entryOf = async (browser: Browser, id: string) =>
      (await browser.get(`/api/admin/whitelist/${id}`)).body as unknown as WhitelistEntry;

    beforeAll(async () => {
      const env = { ...accountEnv, RATE_LIMIT_PUBLIC: '1000', RATE_LIMIT_DEVICE: '1000' };
      server = await startTestServer(engine, { ...env, OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' });
      // The same product with the default setting: no outgoing request to a private or loopback address.
      guarded = await startTestServer(engine, env);
      operator = await signedInDemo(server.url, 'operator');
      customer = await signedInDemo(server.url, 'customer');
      ({ browser: lister, id: listerId } = await newAccountAs(server, 'reseller'));
      ({ browser: provider } = await newAccountAs(server, 'reseller'));
    });
    afterAll(async () => {
      await Promise.all(servers.map((made) => made.close()));
      await server?.stop();
      await guarded?.stop();
    });

    it("gives a reseller who lists other people's hosts none of their playlists on any path", async () => {
      // A customer typed their provider's address in My List; another reseller's client used that reseller's code.
      const customersHost = await started();
      const providersHost = uniqueHost('provider');
      const providersEntry = await create(provider, { host: providersHost });
      const customersTv = await expiredTv();
      const providersTv = await expiredTv();
      const customersPlaylist = await addInMyList(
        customersTv,
        { url: customersHost.host },
        'Typed by the customer',
      );
      const providersPlaylist = await addInMyList(
        providersTv,
        { host_code: providersEntry.code },
        'By the provider code',
      );
      expect((await report(customersTv, customersPlaylist, 'ok')).status).toBe(200);
      expect((await report(providersTv, providersPlaylist, 'unreachable')).status).toBe(200);

      // The rightful reseller reaches their code's client, on every path.
      expect(await clientIds(provider)).toEqual([providersTv.deviceid]);
      expect((await provider.get(`/api/admin/clients/${providersTv.deviceid}`)).status).toBe(200);
      expect(await health(provider, providersHost)).toMatchObject({ failed_clients: 1 });
      expect(await canPlay(providersTv, providersHost)).toMatchObject({ reason: 'whitelisted_host' });
      const providersKey = await newKey(provider);
      expect(
        (await integration(providersKey, 'GET', `/devices/${providersTv.deviceid}/playlists`)).body,
      ).toEqual([expect.objectContaining({ id: providersPlaylist })]);

      // The lister puts both hosts on its whitelist, unverified: allowed, and worth nothing.
      const listed = await create(lister, { host: customersHost.host, backup_host: providersHost });
      expect(listed).toMatchObject({ verified_at: null, playlists: 0 });
      expect(await clientIds(lister)).toEqual([]);
      for (const host of [customersHost.host, providersHost]) {
        expect(await clientIds(lister, { host })).toEqual([]);
      }
      for (const tv of [customersTv, providersTv]) {
        expect(await lister.get(`/api/admin/clients/${tv.deviceid}`)).toMatchObject({
          status: 404,
          body: { code: 'not_found' },
        });
      }
      expect((await lister.get('/api/admin/clients/hosts')).body).toEqual([]);
      expect(
        await lister.post('/api/admin/clients/mass-update-host', {
          old_host: customersHost.host,
          new_host: providersHost,
          confirm: false,
        }),
      ).toMatchObject({ status: 422, body: { code: 'old_host_not_in_use' } });
      // Its Host health lists its addresses, without anybody else's reports.
      for (const host of [customersHost.host, providersHost]) {
        expect(await health(lister, host)).toMatchObject({
          ok_clients: 0,
          failed_clients: 0,
          last_report_at: null,
        });
      }
      const listersKey = await newKey(lister);
      for (const [tv, playlistId] of [
        [customersTv, customersPlaylist],
        [providersTv, providersPlaylist],
      ] as const) {
        expect(await integration(listersKey, 'GET', `/devices/${tv.deviceid}/playlists`)).toEqual({
          status: 200,
          body: [],
        });
        expect(
          (await integration(listersKey, 'DELETE', `/devices/${tv.deviceid}/playlists/${playlistId}`)).status,
        ).toBe(404);
      }
      // No licence-free play for the customer's TV on the strength of somebody's listing.
      expect(await canPlay(customersTv, customersHost.host)).toMatchObject({
        allowed: false,
        reason: 'no_licence',
      });
      // The playlists are where they were, and the rightful reseller still reaches theirs.
      expect(await clientIds(provider)).toEqual([providersTv.deviceid]);
      expect((await lister.get(`/api/admin/whitelist/${listed.id}`)).body).toMatchObject({ playlists: 0 });
    });

    it("reaches and plays what the reseller's own code and key added on an unverified entry", async () => {
      const entry = await create(lister, { host: uniqueHost('own'), backup_host: uniqueHost('own-spare') });
      const byCode = await expiredTv();
      const byKey = await expiredTv();
      const codePlaylist = await addInMyList(byCode, { host_code: entry.code }, 'Own code');
      expect((await report(byCode, codePlaylist, 'auth_failed')).status).toBe(200);
      const key = await newKey(lister);
      const added = await integration(key, 'POST', `/devices/${byKey.deviceid}/playlists`, {
        playlistName: 'Own key',
        host: entry.backup_host,
        username: 'client',
        password: 'client-secret',
      });
      expect(added.status).toBe(201);

      expect(await clientIds(lister)).toEqual(expect.arrayContaining([byCode.deviceid, byKey.deviceid]));
      expect((await lister.get(`/api/admin/clients/${byCode.deviceid}`)).body).toMatchObject({
        client_playlists: [expect.objectContaining({ playlistName: 'Own code' })],
      });
      expect(await health(lister, entry.host)).toMatchObject({ failed_clients: 1, auth_failed_clients: 1 });
      expect((await entryOf(lister, entry.id)).playlists).toBe(2);
      expect((await integration(key, 'GET', `/devices/${byKey.deviceid}/playlists`)).body).toEqual([
        expect.objectContaining({ id: added.body.id, playlistName: 'Own key' }),
      ]);
      expect(await canPlay(byCode, entry.host)).toMatchObject({ allowed: true, reason: 'whitelisted_host' });
      expect(await canPlay(byKey, String(entry.backup_host))).toMatchObject({
        allowed: true,
        reason: 'whitelisted_host',
      });
      // Moving them to an address the reseller has not proven is refused, in words.
      expect(
        await lister.post('/api/admin/clients/mass-update-host', {
          old_host: entry.host,
          new_host: entry.backup_host,
          confirm: false,
        }),
      ).toMatchObject({ status: 422, body: { code: 'new_host_not_verified', error: expect.any(String) } });
      // The key deletes what it added.
      expect(
        (await integration(key, 'DELETE', `/devices/${byKey.deviceid}/playlists/${String(added.body.id)}`))
          .status,
      ).toBe(200);
    });

    it('verifies an entry whose every address serves its token, and then reaches the playlists on it', async () => {
      const primary = await started();
      const backup = await started();
      const customersTv = await expiredTv();
      const typed = await addInMyList(customersTv, { url: primary.host }, 'Typed address');
      expect((await report(customersTv, typed, 'ok')).status).toBe(200);
      const entry = await create(lister, { host: primary.host, backup_host: backup.host });
      expect(entry.verification_urls).toEqual([`${primary.host}${wellKnown}`, `${backup.host}${wellKnown}`]);

      // A wrong token proves nothing, and says so for the address that served it.
      primary.serve(entry.verification_token);
      backup.serve('vela-player-verification=somebody-else');
      const wrong = await lister.post(`/api/admin/whitelist/${entry.id}/verify`);
      expect(wrong).toMatchObject({
        status: 422,
        body: {
          code: 'verification_token_not_found',
          error: 'The token was not found at the verification address.',
          checks: [
            { address: primary.host, ok: true, code: null },
            { address: backup.host, ok: false, code: 'verification_token_not_found', detail: 'HTTP 200' },
          ],
        },
      });
      expect(primary.requests).toEqual([wellKnown]);
      expect(await clientIds(lister)).not.toContain(customersTv.deviceid);

      backup.serve(entry.verification_token);
      const verified = await lister.post(`/api/admin/whitelist/${entry.id}/verify`);
      expect(verified).toMatchObject({
        status: 200,
        body: { id: entry.id, verified_via: 'http', verified_at: expect.any(String), playlists: 1 },
      });
      const [audited] = await server.database.db
        .select({ actorId: auditLog.actorId, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'whitelist.verify'), eq(auditLog.entityId, entry.id)));
      expect(audited).toMatchObject({
        actorId: listerId,
        after: { verified_via: 'http', addresses: [primary.host, backup.host] },
      });

      // Proven: the customer's playlist on that host is now the reseller's business, on every path.
      expect(await clientIds(lister)).toContain(customersTv.deviceid);
      expect((await lister.get(`/api/admin/clients/${customersTv.deviceid}`)).body).toMatchObject({
        client_playlists: [expect.objectContaining({ playlistName: 'Typed address' })],
      });
      expect(await health(lister, primary.host)).toMatchObject({ ok_clients: 1 });
      expect(await canPlay(customersTv, primary.host)).toMatchObject({
        allowed: true,
        reason: 'whitelisted_host',
      });
      const key = await newKey(lister);
      expect((await integration(key, 'GET', `/devices/${customersTv.deviceid}/playlists`)).body).toEqual([
        expect.objectContaining({ id: typed }),
      ]);
      // And may be moved to another of its verified addresses, and back.
      const preview = await lister.post('/api/admin/clients/mass-update-host', {
        old_host: primary.host,
        new_host: backup.host,
        confirm: false,
      });
      expect(preview).toMatchObject({ status: 200, body: { matched: 1 } });
      const moved = await lister.post('/api/admin/clients/mass-update-host', {
        old_host: primary.host,
        new_host: backup.host,
        confirm: true,
      });
      expect(moved).toMatchObject({ status: 200, body: { updated: 1 } });
      const undone = await lister.post(
        `/api/admin/clients/mass-update-host/${String(moved.body.update_id)}/undo`,
      );
      expect(undone).toMatchObject({ status: 200, body: { restored: 1 } });

      // A second reseller may list the address, but cannot verify it, by token or by an operator's hand.
      const rival = await newAccountAs(server, 'reseller');
      const claim = await create(rival.browser, { host: primary.host });
      primary.serve(claim.verification_token);
      expect(await rival.browser.post(`/api/admin/whitelist/${claim.id}/verify`)).toMatchObject({
        status: 409,
        body: { code: 'host_verified_elsewhere', error: expect.any(String) },
      });
      expect(
        await operator.post(`/api/admin/whitelist/${claim.id}/operator-verify`, { reason: 'Asked by phone' }),
      ).toMatchObject({ status: 409, body: { code: 'host_verified_elsewhere' } });
      expect(await clientIds(rival.browser)).toEqual([]);
    });

    it('refuses a redirect and a server that never answers, each in words, within a bounded time', async () => {
      const redirecting = await started('redirect');
      const silent = await started('silent');
      const moved = await create(lister, { host: redirecting.host });
      expect(await lister.post(`/api/admin/whitelist/${moved.id}/verify`)).toMatchObject({
        status: 422,
        body: {
          code: 'verification_redirected',
          checks: [{ ok: false, detail: `HTTP 301 → http://elsewhere.example.com${wellKnown}` }],
        },
      });
      const mute = await create(lister, { host: silent.host });
      const started_ = performance.now();
      expect(await lister.post(`/api/admin/whitelist/${mute.id}/verify`)).toMatchObject({
        status: 422,
        body: { code: 'verification_timed_out', error: 'The address did not answer in time.' },
      });
      expect(performance.now() - started_).toBeLessThan(15_000);
      expect(silent.requests).toEqual([wellKnown]);
      for (const entry of [moved, mute]) expect((await entryOf(lister, entry.id)).verified_at).toBeNull();
    });

    it('never fetches a private, loopback or link-local address unless the setting allows it', async () => {
      const local = await tokenServer('token', { serveAnyPath: true });
      servers.push(local);
      const { browser } = await newAccountAs(guarded, 'reseller');
      const own = await browser.post('/api/admin/whitelist', { host: local.host });
      const entry = own.body as unknown as WhitelistEntry;
      local.serve(entry.verification_token);
      for (const host of [
        local.host,
        'http://169.254.169.254',
        'http://10.0.0.1:8080',
        'http://100.64.0.1',
      ]) {
        const listed =
          host === local.host
            ? entry
            : ((await browser.post('/api/admin/whitelist', { host })).body as unknown as WhitelistEntry);
        expect(await browser.post(`/api/admin/whitelist/${listed.id}/verify`), host).toMatchObject({
          status: 422,
          body: {
            code: 'verification_address_not_allowed',
            error: 'This address leads to a private or local network, which is never checked.',
          },
        });
      }
      expect(local.requests).toEqual([]);
    });

    it('limits how many checks a person starts in a minute', async () => {
      const { browser } = await newAccountAs(guarded, 'reseller');
      const listed = (await browser.post('/api/admin/whitelist', { host: 'http://10.1.2.3' }))
        .body as unknown as WhitelistEntry;
      const answers: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        answers.push((await browser.post(`/api/admin/whitelist/${listed.id}/verify`)).status);
      }
      expect(answers).toEqual([...Array<number>(10).fill(422), 429]);
      const refused = await browser.post(`/api/admin/whitelist/${listed.id}/verify`);
      expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('lets an operator verify an entry by hand and withdraw it, each with a reason in the audit log', async () => {
      const host = uniqueHost('by-hand');
      const entry = await create(lister, { host });
      const tv = await expiredTv();
      await addInMyList(tv, { url: host }, 'On the vouched host');

      // Neither a customer nor a reseller may, whatever they send; an operator needs a reason.
      for (const browser of [customer, lister]) {
        for (const action of ['operator-verify', 'withdraw-verification']) {
          expect(
            await browser.post(`/api/admin/whitelist/${entry.id}/${action}`, { reason: 'Mine, trust me' }),
          ).toMatchObject({ status: 403, body: { code: 'not_authorized' } });
        }
      }
      expect((await entryOf(lister, entry.id)).verified_at).toBeNull();
      expect(
        await operator.post(`/api/admin/whitelist/${entry.id}/operator-verify`, { reason: '  ' }),
      ).toMatchObject({
        status: 400,
        body: { code: 'required' },
      });

      const verified = await operator.post(`/api/admin/whitelist/${entry.id}/operator-verify`, {
        reason: 'Contract and DNS checked by support',
      });
      expect(verified).toMatchObject({ status: 200, body: { verified_via: 'operator', owner_id: listerId } });
      expect(await clientIds(lister)).toContain(tv.deviceid);
      // Operators see every entry with its owner.
      const all = (
        await operator.get(
          `/api/admin/whitelist?range=[0,999]&filter=${encodeURIComponent(JSON.stringify({ verified: true }))}`,
        )
      ).body as unknown as WhitelistEntry[];
      expect(all).toContainEqual(
        expect.objectContaining({ id: entry.id, owner_email: expect.stringContaining('@') }),
      );
      expect(all.every((row) => row.verified_at !== null)).toBe(true);

      const withdrawn = await operator.post(`/api/admin/whitelist/${entry.id}/withdraw-verification`, {
        reason: 'Provider says this host is not theirs',
      });
      expect(withdrawn).toMatchObject({ status: 200, body: { verified_at: null, verified_via: null } });
      expect(await clientIds(lister)).not.toContain(tv.deviceid);

      const trail = await server.database.db
        .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
        .from(auditLog)
        .where(eq(auditLog.entityId, entry.id))
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
      expect(trail.filter((row) => row.action !== 'whitelist.create')).toEqual([
        {
          action: 'whitelist.verify',
          actorId: expect.any(String),
          after: expect.objectContaining({
            verified_via: 'operator',
            reason: 'Contract and DNS checked by support',
          }),
        },
        {
          action: 'whitelist.verification_withdraw',
          actorId: expect.any(String),
          after: { verified_at: null, reason: 'Provider says this host is not theirs' },
        },
      ]);
      expect(trail.slice(1).every((row) => row.actorId !== listerId)).toBe(true);
    });
  });
}
