import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WhitelistEntry } from '@vela/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  devices,
  jobs,
  resellerWebhookDeliveries,
  resellerWebhookEvents,
  resellerWebhooks,
} from '../src/db/schema.ts';
import { enqueueJob } from '../src/store/jobs.ts';
import { accountEnv, type Browser, outbox, signedInDemo } from './accounts.ts';
import {
  engines,
  newAccountAs,
  postJson,
  registerDevice,
  startTestServer,
  type TestServer,
} from './harness.ts';

// A ban or a demotion stops everything a reseller runs without being signed in, on every path: its host codes
// (the public check says none, My List's add is refused in words), the licence-free play of its verified hosts,
// and its webhooks (endpoints turned off, pending deliveries ended, nothing recorded or sent even for an
// endpoint turned back on). Lifting the ban, or giving the role back, restores the codes and the hosts; the
// endpoints stay off until the reseller turns them on.

/** A receiver that refuses every delivery, so that a delivery stays pending between its tries. */
interface Refuser {
  url: string;
  requests: number;
  close(): Promise<void>;
}

async function refuser(): Promise<Refuser> {
  const state = { requests: 0 };
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      state.requests += 1;
      response.writeHead(503).end('busy');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    get requests() {
      return state.requests;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

let hosts = 0;
const uniqueHost = (label: string) => {
  hosts += 1;
  return `http://${label}-${process.pid}-${hosts}.standing.example`;
};

interface Tv {
  deviceid: string;
  deviceKey: string;
}

for (const engine of engines) {
  describe(`a banned or demoted reseller's business on ${engine.name}`, () => {
    let server: TestServer;
    let operator: Browser;
    let operatorId: string;
    let hook: Refuser;

    const post = (path: string, body: unknown) => postJson(server.url, path, body);
    const codeWorks = async (code: number) =>
      (await post('/api/checkHostCode', { host_code: code })).body.exists as boolean;
    const addWithCode = (tv: Tv, code: number) =>
      post('/api/playlist_v3', {
        query: {
          host_code: code,
          username: 'client',
          password: 'client-secret',
          playlistName: `List ${hosts}-${Math.random()}`,
          deviceid: tv.deviceid,
          hide_playlist_info: true,
        },
      });
    const playsFrom = async (tv: Tv, host: string) =>
      (await post('/api/app/can-play', { deviceid: tv.deviceid, device_key: tv.deviceKey, host })).body
        .allowed as boolean;

    /** A TV whose trial is over: only a whitelisted host lets it play. */
    async function expiredTv(): Promise<Tv> {
      const tv = await registerDevice(server.url);
      await server.database.db
        .update(devices)
        .set({ trialExpiresAt: new Date(Date.now() - 86_400_000) })
        .where(eq(devices.deviceId, tv.deviceid));
      return tv;
    }

    /**
     * A reseller with what it runs: an entry with its code, a verified host, and an endpoint told about
     * playlists added with the code, with one delivery pending after a refused first try.
     */
    async function business() {
      const reseller = await newAccountAs(server, 'reseller');
      const coded = await reseller.browser.post('/api/admin/whitelist', { host: uniqueHost('coded') });
      expect(coded.status, JSON.stringify(coded.body)).toBe(201);
      const { code } = coded.body as unknown as WhitelistEntry;
      const verifiedHost = uniqueHost('verified');
      const entry = await reseller.browser.post('/api/admin/whitelist', { host: verifiedHost });
      expect(entry.status).toBe(201);
      const vouched = await operator.post(
        `/api/admin/whitelist/${(entry.body as unknown as WhitelistEntry).id}/operator-verify`,
        { reason: 'Known provider' },
      );
      expect(vouched.status, JSON.stringify(vouched.body)).toBe(200);
      const endpoint = await reseller.browser.post('/api/admin/webhooks', {
        url: hook.url,
        event_types: ['playlist.added'],
      });
      expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
      const webhookId = (endpoint.body as unknown as { id: string }).id;

      const tv = await expiredTv();
      expect(await codeWorks(code)).toBe(true);
      expect(await playsFrom(tv, verifiedHost)).toBe(true);
      const before = hook.requests;
      expect((await addWithCode(tv, code)).status).toBe(200);
      await server.jobs.runDue();
      expect(hook.requests).toBe(before + 1);
      expect(await deliveryStates(webhookId)).toEqual(['pending']);
      return { ...reseller, code, verifiedHost, webhookId, tv };
    }

    const deliveryStates = async (webhookId: string) =>
      (
        await server.database.db
          .select({ state: resellerWebhookDeliveries.state, lastError: resellerWebhookDeliveries.lastError })
          .from(resellerWebhookDeliveries)
          .where(eq(resellerWebhookDeliveries.webhookId, webhookId))
      ).map(({ state, lastError }) => (lastError?.startsWith('disabled') ? `${state}: ${lastError}` : state));

    const endpointEnabled = async (webhookId: string) =>
      (
        await server.database.db
          .select({ enabled: resellerWebhooks.enabled })
          .from(resellerWebhooks)
          .where(eq(resellerWebhooks.id, webhookId))
      )[0]?.enabled;

    const eventsOf = async (ownerId: string) =>
      (
        await server.database.db
          .select({ id: resellerWebhookEvents.id })
          .from(resellerWebhookEvents)
          .where(eq(resellerWebhookEvents.ownerId, ownerId))
      ).length;

    /** Whether a host alert about the verified host, queued now, reaches the reseller's inbox. */
    async function alerted({ id, email, verifiedHost }: Awaited<ReturnType<typeof business>>) {
      const at = new Date().toISOString();
      await enqueueJob(server.database.db, {
        kind: 'host_alert.send',
        payload: { change: 'failing', resellerId: id, host: verifiedHost, ok: 0, failed: 3, at },
        runAt: new Date(Date.now() - 1000),
        key: `host_alert:${id}:${verifiedHost}:failing:${at}`,
      });
      await server.jobs.runDue();
      return (await outbox(server.url)).some(
        (mail) => mail.to === email && mail.text.includes(`\u2066${verifiedHost}\u2069`),
      );
    }

    /** The endpoint turned back on behind the owner's standing: still nothing is recorded or sent. */
    async function expectNothingSent({
      id: ownerId,
      webhookId,
      tv,
      code,
      verifiedHost,
    }: Awaited<ReturnType<typeof business>>) {
      await server.database.db
        .update(resellerWebhooks)
        .set({ enabled: true })
        .where(eq(resellerWebhooks.id, webhookId));
      const events = await eventsOf(ownerId);
      const requests = hook.requests;
      expect((await addWithCode(tv, code)).status).toBe(403);
      // A playlist on the verified host, added by anyone: the reseller would be told, were it in good standing.
      const added = await post('/api/playlist_v3', {
        query: {
          url: verifiedHost,
          username: 'client',
          password: 'client-secret',
          playlistName: `Direct ${Math.random()}`,
          deviceid: tv.deviceid,
          hide_playlist_info: true,
        },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      await server.jobs.runDue();
      expect(await eventsOf(ownerId)).toBe(events);
      expect(hook.requests).toBe(requests);
      await server.database.db
        .update(resellerWebhooks)
        .set({ enabled: false })
        .where(eq(resellerWebhooks.id, webhookId));
    }

    beforeAll(async () => {
      server = await startTestServer(engine, {
        ...accountEnv,
        RATE_LIMIT_PUBLIC: '1000',
        RATE_LIMIT_DEVICE: '1000',
        JOBS_POLL_SECONDS: '0',
        WEBHOOKS_ALLOW_HTTP: 'true',
        OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true',
      });
      operator = await signedInDemo(server.url, 'operator');
      const me = await operator.get('/api/admin/me');
      operatorId = String((me.body as unknown as { id: string }).id);
      hook = await refuser();
    });
    afterAll(async () => {
      await hook?.close();
      await server?.stop();
    });

    it('a ban suspends its codes, its verified hosts and its webhooks; lifting it restores the codes and hosts', async () => {
      const reseller = await business();
      const banned = await operator.post(`/api/admin/users/${reseller.id}/ban`, { reason: 'Chargebacks' });
      expect(banned.status, JSON.stringify(banned.body)).toBe(200);

      expect(await codeWorks(reseller.code)).toBe(false);
      const refused = await addWithCode(reseller.tv, reseller.code);
      expect(refused).toMatchObject({
        status: 403,
        body: { code: 'host_code_suspended', error: expect.stringMatching(/not active/) },
      });
      expect(await playsFrom(reseller.tv, reseller.verifiedHost)).toBe(false);
      expect(await endpointEnabled(reseller.webhookId)).toBe(false);
      expect(await deliveryStates(reseller.webhookId)).toEqual(['failed: disabled: account_banned']);
      // Nor is it told of its hosts by e-mail.
      expect(await alerted(reseller)).toBe(false);
      // Its pending try, due later, finds nothing to send.
      const requests = hook.requests;
      await server.database.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(and(eq(jobs.kind, 'webhooks.deliver'), eq(jobs.state, 'queued')));
      await server.jobs.runDue();
      expect(hook.requests).toBe(requests);
      const audited = await server.database.db
        .select({ actorId: auditLog.actorId, action: auditLog.action, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'webhook'), eq(auditLog.entityId, reseller.webhookId)));
      expect(audited).toContainEqual({
        actorId: operatorId,
        action: 'webhook.update',
        after: expect.objectContaining({ enabled: false, reason: 'account_banned' }),
      });

      const lifted = await operator.post(`/api/admin/users/${reseller.id}/unban`);
      expect(lifted.status, JSON.stringify(lifted.body)).toBe(200);
      expect(await codeWorks(reseller.code)).toBe(true);
      expect(await playsFrom(reseller.tv, reseller.verifiedHost)).toBe(true);
      // The endpoint stays off until the reseller turns it on.
      expect(await endpointEnabled(reseller.webhookId)).toBe(false);
      expect((await addWithCode(reseller.tv, reseller.code)).status).toBe(200);
      expect(await alerted(reseller)).toBe(true);

      // Banned again, an endpoint turned on behind the ban's back is told nothing.
      expect((await operator.post(`/api/admin/users/${reseller.id}/ban`, { reason: 'Again' })).status).toBe(
        200,
      );
      await expectNothingSent(reseller);
    });

    it('a demotion to customer does the same, and the role given back restores the codes and hosts', async () => {
      const reseller = await business();
      const demoted = await operator.request('PUT', `/api/admin/users/${reseller.id}`, { role: 'customer' });
      expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);

      expect(await codeWorks(reseller.code)).toBe(false);
      expect((await addWithCode(reseller.tv, reseller.code)).body).toMatchObject({
        code: 'host_code_suspended',
      });
      expect(await playsFrom(reseller.tv, reseller.verifiedHost)).toBe(false);
      expect(await endpointEnabled(reseller.webhookId)).toBe(false);
      expect(await deliveryStates(reseller.webhookId)).toEqual(['failed: disabled: role_changed']);
      await expectNothingSent(reseller);

      const restored = await operator.request('PUT', `/api/admin/users/${reseller.id}`, { role: 'reseller' });
      expect(restored.status).toBe(200);
      expect(await codeWorks(reseller.code)).toBe(true);
      expect(await playsFrom(reseller.tv, reseller.verifiedHost)).toBe(true);
      expect(await endpointEnabled(reseller.webhookId)).toBe(false);
    });

    it("a ban of one reseller leaves another's codes, hosts and webhooks as they were", async () => {
      const [banned, other] = [await business(), await business()];
      expect((await operator.post(`/api/admin/users/${banned.id}/ban`, { reason: 'Fraud' })).status).toBe(
        200,
      );
      expect(await codeWorks(other.code)).toBe(true);
      expect(await playsFrom(other.tv, other.verifiedHost)).toBe(true);
      expect(await endpointEnabled(other.webhookId)).toBe(true);
      expect(await deliveryStates(other.webhookId)).toEqual(['pending']);
      const ids = [banned.webhookId, other.webhookId];
      const enabled = await server.database.db
        .select({ id: resellerWebhooks.id })
        .from(resellerWebhooks)
        .where(and(inArray(resellerWebhooks.id, ids), eq(resellerWebhooks.enabled, true)));
      expect(enabled.map(({ id }) => id)).toEqual([other.webhookId]);
    });
  });
}
