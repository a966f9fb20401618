import type { Ticket, TicketMessage, TicketNote } from '@vela/api-client';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { accountEnv, type Browser, mailTo, signedInBrowser, signedInDemo, uniqueEmail } from './accounts.ts';
import { engines, sharedTestServer, type TestServer } from './harness.ts';

const list = (query: Record<string, unknown> = {}) =>
  `/api/admin/tickets?${new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]),
  )}`;

const ids = (answer: { body: unknown }) => (answer.body as Ticket[]).map((ticket) => ticket.id);

async function openTicket(browser: Browser, subject: string) {
  const created = await browser.post('/api/admin/tickets', { subject, content: 'The picture freezes.' });
  expect(created.status).toBe(201);
  return created.body as unknown as Ticket;
}

const accountId = async (browser: Browser) => String((await browser.get('/api/admin/me')).body.id);

for (const engine of engines) {
  describe(`tickets for operators on ${engine.name}`, () => {
    let server: TestServer;
    let operator: Browser;
    let operatorId: string;
    /** A second operator (without two-factor: they are only assigned, they do not sign in here). */
    let colleague: { id: string; email: string };
    let alice: { browser: Browser; email: string };
    let bob: { browser: Browser; email: string };

    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
      operator = await signedInDemo(server.url, 'operator');
      operatorId = await accountId(operator);
      const promoted = await signedInBrowser(server.url, uniqueEmail('colleague'));
      colleague = { id: await accountId(promoted.browser), email: promoted.email };
      expect(
        (await operator.request('PUT', `/api/admin/users/${colleague.id}`, { role: 'operator' })).status,
      ).toBe(200);
      alice = await signedInBrowser(server.url, uniqueEmail('alice'));
      bob = await signedInBrowser(server.url, uniqueEmail('bob'));
    });
    afterAll(() => server?.stop());

    it("lists every customer's tickets with the owner's e-mail and the assignee", async () => {
      const mine = await openTicket(alice.browser, 'Operator list A');
      const theirs = await openTicket(bob.browser, 'Operator list B');
      const listed = await operator.get(list({ filter: { q: 'Operator list' }, sort: ['subject', 'ASC'] }));
      expect(listed.status).toBe(200);
      expect(listed.body).toMatchObject([
        { id: mine.id, owner_email: alice.email, assignee_id: null, assignee_email: null, status: 'open' },
        { id: theirs.id, owner_email: bob.email, assignee_id: null, assignee_email: null, status: 'open' },
      ]);
      // Operators also find a ticket by its owner's address.
      expect(ids(await operator.get(list({ filter: { q: bob.email } })))).toContain(theirs.id);
      // Customers see neither the owner nor the assignee fields.
      const own = (await alice.browser.get(`/api/admin/tickets/${mine.id}`)).body;
      expect(own).not.toHaveProperty('owner_email');
      expect(own).not.toHaveProperty('assignee_id');
    });

    it('assigns to themselves, to another operator or to nobody, and filters by assignee', async () => {
      const ticket = await openTicket(alice.browser, 'Assign me');
      const other = await openTicket(bob.browser, 'Assign someone else');
      const path = `/api/admin/tickets/${ticket.id}`;

      const assigned = await operator.request('PUT', path, { assignee_id: operatorId });
      expect(assigned).toMatchObject({
        status: 200,
        body: { id: ticket.id, assignee_id: operatorId, assignee_email: 'operator@velaplayer.example' },
      });
      const toColleague = await operator.request('PUT', `/api/admin/tickets/${other.id}`, {
        assignee_id: colleague.id,
      });
      expect(toColleague.body).toMatchObject({ assignee_id: colleague.id, assignee_email: colleague.email });

      const mine = ids(await operator.get(list({ filter: { assignee_id: 'mine' }, range: [0, 99] })));
      expect(mine).toContain(ticket.id);
      expect(mine).not.toContain(other.id);
      expect(ids(await operator.get(list({ filter: { assignee_id: colleague.id } })))).toEqual([other.id]);
      const nobody = ids(await operator.get(list({ filter: { assignee_id: 'none' }, range: [0, 99] })));
      expect(nobody).not.toContain(ticket.id);
      expect(nobody).not.toContain(other.id);

      // The home's figures: open tickets, and those of them assigned to the caller.
      const openMine = await operator.get(
        list({ filter: { status: 'open', assignee_id: 'mine' }, range: [0, 0] }),
      );
      expect(Number(openMine.headers.get('content-range')?.split('/')[1])).toBeGreaterThanOrEqual(1);

      const unassigned = await operator.request('PUT', `/api/admin/tickets/${other.id}`, {
        assignee_id: null,
      });
      expect(unassigned.body).toMatchObject({ assignee_id: null, assignee_email: null });
      expect(ids(await operator.get(list({ filter: { assignee_id: 'none' }, range: [0, 99] })))).toContain(
        other.id,
      );

      // Only operators can be assigned; anything else is refused and changes nothing.
      const customerId = await accountId(alice.browser);
      for (const assignee_id of [customerId, '00000000-0000-4000-8000-000000000000', 'someone', 42]) {
        expect((await operator.request('PUT', path, { assignee_id })).status).toBe(400);
      }
      expect((await operator.request('PUT', path, {})).status).toBe(400);
      expect((await operator.request('PUT', path, { status: 'answered' })).status).toBe(400);
      expect((await operator.get(path)).body).toMatchObject({ assignee_id: operatorId });
      expect((await operator.get(list({ filter: { assignee_id: 'someone' } }))).status).toBe(400);
      expect(
        (
          await operator.request('PUT', '/api/admin/tickets/00000000-0000-4000-8000-000000000000', {
            status: 'closed',
          })
        ).status,
      ).toBe(404);

      const entries = await server.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, other.id))
        .orderBy(asc(auditLog.createdAt));
      expect(entries.map((entry) => [entry.action, entry.actorId, entry.before, entry.after])).toEqual([
        ['ticket.create', expect.any(String), null, expect.anything()],
        ['ticket.assign', operatorId, { assignee_id: null }, { assignee_id: colleague.id }],
        ['ticket.assign', operatorId, { assignee_id: colleague.id }, { assignee_id: null }],
      ]);
    });

    it('replies as support: the customer gets the e-mail and reads the answer in the conversation', async () => {
      const ticket = await openTicket(alice.browser, 'Answer me please');
      const path = `/api/admin/tickets/${ticket.id}`;
      const sent = await operator.post(`${path}/messages`, { content: 'Please update the app.' });
      expect(sent).toMatchObject({
        status: 201,
        body: { from_support: true, mine: true, content: 'Please update the app.' },
      });
      expect((await operator.post(`${path}/messages`, { content: ' ' })).status).toBe(400);

      const seen = await alice.browser.get(path);
      expect(seen.body).toMatchObject({ status: 'answered' });
      const messages = (await alice.browser.get(`${path}/messages`)).body as unknown as TicketMessage[];
      expect(messages.map(({ from_support, mine, content }) => ({ from_support, mine, content }))).toEqual([
        { from_support: false, mine: true, content: 'The picture freezes.' },
        { from_support: true, mine: false, content: 'Please update the app.' },
      ]);
      const mail = await mailTo(server.url, alice.email, 'Answer me please');
      expect(mail.text).toContain(`/dashboard/tickets/${ticket.id}/show`);
      expect(mail.text).not.toContain('Please update the app.');

      const [entry] = await server.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'ticket.answer'))
        .orderBy(asc(auditLog.createdAt))
        .then((rows) => rows.filter((row) => row.entityId === ticket.id));
      expect(entry).toMatchObject({
        actorId: operatorId,
        before: { status: 'open' },
        after: { status: 'answered', message_id: (sent.body as unknown as TicketMessage).id },
      });
    });

    it('keeps internal notes that only operators read: never in the owner’s view, mail or export', async () => {
      const ticket = await openTicket(alice.browser, 'Noted ticket');
      const bobs = await openTicket(bob.browser, 'Not noted ticket');
      const path = `/api/admin/tickets/${ticket.id}`;
      const secret = `Refund refused twice before (${crypto.randomUUID()})`;
      const written = await operator.post(`${path}/notes`, { content: `  ${secret}  ` });
      expect(written).toMatchObject({
        status: 201,
        body: {
          ticket_id: ticket.id,
          author_email: 'operator@velaplayer.example',
          mine: true,
          content: secret,
        },
      });
      // Bad input is a translated 400; an unknown ticket 404.
      expect(await operator.post(`${path}/notes`, { content: ' ' })).toMatchObject({
        status: 400,
        body: { code: 'required', error: expect.any(String) },
      });
      expect(
        (await operator.post(`/api/admin/tickets/${crypto.randomUUID()}/notes`, { content: 'x' })).status,
      ).toBe(404);
      // The ticket stays as it was: a note is no answer.
      expect((await alice.browser.get(path)).body).toMatchObject({ status: 'open' });

      const notes = (await operator.get(`${path}/notes`)).body as unknown as TicketNote[];
      expect(notes.map((note) => note.content)).toEqual([secret]);
      expect((await operator.get(`/api/admin/tickets/${bobs.id}/notes`)).body).toEqual([]);

      // The owner, and any other customer, are refused the notes, and the owner's own views never hold one.
      for (const someone of [alice.browser, bob.browser]) {
        expect(await someone.get(`${path}/notes`)).toMatchObject({ status: 403 });
        expect(await someone.post(`${path}/notes`, { content: 'Mine now' })).toMatchObject({ status: 403 });
      }
      const own = [
        await alice.browser.get(path),
        await alice.browser.get(`${path}/messages`),
        await alice.browser.get(list()),
        await alice.browser.get('/api/account/export'),
      ];
      for (const answer of own) {
        expect(answer.status).toBe(200);
        expect(JSON.stringify(answer.body)).not.toContain(secret);
      }
      // Support's answer after the note mails the owner, without the note.
      expect((await operator.post(`${path}/messages`, { content: 'We are on it.' })).status).toBe(201);
      const mail = await mailTo(server.url, alice.email, 'Noted ticket');
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(secret);
      expect((await alice.browser.get(`${path}/messages`)).body).toHaveLength(2);

      const [entry] = await server.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'ticket.note'))
        .then((rows) => rows.filter((row) => row.entityId === ticket.id));
      expect(entry).toMatchObject({ actorId: operatorId, after: { note_id: notes[0]?.id } });
      expect(JSON.stringify(entry)).not.toContain(secret);
    });

    it('closes and reopens any ticket, each audited, and the customer sees it', async () => {
      const ticket = await openTicket(bob.browser, 'Close and reopen');
      const path = `/api/admin/tickets/${ticket.id}`;
      expect(await operator.request('PUT', path, { status: 'closed' })).toMatchObject({
        status: 200,
        body: { status: 'closed' },
      });
      expect((await bob.browser.get(path)).body).toMatchObject({ status: 'closed' });
      // Closing again changes nothing and writes nothing.
      expect((await operator.request('PUT', path, { status: 'closed' })).status).toBe(200);
      expect(await operator.request('PUT', path, { status: 'open', assignee_id: operatorId })).toMatchObject({
        status: 200,
        body: { status: 'open', assignee_id: operatorId },
      });
      expect((await bob.browser.get(path)).body).toMatchObject({ status: 'open' });

      const entries = await server.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, ticket.id))
        .orderBy(asc(auditLog.createdAt));
      expect(entries.map((entry) => entry.action).sort()).toEqual(
        ['ticket.assign', 'ticket.close', 'ticket.create', 'ticket.reopen'].sort(),
      );
      const close = entries.find((entry) => entry.action === 'ticket.close');
      const reopen = entries.find((entry) => entry.action === 'ticket.reopen');
      expect(close).toMatchObject({
        actorId: operatorId,
        before: { status: 'open' },
        after: { status: 'closed' },
      });
      expect(reopen).toMatchObject({
        actorId: operatorId,
        before: { status: 'closed' },
        after: { status: 'open', assignee_id: operatorId },
      });
    });

    it.each(['customer', 'reseller'] as const)(
      "refuses a %s the operators' fields and others' tickets",
      async (role) => {
        const own = role === 'customer' ? alice.browser : await signedInDemo(server.url, 'reseller');
        const ownTicket = await openTicket(own, `Own ${role} ticket`);
        const others = await openTicket(bob.browser, `Not the ${role}'s`);
        const refused = { error: 'You are not authorized to do this.', code: 'not_authorized' };

        expect(
          await own.request('PUT', `/api/admin/tickets/${ownTicket.id}`, { assignee_id: operatorId }),
        ).toMatchObject({ status: 403, body: refused });
        expect(
          await own.request('PUT', `/api/admin/tickets/${ownTicket.id}`, { assignee_id: null }),
        ).toMatchObject({ status: 403, body: refused });
        expect(await own.get(list({ filter: { assignee_id: 'mine' } }))).toMatchObject({
          status: 403,
          body: refused,
        });
        // Reopening is the operators' (an owner reopens by writing).
        expect(
          (await own.request('PUT', `/api/admin/tickets/${ownTicket.id}`, { status: 'open' })).status,
        ).toBe(400);
        // A message from the owner is a question, never an answer.
        const asked = await own.post(`/api/admin/tickets/${ownTicket.id}/messages`, { content: 'Any news?' });
        expect(asked.body).toMatchObject({ from_support: false });
        expect((await own.get(`/api/admin/tickets/${ownTicket.id}`)).body).toMatchObject({
          status: 'open',
          id: ownTicket.id,
        });

        const path = `/api/admin/tickets/${others.id}`;
        for (const answer of [
          await own.get(path),
          await own.get(`${path}/messages`),
          await own.post(`${path}/messages`, { content: 'Let me in' }),
          await own.request('PUT', path, { status: 'closed' }),
        ]) {
          expect(answer).toMatchObject({ status: 404, body: { code: 'not_found' } });
        }
        expect(ids(await own.get(list({ range: [0, 99] })))).not.toContain(others.id);
        const untouched = await server.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, others.id));
        expect(untouched.map((entry) => entry.action)).toEqual(['ticket.create']);
        expect((await operator.get(`/api/admin/tickets/${ownTicket.id}`)).body).toMatchObject({
          assignee_id: null,
        });
      },
    );
  });
}
