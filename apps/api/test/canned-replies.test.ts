import type { CannedReply, Ticket } from '@vela/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo, uniqueEmail } from './accounts.ts';
import { engines, sharedTestServer, type TestServer } from './harness.ts';

const query = (path: string, params: Record<string, unknown>) =>
  `${path}?${new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, JSON.stringify(value)]),
  )}`;

for (const engine of engines) {
  describe(`canned replies on ${engine.name}`, () => {
    let server: TestServer;
    let operator: Browser;
    let customer: Browser;
    let reseller: Browser;

    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
      operator = await signedInDemo(server.url, 'operator');
      customer = await signedInDemo(server.url, 'customer');
      reseller = await signedInDemo(server.url, 'reseller');
    });
    afterAll(() => server?.stop());

    it('are kept by operators per language, listed by language, changed and deleted, each audited', async () => {
      const created = await operator.post('/api/admin/canned-replies', {
        locale: 'fr',
        title: '  Redémarrer la TV ',
        content: 'Bonjour,\n\nredémarrez la TV puis rouvrez l’application.',
      });
      expect(created).toMatchObject({ status: 201, body: { locale: 'fr', title: 'Redémarrer la TV' } });
      const reply = created.body as unknown as CannedReply;
      const english = await operator.post('/api/admin/canned-replies', {
        locale: 'en',
        title: 'Restart the TV',
        content: 'Hello,\n\nplease restart the TV.',
      });
      expect(english.status).toBe(201);

      const french = await operator.get(query('/api/admin/canned-replies', { filter: { locale: 'fr' } }));
      expect(french.status).toBe(200);
      expect((french.body as unknown as CannedReply[]).map((row) => row.id)).toEqual([reply.id]);
      expect(french.headers.get('content-range')).toBe('canned-replies 0-0/1');

      const changed = await operator.request('PUT', `/api/admin/canned-replies/${reply.id}`, {
        locale: 'fr',
        title: 'Redémarrer',
        content: 'Redémarrez la TV.',
      });
      expect(changed).toMatchObject({ status: 200, body: { id: reply.id, title: 'Redémarrer' } });
      expect((await operator.get(`/api/admin/canned-replies/${reply.id}`)).body).toMatchObject({
        content: 'Redémarrez la TV.',
      });
      const deleted = await operator.request('DELETE', `/api/admin/canned-replies/${reply.id}`);
      expect(deleted).toMatchObject({ status: 200, body: { id: reply.id } });
      expect((await operator.get(`/api/admin/canned-replies/${reply.id}`)).status).toBe(404);
      const entries = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, reply.id));
      expect(entries.map((entry) => entry.action).sort()).toEqual([
        'canned_reply.create',
        'canned_reply.delete',
        'canned_reply.update',
      ]);
    });

    it('refuses bad input with a translated 400 and everyone but operators with 403', async () => {
      for (const [body, code] of [
        [{ locale: 'xx', title: 'T', content: 'C' }, 'one_of'],
        [{ locale: 'en', title: ' ', content: 'C' }, 'required'],
        [{ locale: 'en', title: 'T', content: '' }, 'required'],
        [{ locale: 'en', title: 'a'.repeat(101), content: 'C' }, 'max_length'],
        [{ locale: 'en', title: 'T\u0000', content: 'C' }, 'invalid_characters'],
      ] as const) {
        const refused = await operator.post('/api/admin/canned-replies', body);
        expect(refused).toMatchObject({ status: 400, body: { code, error: expect.any(String) } });
      }
      const kept = await operator.post('/api/admin/canned-replies', {
        locale: 'de',
        title: 'T',
        content: 'C',
      });
      const id = String(kept.body.id);
      for (const someone of [customer, reseller]) {
        for (const answer of [
          await someone.get('/api/admin/canned-replies'),
          await someone.get(`/api/admin/canned-replies/${id}`),
          await someone.post('/api/admin/canned-replies', { locale: 'en', title: 'T', content: 'C' }),
          await someone.request('PUT', `/api/admin/canned-replies/${id}`, {
            locale: 'en',
            title: 'T',
            content: 'C',
          }),
          await someone.request('DELETE', `/api/admin/canned-replies/${id}`),
        ]) {
          expect(answer).toMatchObject({ status: 403, body: { code: 'not_authorized' } });
        }
      }
      expect((await operator.get(`/api/admin/canned-replies/${id}`)).status).toBe(200);
    });

    it("gives operators the ticket owner's language to pick a reply in, and nobody else", async () => {
      const owner = await signedInBrowser(server.url, uniqueEmail('canned-owner'));
      const created = await owner.browser.post('/api/admin/tickets', { subject: 'Language', content: 'Hi' });
      const ticket = created.body as unknown as Ticket;
      const seen = (await operator.get(`/api/admin/tickets/${ticket.id}`)).body as unknown as Ticket;
      expect(typeof seen.owner_locale).toBe('string');
      expect((await owner.browser.get(`/api/admin/tickets/${ticket.id}`)).body).not.toHaveProperty(
        'owner_locale',
      );
    });
  });
}
