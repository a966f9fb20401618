import type { ApiKey, WhitelistEntry } from '@vela/api-client';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog, users } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo, signIn, uniqueEmail } from './accounts.ts';
import { engines, registerDevice, sharedTestServer, startTestServer, type TestServer } from './harness.ts';

const v1 = '/api/integration/v1';

/** A call of the integration API as a reseller's script makes it. */
async function call(server: TestServer, method: string, path: string, key: string, body?: unknown) {
  const response = await fetch(`${server.url}${v1}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let hostCounter = 0;
const uniqueHost = () => {
  hostCounter += 1;
  return `http://provider-${process.pid}-${hostCounter}.example.com`;
};

/**
 * A reseller as an operator makes one: an account promoted by the operator, with a whitelist entry of its own
 * and an API key for its scripts.
 */
async function newReseller(server: TestServer, operator: Browser, prefix: string) {
  const person = await signedInBrowser(server.url, uniqueEmail(prefix));
  const found = await operator.get(`/api/admin/users/lookup?email=${encodeURIComponent(person.email)}`);
  const id = String(found.body.id);
  expect((await operator.request('PUT', `/api/admin/users/${id}`, { role: 'reseller' })).status).toBe(200);
  const entry = (await person.browser.post('/api/admin/whitelist', { host: uniqueHost() }))
    .body as unknown as WhitelistEntry;
  const made = await person.browser.post('/api/admin/api-keys', { name: `${prefix} script` });
  expect(made.status).toBe(201);
  return { ...person, id, code: entry.code, keyId: String(made.body.id), key: String(made.body.secret) };
}

type Reseller = Awaited<ReturnType<typeof newReseller>>;

/** Adds, lists and deletes a playlist with the reseller's key: each answer's status. */
async function useKey(server: TestServer, reseller: Reseller, deviceid: string) {
  const path = `/devices/${deviceid}/playlists`;
  const added = await call(server, 'POST', path, reseller.key, {
    playlistName: 'Kitchen',
    host_code: reseller.code,
    username: 'client',
    password: 'client-secret',
  });
  const listed = await call(server, 'GET', path, reseller.key);
  const deleted = await call(server, 'DELETE', `${path}/${String(added.body.id ?? 'unknown')}`, reseller.key);
  return { added, listed, deleted };
}

for (const engine of engines) {
  describe(`credentials of a banned or demoted account on ${engine.name}`, () => {
    let server: TestServer;
    let operator: Browser;
    let operatorId: string;

    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
      operator = await signedInDemo(server.url, 'operator');
      operatorId = String((await operator.get('/api/admin/me')).body.id);
    });
    afterAll(() => server?.stop());

    it("refuses every call of a banned reseller's keys at once, and lifting the ban revives none", async () => {
      const reseller = await newReseller(server, operator, 'banned-reseller');
      const bystander = await newReseller(server, operator, 'bystander-reseller');
      const { deviceid } = await registerDevice(server.url);

      const before = await useKey(server, reseller, deviceid);
      expect([before.added.status, before.listed.status, before.deleted.status]).toEqual([201, 200, 200]);
      expect(before.listed.body).toContainEqual(expect.objectContaining({ id: before.added.body.id }));
      const kept = await call(server, 'POST', `/devices/${deviceid}/playlists`, reseller.key, {
        playlistName: 'Bedroom',
        host_code: reseller.code,
        username: 'client',
        password: 'client-secret',
      });
      expect(kept.status).toBe(201);

      const banned = await operator.post(`/api/admin/users/${reseller.id}/ban`, {
        reason: 'Resold stolen lines',
      });
      expect(banned.status).toBe(200);
      const after = await useKey(server, reseller, deviceid);
      const deleteKept = await call(
        server,
        'DELETE',
        `/devices/${deviceid}/playlists/${String(kept.body.id)}`,
        reseller.key,
      );
      for (const answer of [after.added, after.listed, deleteKept]) {
        expect(answer).toMatchObject({ status: 401, body: { code: 'api_key_revoked' } });
      }
      // Another reseller's key goes on working.
      expect((await useKey(server, bystander, deviceid)).added.status).toBe(201);

      // Revoked in the transaction of the ban, with its reason and an entry by the operator.
      const [row] = await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, reseller.keyId));
      expect(row).toMatchObject({ revokedReason: 'account_banned' });
      const revocations = await server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'api_key.revoke'), eq(auditLog.entityId, reseller.keyId)));
      expect(revocations).toMatchObject([
        { actorId: operatorId, after: { status: 'revoked', revoked_reason: 'account_banned' } },
      ]);

      await operator.post(`/api/admin/users/${reseller.id}/unban`);
      expect((await call(server, 'GET', `/devices/${deviceid}/playlists`, reseller.key)).body).toMatchObject({
        code: 'api_key_revoked',
      });
      const back = await signIn(server.url, reseller.email, reseller.password);
      expect(back.answer.status).toBe(200);
      const keys = (await back.browser.get('/api/admin/api-keys')).body as unknown as ApiKey[];
      expect(keys).toEqual([
        expect.objectContaining({ id: reseller.keyId, status: 'revoked', revoked_reason: 'account_banned' }),
      ]);
      // A key made after the ban was lifted works.
      const fresh = await back.browser.post('/api/admin/api-keys', { name: 'New script' });
      expect((await call(server, 'GET', '/hosts', String(fresh.body.secret))).status).toBe(200);
    });

    it("revokes a demoted reseller's keys and limits its session at once; the role given back revives none", async () => {
      const reseller = await newReseller(server, operator, 'demoted-reseller');
      const { deviceid } = await registerDevice(server.url);
      const before = await useKey(server, reseller, deviceid);
      expect([before.added.status, before.listed.status, before.deleted.status]).toEqual([201, 200, 200]);
      expect((await reseller.browser.get('/api/admin/api-keys')).status).toBe(200);

      const demoted = await operator.request('PUT', `/api/admin/users/${reseller.id}`, { role: 'customer' });
      expect(demoted.status).toBe(200);
      const after = await useKey(server, reseller, deviceid);
      for (const answer of [after.added, after.listed, after.deleted]) {
        expect(answer).toMatchObject({ status: 401, body: { code: 'api_key_revoked' } });
      }
      // The session stays, with the customer's reach from its next request on.
      expect((await reseller.browser.get('/api/admin/api-keys')).body).toMatchObject({
        code: 'not_authorized',
      });
      expect((await reseller.browser.get('/api/admin/me')).body).toMatchObject({ role: 'customer' });

      await operator.request('PUT', `/api/admin/users/${reseller.id}`, { role: 'reseller' });
      expect((await call(server, 'GET', '/hosts', reseller.key)).body).toMatchObject({
        code: 'api_key_revoked',
      });
      expect((await reseller.browser.get('/api/admin/api-keys')).body).toEqual([
        expect.objectContaining({ id: reseller.keyId, status: 'revoked', revoked_reason: 'role_changed' }),
      ]);
    });

    it('keeps the keys of an account that becomes an operator, who may hold keys too', async () => {
      const reseller = await newReseller(server, operator, 'promoted-reseller');
      await operator.request('PUT', `/api/admin/users/${reseller.id}`, { role: 'operator' });
      expect((await call(server, 'GET', '/hosts', reseller.key)).status).toBe(200);
      await operator.request('PUT', `/api/admin/users/${reseller.id}`, { role: 'customer' });
      expect((await call(server, 'GET', '/hosts', reseller.key)).status).toBe(401);
    });

    it('refuses a key whose owner is banned even when nothing revoked it', async () => {
      const reseller = await newReseller(server, operator, 'hand-banned');
      expect((await call(server, 'GET', '/hosts', reseller.key)).status).toBe(200);
      // A ban written by hand, past the operators' screen that revokes the keys with it.
      await server.database.db.update(users).set({ banned: true }).where(eq(users.id, reseller.id));
      expect(await call(server, 'GET', '/hosts', reseller.key)).toEqual({
        status: 403,
        body: { error: 'The account this API key belongs to is suspended.', code: 'account_suspended' },
      });
    });

    it("removes an account's keys with the account", async () => {
      const reseller = await newReseller(server, operator, 'deleted-reseller');
      expect((await call(server, 'GET', '/hosts', reseller.key)).status).toBe(200);
      await server.database.db.delete(users).where(eq(users.id, reseller.id));
      expect(await server.database.db.select().from(apiKeys).where(eq(apiKeys.ownerId, reseller.id))).toEqual(
        [],
      );
      expect((await call(server, 'GET', '/hosts', reseller.key)).body).toMatchObject({
        code: 'api_key_invalid',
      });
    });
  });
}

