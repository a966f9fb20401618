import type { AuditEntry, Ticket } from '@vela/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo, uniqueEmail } from './accounts.ts';
import {
  engines,
  newAccountAs,
  postJson,
  registerDevice,
  sharedTestServer,
  startTestServer,
  type TestServer,
} from './harness.ts';

const list = (query: Record<string, unknown> = {}) =>
  `/api/admin/audit?${new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]),
  )}`;

const entries = (answer: { body: unknown }) => answer.body as AuditEntry[];

/** A device registered the way the TV app does and claimed with the code it shows. */
async function claimedDevice(server: TestServer, owner: Browser): Promise<string> {
  const { deviceid, deviceKey } = await registerDevice(server.url);
  const code = await postJson(server.url, '/api/app/pairing-code', { deviceid, device_key: deviceKey });
  const claim = await owner.post('/api/admin/devices/claim', { pairing_code: code.body.code });
  if (claim.status !== 200) throw new Error(`claim answered ${claim.status}: ${JSON.stringify(claim.body)}`);
  return deviceid;
}

/** A forged header: without `TRUST_PROXY` it names nobody. */
const forged = { 'x-forwarded-for': '198.51.100.99' };

for (const engine of engines) {
  describe(`the audit log on ${engine.name}`, () => {
    let server: TestServer;
    let operator: Browser;
    let alice: { browser: Browser; email: string; id: string };
    let bob: { browser: Browser; email: string; id: string };

    const signedIn = async (prefix: string) => {
      const { browser, email } = await signedInBrowser(server.url, uniqueEmail(prefix));
      return { browser, email, id: String((await browser.get('/api/admin/me')).body.id) };
    };

    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
      operator = await signedInDemo(server.url, 'operator');
      alice = await signedIn('audit-alice');
      bob = await signedIn('audit-bob');
    });
    afterAll(() => server?.stop());

    it('lists the writes of customers with who, what, record, address and time, and filters them', async () => {
      const deviceid = await claimedDevice(server, alice.browser);
      const created = await alice.browser.request(
        'POST',
        '/api/admin/tickets',
        { subject: 'Audit me', content: 'Recorded with my address.' },
        forged,
      );
      expect(created.status).toBe(201);
      const ticket = created.body as unknown as Ticket;
      await bob.browser.post('/api/admin/tickets', { subject: 'Not alice', content: 'Someone else.' });

      const mine = await operator.get(list({ filter: { actor: alice.email }, sort: ['created_at', 'DESC'] }));
      expect(mine.status).toBe(200);
      // Besides her writes, her sign-up's confirmation and her sign-in (security events of her account).
      expect(mine.headers.get('content-range')).toBe('audit 0-3/4');
      expect(entries(mine)).toMatchObject([
        {
          action: 'ticket.create',
          entity: 'ticket',
          entity_id: ticket.id,
          actor_id: alice.id,
          actor_email: alice.email,
          api_key_id: null,
          before: null,
          after: { subject: 'Audit me' },
        },
        { action: 'device.claim', entity: 'device', actor_email: alice.email },
        { action: 'account.sign_in', entity: 'user', entity_id: alice.id, after: { method: 'password' } },
        { action: 'account.email_verify', entity: 'user', entity_id: alice.id },
      ]);
      // The socket's address: the forged X-Forwarded-For counts for nothing without TRUST_PROXY.
      for (const entry of entries(mine)) expect(entry.address).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
      expect(Date.parse(entries(mine)[0]?.created_at ?? '')).not.toBeNaN();

      // Part of the e-mail address, the account id, and every other filter, combined with AND.
      const byPart = await operator.get(list({ filter: { actor: alice.email.slice(0, 14).toUpperCase() } }));
      expect(entries(byPart).map((entry) => entry.actor_id)).toContain(alice.id);
      expect(entries(byPart).every((entry) => entry.actor_id === alice.id)).toBe(true);
      expect(entries(await operator.get(list({ filter: { actor: alice.id } })))).toHaveLength(4);
      const claims = entries(
        await operator.get(list({ filter: { action: 'device.claim', actor: alice.id } })),
      );
      expect(claims).toMatchObject([{ action: 'device.claim', entity: 'device' }]);
      expect(JSON.stringify(claims)).toContain(deviceid);
      expect(
        entries(await operator.get(list({ filter: { entity: 'ticket', entity_id: ticket.id } }))),
      ).toMatchObject([{ action: 'ticket.create', actor_id: alice.id }]);
      const today = new Date().toISOString().slice(0, 10);
      expect(
        entries(await operator.get(list({ filter: { actor: alice.id, from: today, to: today } }))),
      ).toHaveLength(4);
      expect(entries(await operator.get(list({ filter: { actor: alice.id, to: '2000-01-01' } })))).toEqual(
        [],
      );
      const oldestFirst = entries(
        await operator.get(list({ filter: { actor: alice.id }, sort: ['created_at', 'ASC'], range: [0, 0] })),
      );
      expect(oldestFirst).toMatchObject([{ action: 'account.email_verify' }]);

      const one = await operator.get(`/api/admin/audit/${entries(mine)[0]?.id}`);
      expect(one).toMatchObject({ status: 200, body: { action: 'ticket.create', actor_email: alice.email } });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        expect(await operator.get(`/api/admin/audit/${id}`)).toMatchObject({
          status: 404,
          body: { code: 'not_found' },
        });
      }
      for (const query of [
        { filter: { nope: 1 } },
        { filter: { from: 'yesterday' } },
        { sort: ['before', 'ASC'] },
      ]) {
        expect(await operator.get(list(query))).toMatchObject({
          status: 400,
          body: { code: expect.any(String) },
        });
      }
    });

    it('refuses customers and resellers (403), however they ask', async () => {
      const [entry] = entries(await operator.get(list({ range: [0, 0] })));
      const reseller = await signedInDemo(server.url, 'reseller');
      for (const browser of [alice.browser, reseller]) {
        for (const path of [list(), list({ filter: { actor: alice.id } }), `/api/admin/audit/${entry?.id}`]) {
          expect(await browser.get(path)).toMatchObject({
            status: 403,
            body: { error: 'You are not authorized to do this.', code: 'not_authorized' },
          });
        }
      }
    });

    it("names the API key a write came through, and the key's owner", async () => {
      // A reseller of its own: the server's other files keep keys on the demo reseller, who may hold ten.
      const { browser: reseller, email: resellerEmail } = await newAccountAs(server, 'reseller');
      const made = await reseller.post('/api/admin/api-keys', { name: 'Audit billing' });
      expect(made.status).toBe(201);
      const keyId = String(made.body.id);
      const called = await fetch(`${server.url}/api/integration/v1/hosts`, {
        headers: { authorization: `Bearer ${String(made.body.secret)}` },
      });
      expect(called.status).toBe(200);
      const byKey = entries(await operator.get(list({ filter: { api_key_id: keyId } })));
      expect(byKey.length).toBeGreaterThan(0);
      for (const entry of byKey) {
        expect(entry).toMatchObject({
          api_key_id: keyId,
          api_key_name: 'Audit billing',
          api_key_prefix: made.body.prefix,
          actor_email: resellerEmail,
        });
      }
      expect(entries(await operator.get(list({ filter: { api_key_id: 'not-a-key' } })))).toEqual([]);
    });

    it('keeps secrets out of before and after', async () => {
      const deviceid = await claimedDevice(server, alice.browser);
      const added = await alice.browser.post('/api/admin/playlists', {
        deviceid,
        playlistName: 'Audited',
        playlistFormat: 'xtream',
        host: 'http://tv.example.com',
        username: 'user',
        password: 'audit-secret-1',
        hide_playlist_info: false,
        notes: '',
      });
      expect(added.status).toBe(201);
      const id = String(added.body.id);
      const edited = await alice.browser.request('PUT', `/api/admin/playlists/${id}`, {
        ...added.body,
        playlistName: 'Audited again',
        password: 'audit-secret-2',
      });
      expect(edited.status).toBe(200);
      const written = entries(await operator.get(list({ filter: { entity: 'playlist', entity_id: id } })));
      expect(written.map((entry) => entry.action).sort()).toEqual(['playlist.create', 'playlist.update']);
      const update = written.find((entry) => entry.action === 'playlist.update');
      expect(update?.before).toMatchObject({ playlistName: 'Audited' });
      expect(update?.after).toMatchObject({ playlistName: 'Audited again' });
      const text = JSON.stringify(written);
      expect(text).not.toContain('audit-secret');
      expect(text).not.toMatch(/"password(_encrypted)?"\s*:/i);
    });

    it('is never changed: the database refuses to update or delete an entry', async () => {
      const { db } = server.database;
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.actorId, alice.id)).limit(1);
      if (!entry) throw new Error('alice has no entry');
      const attempts = [
        sql`update audit_log set action = 'ticket.forged' where id = ${entry.id}`,
        sql`update audit_log set after = null where id = ${entry.id}`,
        // Clearing the actor is only the database's own doing once the account is gone.
        sql`update audit_log set actor_id = null where id = ${entry.id}`,
        sql`delete from audit_log where id = ${entry.id}`,
        sql`truncate audit_log`,
      ];
      for (const attempt of attempts) {
        await expect(db.execute(attempt)).rejects.toThrow();
      }
      const [after] = await db.select().from(auditLog).where(eq(auditLog.id, entry.id));
      expect(after).toEqual(entry);
    });

    it("keeps a deleted account's entries, without the account", async () => {
      const carol = await signedIn('audit-carol');
      await carol.browser.post('/api/admin/tickets', { subject: 'Before I go', content: 'Goodbye.' });
      const { db } = server.database;
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, carol.id), eq(auditLog.action, 'ticket.create')));
      if (!entry) throw new Error('carol has no entry');
      await db.delete(users).where(eq(users.id, carol.id));
      const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, entry.id));
      // The database marks the actor as a deleted account (decision 39): not the service.
      expect(kept).toEqual({ ...entry, actorId: null, actorDeleted: true });
      expect(await operator.get(`/api/admin/audit/${entry.id}`)).toMatchObject({
        status: 200,
        body: { actor_id: null, actor_email: null, actor_deleted: true, action: 'ticket.create' },
      });
    });
  });

  describe(`the audit log behind a proxy on ${engine.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, { ...accountEnv, TRUST_PROXY: 'true' });
    });
    afterAll(() => server?.stop());

    it('stores the address the proxy forwarded', async () => {
      const { browser, email } = await signedInBrowser(server.url, uniqueEmail('audit-proxied'));
      const created = await browser.request(
        'POST',
        '/api/admin/tickets',
        { subject: 'Through the proxy', content: 'From afar.' },
        { 'x-forwarded-for': '198.51.100.7, 203.0.113.40' },
      );
      expect(created.status).toBe(201);
      const operator = await signedInDemo(server.url, 'operator');
      expect(
        entries(await operator.get(list({ filter: { actor: email, action: 'ticket.create' } }))),
      ).toMatchObject([{ action: 'ticket.create', address: '203.0.113.40' }]);
    });
  });
}
