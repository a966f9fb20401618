import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import {
  type WebhookDelivery,
  type WebhookWithSecret,
  type WhitelistEntry,
  webhookReceiverExample,
  webhookVerifyExample,
} from '@vela/api-client';
import { and, asc, eq } from 'drizzle-orm';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, resellerWebhooks } from '../src/db/schema.ts';
import { retryDelayMs } from '../src/jobs/queue.ts';
import { publishResellerEvent } from '../src/store/webhook-events.ts';
import { accountEnv, type Browser, signedInDemo } from './accounts.ts';
import {
  claimNewDevice,
  engines,
  lifecycleRunner,
  newAccountAs,
  postJson,
  registerDevice,
  startTestServer,
  type TestServer,
} from './harness.ts';
import { type Received, type Receiver, receiver } from './receiver.ts';

// Resellers' signed webhooks (decision 41): each delivery is signed as Standard Webhooks says (the
// `standardwebhooks` library verifies it), retried with the same `webhook-id`, kept off private addresses
// unless allowed, sent once whatever the number of job runners, and only about the reseller's own clients
// (decision 28).

/** The guide's `verifyVelaWebhook`: the event, or null when the delivery does not verify. */
type GuideVerify = (secret: string, headers: IncomingHttpHeaders, body: string) => unknown;

/** The guide's example, run as the text it shows, from a folder where it finds `standardwebhooks`. */
async function guideVerifier(): Promise<GuideVerify> {
  const folder = new URL('../node_modules/.cache/', import.meta.url);
  await mkdir(folder, { recursive: true });
  const file = new URL(`vela-verify-${process.pid}-${Date.now()}.mjs`, folder);
  await writeFile(file, webhookVerifyExample);
  try {
    const module = (await import(file.href)) as { verifyVelaWebhook: GuideVerify };
    return module.verifyVelaWebhook;
  } finally {
    await rm(file, { force: true });
  }
}