// Sessions kept in Redis hold a copy of the person: a ban and a demotion must reach them at once too.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl)
  describe('credentials of a banned or demoted account with sessions in Redis', () => {
    let server: TestServer;
    let redis: Redis;
    let operator: Browser;

    beforeAll(async () => {
      redis = new Redis(redisUrl);
      server = await startTestServer(engines[0] as (typeof engines)[number], {
        ...accountEnv,
        REDIS_URL: redisUrl,
      });
      operator = await signedInDemo(server.url, 'operator');
    });
    afterAll(async () => {
      await server?.stop();
      await redis?.quit();
    });

    it('ends the sessions of a banned reseller and refuses its keys', async () => {
      const reseller = await newReseller(server, operator, 'redis-banned');
      const phone = await signIn(server.url, reseller.email, reseller.password);
      expect((await phone.browser.get('/api/admin/api-keys')).status).toBe(200);
      expect((await call(server, 'GET', '/hosts', reseller.key)).status).toBe(200);
      await operator.post(`/api/admin/users/${reseller.id}/ban`, { reason: 'Chargebacks' });
      for (const browser of [reseller.browser, phone.browser]) {
        expect((await browser.get('/api/admin/api-keys')).status).toBe(401);
      }
      expect((await call(server, 'GET', '/hosts', reseller.key)).body).toMatchObject({
        code: 'api_key_revoked',
      });
    });

    it("limits a demoted reseller's sessions at their next request and refuses its keys", async () => {
      const reseller = await newReseller(server, operator, 'redis-demoted');
      const phone = await signIn(server.url, reseller.email, reseller.password);
      expect((await phone.browser.get('/api/admin/api-keys')).status).toBe(200);
      await operator.request('PUT', `/api/admin/users/${reseller.id}`, { role: 'customer' });
      for (const browser of [reseller.browser, phone.browser]) {
        expect((await browser.get('/api/admin/api-keys')).body).toMatchObject({ code: 'not_authorized' });
      }
      expect((await call(server, 'GET', '/hosts', reseller.key)).body).toMatchObject({
        code: 'api_key_revoked',
      });
    });
  });