/** Runs `check` as if the time were `time`: the libraries refuse a timestamp more than five minutes from now. */
function atTime<T>(time: Date, check: () => T): T {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
  try {
    return check();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * A received delivery checked with the `standardwebhooks` library, `new Webhook(secret).verify(body, headers)`,
 * at `time` (when the server sent it): the event, or the library's error thrown.
 */
function verifyWithLibrary(secret: string, request: Received | undefined, time: Date): unknown {
  if (!request) throw new Error('nothing received');
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return atTime(time, () => new Webhook(secret).verify(request.body, headers));
}

const allEvents = ['playlist.added', 'playlist.removed', 'device.claimed', 'host.failing', 'host.recovered'];

describe("the webhooks guide's example", () => {
  it('is the same text in docs/webhooks.md as the one the tests run', async () => {
    const doc = await readFile(new URL('../../../docs/webhooks.md', import.meta.url), 'utf8');
    expect(doc).toContain(`\`\`\`js\n${webhookVerifyExample}\`\`\``);
    expect(doc).toContain(`\`\`\`js\n${webhookReceiverExample}\`\`\``);
  });
});

for (const engine of engines) {
  describe(`resellers' webhooks on ${engine.name}`, () => {
    let server: TestServer;
    let guarded: TestServer;
    // The server's clock; deliveries are verified as at the time they were sent.
    let clock = new Date();
    let guideVerify: GuideVerify;
    let resellerA: { browser: Browser; id: string };
    let resellerB: { browser: Browser; id: string };
    let receiverA: Receiver;
    let receiverB: Receiver;
    let endpointA: WebhookWithSecret;
    let endpointB: WebhookWithSecret;
    let codeA: number;
    let verifiedHostB: string;
    const receivers: Receiver[] = [];

    async function newReceiver() {
      const made = await receiver();
      receivers.push(made);
      return made;
    }
    async function addEndpoint(browser: Browser, url: string, eventTypes = allEvents) {
      const made = await browser.post('/api/admin/webhooks', { url, event_types: eventTypes });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body as unknown as WebhookWithSecret;
    }
    async function deliveries(browser: Browser, webhookId: string) {
      const filter = encodeURIComponent(JSON.stringify({ webhook_id: webhookId }));
      const answer = await browser.get(`/api/admin/webhook-deliveries?range=[0,99]&filter=${filter}`);
      expect(answer.status).toBe(200);
      return answer.body as unknown as WebhookDelivery[];
    }
    const events = (made: Receiver) =>
      made.received.map((request) => JSON.parse(request.body) as { id: string; type: string; data: never });
    const addInMyList = async (deviceid: string, target: { url: string } | { host_code: number }) => {
      const added = await postJson(server.url, '/api/playlist_v3', {
        query: {
          ...target,
          username: 'client',
          password: 'client-secret',
          playlistName: `List ${Math.random()}`,
          deviceid,
          hide_playlist_info: true,
        },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    };

    beforeAll(async () => {
      const env = {
        ...accountEnv,
        RATE_LIMIT_PUBLIC: '1000',
        RATE_LIMIT_DEVICE: '1000',
        JOBS_POLL_SECONDS: '0',
        WEBHOOKS_ALLOW_HTTP: 'true',
      };
      server = await startTestServer(
        engine,
        { ...env, OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' },
        { now: () => clock },
      );
      // The default setting: no delivery to a private or loopback address.
      guarded = await startTestServer(engine, env, { now: () => clock });
      guideVerify = await guideVerifier();
      resellerA = await newAccountAs(server, 'reseller');
      resellerB = await newAccountAs(server, 'reseller');
      receiverA = await newReceiver();
      receiverB = await newReceiver();
      endpointA = await addEndpoint(resellerA.browser, receiverA.url);
      endpointB = await addEndpoint(resellerB.browser, receiverB.url);
      const entryA = await resellerA.browser.post('/api/admin/whitelist', {
        host: `http://a-${process.pid}.hooks.example`,
      });
      expect(entryA.status).toBe(201);
      codeA = (entryA.body as unknown as WhitelistEntry).code;
      // B's host, verified by an operator: B reaches whatever plays from it.
      verifiedHostB = `http://b-${process.pid}.hooks.example`;
      const entryB = await resellerB.browser.post('/api/admin/whitelist', { host: verifiedHostB });
      expect(entryB.status).toBe(201);
      const operator = await signedInDemo(server.url, 'operator');
      const vouched = await operator.post(
        `/api/admin/whitelist/${(entryB.body as unknown as WhitelistEntry).id}/operator-verify`,
        { reason: 'Known provider' },
      );
      expect(vouched.status, JSON.stringify(vouched.body)).toBe(200);
    });
    afterAll(async () => {
      await Promise.all(receivers.map((made) => made.close()));
      await server?.stop();
      await guarded?.stop();
    });

    it('signs a delivery as Standard Webhooks says, verified by its library and the guide’s example, and tells only the reseller who reaches the playlist', async () => {
      // `whsec_` and 32 random bytes in base64, as the standard's libraries read it.
      expect(endpointA.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(endpointA.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
      const tv = await registerDevice(server.url);
      await addInMyList(tv.deviceid, { host_code: codeA });
      await server.jobs.runDue();

      expect(receiverA.received).toHaveLength(1);
      const [request] = receiverA.received;
      if (!request) throw new Error('nothing received');
      const [event] = events(receiverA);
      expect(event?.type).toBe('playlist.added');
      expect(request.headers['webhook-id']).toBe(event?.id);
      expect(request.headers['webhook-timestamp']).toBe(String(Math.floor(clock.getTime() / 1000)));
      expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      expect(request.headers['vela-event-type']).toBe('playlist.added');
      // One scheme only: the standard's.
      expect(request.headers).not.toHaveProperty('vela-signature');
      expect(request.headers).not.toHaveProperty('vela-event-id');

      expect(verifyWithLibrary(endpointA.secret, request, clock)).toEqual(JSON.parse(request.body));
      expect(atTime(clock, () => guideVerify(endpointA.secret, request.headers, request.body))).toEqual(
        JSON.parse(request.body),
      );
      // Another endpoint's secret, another body, another id or a stale timestamp: refused.
      const refused: (() => unknown)[] = [
        () => verifyWithLibrary(endpointB.secret, request, clock),
        () =>
          verifyWithLibrary(
            endpointA.secret,
            { ...request, body: request.body.replace('playlist.added', 'playlist.removed') },
            clock,
          ),
        () =>
          verifyWithLibrary(
            endpointA.secret,
            { ...request, headers: { ...request.headers, 'webhook-id': randomUUID() } },
            clock,
          ),
        () => verifyWithLibrary(endpointA.secret, request, new Date(clock.getTime() + 6 * 60_000)),
      ];
      for (const attempt of refused) expect(attempt).toThrow(WebhookVerificationError);
      expect(atTime(clock, () => guideVerify(endpointB.secret, request.headers, request.body))).toBeNull();
      expect(event?.data).toMatchObject({ playlist: { device_id: tv.deviceid, added_via: 'code' } });
      expect(request.body).not.toContain('client-secret');
      // B's endpoint hears nothing of A's client.
      expect(receiverB.received).toHaveLength(0);

      // A playlist on B's verified host is B's business, and not A's.
      await addInMyList(tv.deviceid, { url: verifiedHostB });
      await server.jobs.runDue();
      expect(receiverB.received).toHaveLength(1);
      expect(events(receiverB)[0]?.type).toBe('playlist.added');
      expect(receiverA.received).toHaveLength(1);

      // Claiming the TV and resetting it tell both, each once, and no third party.
      const customer = await signedInDemo(server.url, 'customer');
      const code = await postJson(server.url, '/api/app/pairing-code', {
        deviceid: tv.deviceid,
        device_key: tv.deviceKey,
      });
      expect((await customer.post('/api/admin/devices/claim', { pairing_code: code.body.code })).status).toBe(
        200,
      );
      await postJson(server.url, '/api/app/reset', { deviceid: tv.deviceid, device_key: tv.deviceKey });
      await server.jobs.runDue();
      // Deliveries due at the same moment may arrive in any order.
      const told = ['device.claimed', 'playlist.added', 'playlist.removed'];
      expect(
        events(receiverA)
          .map((sent) => sent.type)
          .sort(),
      ).toEqual(told);
      expect(
        events(receiverB)
          .map((sent) => sent.type)
          .sort(),
      ).toEqual(told);
      // Each listed once: one event, one delivery per endpoint.
      expect((await deliveries(resellerA.browser, endpointA.id)).length).toBe(3);
    });

    it('tells a reseller about a playlist its API key added, at the next pass, and nobody else', async () => {
      const before = [receiverA.received.length, receiverB.received.length];
      const key = await resellerA.browser.post('/api/admin/api-keys', { name: 'Webhook check' });
      expect(key.status).toBe(201);
      const tv = await registerDevice(server.url);
      const added = await fetch(`${server.url}/api/integration/v1/devices/${tv.deviceid}/playlists`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key.body.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          playlistName: 'From the key',
          host_code: codeA,
          username: 'client',
          password: 'client-secret',
        }),
      });
      expect(added.status).toBe(201);
      const record = (await added.json()) as { id: string };
      // Stored with its announcement, in the add's own transaction; told at the pass.
      expect([receiverA.received.length, receiverB.received.length]).toEqual(before);
      await server.jobs.runDue();
      const told = events(receiverA).slice(before[0]) as {
        type: string;
        data: { playlist: { id: string; added_via: string } };
      }[];
      expect(
        told.map((event) => [event.type, event.data.playlist.id, event.data.playlist.added_via]),
      ).toEqual([['playlist.added', record.id, 'integration']]);
      expect(receiverB.received.length).toBe(before[1]);
    });

    it('tells nobody about a stranger’s playlist, and a reseller never sees another’s endpoint', async () => {
      const before = [receiverA.received.length, receiverB.received.length];
      const tv = await claimNewDevice(server.url, await signedInDemo(server.url, 'customer'));
      await addInMyList(tv.deviceid, { url: `http://stranger-${process.pid}.hooks.example` });
      await server.jobs.runDue();
      expect([receiverA.received.length, receiverB.received.length]).toEqual(before);

      expect((await resellerB.browser.get(`/api/admin/webhooks/${endpointA.id}`)).status).toBe(404);
      expect((await resellerB.browser.post(`/api/admin/webhooks/${endpointA.id}/test`, {})).status).toBe(404);
      expect(
        (await resellerB.browser.post(`/api/admin/webhooks/${endpointA.id}/rotate-secret`, {})).status,
      ).toBe(404);
      const [deliveryOfA] = await deliveries(resellerA.browser, endpointA.id);
      expect(
        (await resellerB.browser.post(`/api/admin/webhook-deliveries/${deliveryOfA?.id}/resend`, {})).status,
      ).toBe(404);
      expect(await deliveries(resellerB.browser, endpointA.id)).toEqual([]);
      const listed = await resellerB.browser.get('/api/admin/webhooks');
      expect((listed.body as unknown as { id: string }[]).map((row) => row.id)).toEqual([endpointB.id]);
      // Customers have no webhooks.
      const customer = await signedInDemo(server.url, 'customer');
      expect((await customer.get('/api/admin/webhooks')).status).toBe(403);
    });

    it('retries with backoff after a 500 and keeps the webhook-id, then logs each attempt', async () => {
      receiverA.answer([500]);
      const start = receiverA.received.length;
      const sent = await resellerA.browser.post(`/api/admin/webhooks/${endpointA.id}/test`, {});
      expect(sent.status).toBe(202);
      const delivery = sent.body as unknown as WebhookDelivery;
      expect(delivery.event_type).toBe('webhook.test');
      const firstSentAt = clock;
      await server.jobs.runDue();
      expect(receiverA.received.length).toBe(start + 1);
      // Not yet due: nothing is sent again before the wait is over.
      clock = new Date(clock.getTime() + retryDelayMs(1) - 1000);
      await server.jobs.runDue();
      expect(receiverA.received.length).toBe(start + 1);
      clock = new Date(clock.getTime() + 1000);
      await server.jobs.runDue();
      expect(receiverA.received.length).toBe(start + 2);
      const [first, second] = receiverA.received.slice(start);
      // The same id and body on both attempts, each signed at its own time, and both verify.
      expect(first?.headers['webhook-id']).toBe(delivery.event_id);
      expect(second?.headers['webhook-id']).toBe(delivery.event_id);
      expect(second?.body).toBe(first?.body);
      expect(Number(second?.headers['webhook-timestamp'])).toBeGreaterThan(
        Number(first?.headers['webhook-timestamp']),
      );
      expect(verifyWithLibrary(endpointA.secret, first, firstSentAt)).toMatchObject({
        id: delivery.event_id,
        type: 'webhook.test',
      });
      expect(verifyWithLibrary(endpointA.secret, second, clock)).toMatchObject({
        id: delivery.event_id,
        type: 'webhook.test',
      });
      const [logged] = (await deliveries(resellerA.browser, endpointA.id)).filter(
        (row) => row.id === delivery.id,
      );
      expect(logged?.state).toBe('delivered');
      expect(logged?.attempts).toBe(2);
      expect(logged?.attempt_log.map((attempt) => [attempt.status_code, attempt.error_kind])).toEqual([
        [200, null],
        [500, 'http_status'],
      ]);
      expect(logged?.attempt_log[0]?.duration_ms).toBeGreaterThanOrEqual(0);

      // A re-send keeps the webhook-id too.
      const resent = await resellerA.browser.post(`/api/admin/webhook-deliveries/${delivery.id}/resend`, {});
      expect(resent.status).toBe(202);
      await server.jobs.runDue();
      expect(receiverA.received.length).toBe(start + 3);
      expect(receiverA.received.at(-1)?.headers['webhook-id']).toBe(delivery.event_id);
      expect(verifyWithLibrary(endpointA.secret, receiverA.received.at(-1), clock)).toMatchObject({
        id: delivery.event_id,
      });
    });

    it('sends a delivery once when two job runners run at the same time', async () => {
      const start = receiverA.received.length;
      const sent = await resellerA.browser.post(`/api/admin/webhooks/${endpointA.id}/test`, {});
      expect(sent.status).toBe(202);
      const other = lifecycleRunner(server, () => clock);
      await Promise.all([server.jobs.runDue(), other.runDue(), server.jobs.runDue()]);
      await Promise.all([server.jobs.runDue(), other.runDue()]);
      expect(receiverA.received.length).toBe(start + 1);
    });

    it('tells what My List added at the next pass of the job runners, once, however many take it', async () => {
      const start = receiverB.received.length;
      const tvs = [await registerDevice(server.url), await registerDevice(server.url)];
      await Promise.all(
        tvs.flatMap((tv) =>
          Array.from({ length: 4 }, () => addInMyList(tv.deviceid, { url: verifiedHostB })),
        ),
      );
      // Stored and answered; the announcements wait in their table for a pass.
      expect(receiverB.received.length).toBe(start);
      const other = lifecycleRunner(server, () => clock);
      await Promise.all([server.jobs.runDue(), other.runDue(), server.jobs.runDue()]);
      await Promise.all([server.jobs.runDue(), other.runDue()]);
      const told = events(receiverB).slice(start) as {
        type: string;
        data: { playlist: { id: string; device_id: string } };
      }[];
      expect(told.map((event) => event.type)).toEqual(Array(8).fill('playlist.added'));
      expect(new Set(told.map((event) => event.data.playlist.id)).size).toBe(8);
      expect(told.map((event) => event.data.playlist.device_id).sort()).toEqual(
        tvs.flatMap((tv) => Array(4).fill(tv.deviceid)).sort(),
      );
      expect(receiverA.received.map((request) => request.body).join()).not.toContain(tvs[0]?.deviceid);
    });

    it('signs with the new secret at once after a rotation; the old one no longer verifies', async () => {
      const rotated = await resellerA.browser.post(`/api/admin/webhooks/${endpointA.id}/rotate-secret`, {});
      expect(rotated.status).toBe(200);
      const fresh = rotated.body as unknown as WebhookWithSecret;
      expect(fresh.secret).not.toBe(endpointA.secret);
      expect(fresh.secret_rotated_at).not.toBeNull();
      // Never shown again.
      expect((await resellerA.browser.get(`/api/admin/webhooks/${endpointA.id}`)).body).not.toHaveProperty(
        'secret',
      );
      await resellerA.browser.post(`/api/admin/webhooks/${endpointA.id}/test`, {});
      await server.jobs.runDue();
      const last = receiverA.received.at(-1);
      expect(verifyWithLibrary(fresh.secret, last, clock)).toMatchObject({ type: 'webhook.test' });
      expect(() => verifyWithLibrary(endpointA.secret, last, clock)).toThrow(WebhookVerificationError);
      endpointA = fresh;
    });

    it('keeps each change to an endpoint in the audit log, with who made it and never its secret', async () => {
      const spare = await newReceiver();
      const made = await addEndpoint(resellerA.browser, spare.url, ['playlist.added']);
      const changed = await resellerA.browser.request('PUT', `/api/admin/webhooks/${made.id}`, {
        event_types: ['playlist.added', 'playlist.removed'],
        enabled: false,
      });
      expect(changed.status).toBe(200);
      // Another reseller can change nothing of it, and leaves no trace.
      expect((await resellerB.browser.request('DELETE', `/api/admin/webhooks/${made.id}`)).status).toBe(404);
      const rotated = await resellerA.browser.post(`/api/admin/webhooks/${made.id}/rotate-secret`, {});
      expect(rotated.status).toBe(200);
      expect((await resellerA.browser.request('DELETE', `/api/admin/webhooks/${made.id}`)).status).toBe(200);

      const trail = await server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'webhook'), eq(auditLog.entityId, made.id)))
        .orderBy(asc(auditLog.createdAt));
      expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([
        ['webhook.create', resellerA.id],
        ['webhook.update', resellerA.id],
        ['webhook.rotate_secret', resellerA.id],
        ['webhook.delete', resellerA.id],
      ]);
      expect(trail[1]).toMatchObject({
        before: { url: spare.url, event_types: ['playlist.added'], enabled: true },
        after: { url: spare.url, event_types: ['playlist.added', 'playlist.removed'], enabled: false },
      });
      const written = JSON.stringify(trail);
      for (const secret of [made.secret, (rotated.body as unknown as WebhookWithSecret).secret]) {
        expect(written).not.toContain(secret);
      }
      expect(written).not.toMatch(/secret_encrypted|secretEncrypted/);
    });

    it('delivers host.failing from the publisher, signed, to the reseller alone', async () => {
      const startA = receiverA.received.length;
      const startB = receiverB.received.length;
      await server.database.db.transaction((tx) =>
        publishResellerEvent(tx, server.deps, {
          resellerId: resellerA.id,
          type: 'host.failing',
          data: {
            host: { address: 'http://a.hooks.example', whitelist_id: null },
            clients_ok: 1,
            clients_failing: 3,
            since: clock.toISOString(),
          },
        }),
      );
      await server.jobs.runDue();
      expect(receiverA.received.length).toBe(startA + 1);
      expect(receiverB.received.length).toBe(startB);
      const last = receiverA.received.at(-1);
      expect(JSON.parse(last?.body ?? '{}')).toMatchObject({
        type: 'host.failing',
        data: { clients_failing: 3 },
      });
      expect(verifyWithLibrary(endpointA.secret, last, clock)).toMatchObject({ type: 'host.failing' });
    });

    it('sends nothing for unsubscribed or disabled endpoints', async () => {
      const start = receiverA.received.length;
      const changed = await resellerA.browser.request('PUT', `/api/admin/webhooks/${endpointA.id}`, {
        event_types: ['host.recovered'],
      });
      expect(changed.status).toBe(200);
      const tv = await registerDevice(server.url);
      await addInMyList(tv.deviceid, { host_code: codeA });
      await server.jobs.runDue();
      expect(receiverA.received.length).toBe(start);
      await resellerA.browser.request('PUT', `/api/admin/webhooks/${endpointA.id}`, {
        enabled: false,
        event_types: allEvents,
      });
      await addInMyList(tv.deviceid, { host_code: codeA });
      await server.jobs.runDue();
      expect(receiverA.received.length).toBe(start);
      await resellerA.browser.request('PUT', `/api/admin/webhooks/${endpointA.id}`, { enabled: true });
    });

    it('refuses bad input with a 400 and a code', async () => {
      const bad = async (body: unknown) => {
        const answer = await resellerA.browser.post('/api/admin/webhooks', body);
        expect(answer.status).toBe(400);
        return answer.body.code;
      };
      expect(await bad({ url: 'ftp://example.com/x', event_types: ['playlist.added'] })).toBe('invalid_url');
      expect(await bad({ url: 'https://example.com/x', event_types: [] })).toBe('required');
      expect(await bad({ url: 'https://example.com/x', event_types: ['nothing'] })).toBe('one_of');
      expect(await bad({ url: 'https://user:pw@example.com/x', event_types: ['playlist.added'] })).toBe(
        'invalid_url',
      );
    });

    it('refuses an endpoint on a private, loopback or link-local address at registration, as delivery would', async () => {
      const reseller = await newAccountAs(guarded, 'reseller');
      const local = await newReceiver();
      for (const url of [
        local.url,
        'https://169.254.169.254/latest/meta-data/',
        'https://[::1]/hooks',
        'https://10.0.0.8/hooks',
        // A name is judged by what it resolves to now.
        'https://localhost/hooks',
      ]) {
        const refused = await reseller.browser.post('/api/admin/webhooks', {
          url,
          event_types: ['playlist.added'],
        });
        expect(refused, url).toMatchObject({
          status: 400,
          body: { code: 'address_not_allowed', error: expect.stringMatching(/private or local network/) },
        });
      }
      // A name that does not resolve yet is kept: its address is judged again at every delivery.
      const later = await addEndpoint(reseller.browser, `https://hooks-${process.pid}.example.com/in`);
      const moved = await reseller.browser.request('PUT', `/api/admin/webhooks/${later.id}`, {
        url: 'https://169.254.169.254/hooks',
      });
      expect(moved).toMatchObject({ status: 400, body: { code: 'address_not_allowed' } });
      expect((await reseller.browser.get(`/api/admin/webhooks/${later.id}`)).body).toMatchObject({
        url: `https://hooks-${process.pid}.example.com/in`,
      });
    });

    it('refuses to deliver to a private address when the setting is off, whatever the address was when registered', async () => {
      const reseller = await newAccountAs(guarded, 'reseller');
      const local = await newReceiver();
      const endpoint = await addEndpoint(reseller.browser, `https://rebound-${process.pid}.example.com/in`);
      // The name now leads to this machine: the delivery judges the address again and sends nothing.
      await guarded.database.db
        .update(resellerWebhooks)
        .set({ url: local.url })
        .where(eq(resellerWebhooks.id, endpoint.id));
      const sent = await reseller.browser.post(`/api/admin/webhooks/${endpoint.id}/test`, {});
      expect(sent.status).toBe(202);
      await guarded.jobs.runDue();
      expect(local.received).toHaveLength(0);
      const [delivery] = await deliveries(reseller.browser, endpoint.id);
      expect(delivery?.attempt_log[0]?.error_kind).toBe('address_not_allowed');
      expect(delivery?.state).toBe('pending');
    });
  });
}
