import type { Ticket, TicketMessage } from '@vela/api-client';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import {
  accountEnv,
  Browser,
  linkIn,
  mailTo,
  signedInBrowser,
  signedInDemo,
  uniqueEmail,
  withCaptcha,
} from './accounts.ts';
import { decodeQuotedPrintable, startSmtpDouble } from './doubles/smtp-double.ts';
import {
  answerTicketAsSupport,
  engines,
  sharedTestServer,
  startTestServer,
  type TestServer,
} from './harness.ts';

const list = (query: Record<string, unknown> = {}) =>
  `/api/admin/tickets?${new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]),
  )}`;

async function openTicket(browser: Browser, subject: string, content = 'My TV shows a black screen.') {
  const created = await browser.post('/api/admin/tickets', { subject, content });
  expect(created.status).toBe(201);
  return created.body as unknown as Ticket;
}

for (const engine of engines) {
  describe(`tickets on ${engine.name}`, () => {
    let server: TestServer;
    let alice: { browser: Browser; email: string };
    let bob: { browser: Browser; email: string };

    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
      alice = await signedInBrowser(server.url, uniqueEmail('alice'));
      bob = await signedInBrowser(server.url, uniqueEmail('bob'));
    });
    afterAll(() => server?.stop());

    it('opens a ticket with its first message and lists it to its owner only', async () => {
      const ticket = await openTicket(alice.browser, '  Black screen after update  ');
      expect(ticket).toMatchObject({ subject: 'Black screen after update', status: 'open' });
      expect(ticket.last_message_at).toBe(ticket.created_at);

      const mine = await alice.browser.get(list({ filter: { q: 'black screen' } }));
      expect(mine.status).toBe(200);
      expect((mine.body as unknown as Ticket[]).map((row) => row.id)).toEqual([ticket.id]);
      expect(mine.headers.get('content-range')).toBe('tickets 0-0/1');

      const theirs = await bob.browser.get(list());
      expect(theirs.status).toBe(200);
      expect(theirs.body).toEqual([]);
      expect(theirs.headers.get('content-range')).toBe('tickets 0-0/0');

      const messages = await alice.browser.get(`/api/admin/tickets/${ticket.id}/messages`);
      expect(messages.body).toMatchObject([
        { ticket_id: ticket.id, content: 'My TV shows a black screen.', from_support: false, mine: true },
      ]);
    });

    it("answers 404 for another customer's ticket on every route, and changes nothing", async () => {
      const ticket = await openTicket(alice.browser, 'Only mine');
      const path = `/api/admin/tickets/${ticket.id}`;
      for (const answer of [
        await bob.browser.get(path),
        await bob.browser.get(`${path}/messages`),
        await bob.browser.post(`${path}/messages`, { content: 'Let me in' }),
        await bob.browser.request('PUT', path, { status: 'closed' }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ error: 'Not found.', code: 'not_found' });
      }
      expect((await alice.browser.get(path)).body).toMatchObject({ status: 'open' });
      expect(await alice.browser.get(`${path}/messages`)).toMatchObject({ body: [{ mine: true }] });
      expect(
        (await alice.browser.get(list({ filter: { q: 'Only mine' } }))).body as unknown as Ticket[],
      ).toHaveLength(1);
      // Unknown and malformed ids are the same 404, never a database error.
      expect((await alice.browser.get('/api/admin/tickets/not-a-uuid')).status).toBe(404);
      expect(
        (await alice.browser.get('/api/admin/tickets/00000000-0000-4000-8000-000000000000/messages')).status,
      ).toBe(404);
    });

    it('refuses what breaks the input rules with translatable codes', async () => {
      const empty = await alice.browser.post('/api/admin/tickets', { subject: ' ', content: 'x' });
      expect(empty).toMatchObject({ status: 400, body: { code: 'required' } });
      const long = await alice.browser.post('/api/admin/tickets', { subject: 'x'.repeat(201), content: 'x' });
      expect(long).toMatchObject({ status: 400, body: { code: 'max_length' } });
      const control = await alice.browser.post('/api/admin/tickets', { subject: 'Hi\u0000', content: 'x' });
      expect(control).toMatchObject({ status: 400, body: { code: 'invalid_characters' } });
      const ticket = await openTicket(alice.browser, 'Rules');
      const reply = await alice.browser.post(`/api/admin/tickets/${ticket.id}/messages`, { content: '' });
      expect(reply).toMatchObject({ status: 400, body: { code: 'required' } });
      const reopen = await alice.browser.request('PUT', `/api/admin/tickets/${ticket.id}`, {
        status: 'open',
      });
      expect(reopen.status).toBe(400);
      expect((await alice.browser.get(list({ filter: { status: 'pending' } }))).status).toBe(400);
      for (const q of ['\u0000', '\ud800', 42]) {
        expect((await alice.browser.get(list({ filter: { q } }))).status).toBe(400);
      }
      expect((await alice.browser.get('/api/admin/tickets/%E0%A4%A/messages')).status).toBeLessThan(500);
      expect((await alice.browser.get(list({ sort: ['owner_id', 'ASC'] }))).status).toBe(400);
    });

    it('filters by status, sorts and pages in the query', async () => {
      const { browser } = await signedInBrowser(server.url, uniqueEmail('carol'));
      const first = await openTicket(browser, 'Apple');
      const second = await openTicket(browser, 'Banana');
      const third = await openTicket(browser, 'Cherry');
      await browser.request('PUT', `/api/admin/tickets/${second.id}`, { status: 'closed' });

      const bySubject = await browser.get(list({ sort: ['subject', 'DESC'], range: [0, 1] }));
      expect((bySubject.body as unknown as Ticket[]).map((row) => row.subject)).toEqual(['Cherry', 'Banana']);
      expect(bySubject.headers.get('content-range')).toBe('tickets 0-1/3');
      const open = await browser.get(list({ filter: { status: 'open' }, sort: ['subject', 'ASC'] }));
      expect((open.body as unknown as Ticket[]).map((row) => row.id)).toEqual([first.id, third.id]);
      const closed = await browser.get(list({ filter: { status: 'closed' } }));
      expect((closed.body as unknown as Ticket[]).map((row) => row.id)).toEqual([second.id]);
      // `%` and `_` are letters in a search, not wildcards.
      expect((await browser.get(list({ filter: { q: '%' } }))).body).toEqual([]);
    });

    it('support answers in the customer’s language, by e-mail with a link to the conversation', async () => {
      const profile = await alice.browser.request('PUT', '/api/account', {
        fullName: 'Alice Weber',
        country: 'DE',
        locale: 'de',
      });
      expect(profile.status).toBe(200);
      const ticket = await openTicket(alice.browser, 'Kein Bild');

      const answer = await answerTicketAsSupport(server, {
        ticketId: ticket.id,
        content: 'Please restart the TV.',
      });
      expect(answer).toMatchObject({ ok: true, ticket: { status: 'answered' } });

      const mail = await mailTo(server.url, alice.email, 'Kein Bild');
      expect(mail.subject).toBe('Der Vela Player-Support hat Ihr Ticket beantwortet: Kein Bild');
      expect(mail.text).toContain('Hallo Alice Weber,');
      expect(mail.text).toContain('Unser Support-Team hat Ihr Ticket „Kein Bild“ beantwortet.');
      expect(mail.html).toContain('<html lang="de" dir="ltr">');
      expect(linkIn(mail.text).pathname).toBe(`/dashboard/tickets/${ticket.id}/show`);
      // The answer itself is read in the dashboard, not in the mailbox.
      expect(mail.text).not.toContain('restart the TV');

      const shown = await alice.browser.get(`/api/admin/tickets/${ticket.id}`);
      expect(shown.body).toMatchObject({ status: 'answered' });
      const messages = (await alice.browser.get(`/api/admin/tickets/${ticket.id}/messages`))
        .body as unknown as TicketMessage[];
      expect(messages.map(({ from_support, mine, content }) => ({ from_support, mine, content }))).toEqual([
        { from_support: false, mine: true, content: 'My TV shows a black screen.' },
        { from_support: true, mine: false, content: 'Please restart the TV.' },
      ]);

      expect(
        await answerTicketAsSupport(server, {
          ticketId: '00000000-0000-4000-8000-000000000000',
          content: 'Hello',
        }),
      ).toEqual({ ok: false, code: 'not_found' });
      expect(await answerTicketAsSupport(server, { ticketId: ticket.id, content: ' ' })).toEqual({
        ok: false,
        code: 'invalid_request',
      });
    });

    it('lets the owner reply and close; a reply reopens a closed ticket; every write is audited', async () => {
      const ticket = await openTicket(alice.browser, 'Audited');
      const path = `/api/admin/tickets/${ticket.id}`;
      await answerTicketAsSupport(server, { ticketId: ticket.id, content: 'Which TV is it?' });

      const reply = await alice.browser.post(`${path}/messages`, { content: 'A 2021 model.\nThanks!' });
      expect(reply).toMatchObject({ status: 201, body: { mine: true, content: 'A 2021 model.\nThanks!' } });
      expect((await alice.browser.get(path)).body).toMatchObject({ status: 'open' });

      const closed = await alice.browser.request('PUT', path, { status: 'closed' });
      expect(closed).toMatchObject({ status: 200, body: { status: 'closed' } });
      expect(await alice.browser.request('PUT', path, { status: 'closed' })).toMatchObject({
        status: 200,
        body: { status: 'closed' },
      });

      const again = await alice.browser.post(`${path}/messages`, { content: 'It happened again.' });
      expect(again.status).toBe(201);
      const reopened = (await alice.browser.get(path)).body as unknown as Ticket;
      expect(reopened.status).toBe('open');
      expect(reopened.last_message_at).toBe((again.body as unknown as TicketMessage).created_at);
      expect(
        ((await alice.browser.get(`${path}/messages`)).body as unknown as TicketMessage[]).map(
          (message) => message.content,
        ),
      ).toEqual([
        'My TV shows a black screen.',
        'Which TV is it?',
        'A 2021 model.\nThanks!',
        'It happened again.',
      ]);

      const entries = await server.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, ticket.id))
        .orderBy(asc(auditLog.createdAt));
      expect(entries.map((entry) => [entry.action, entry.entity])).toEqual([
        ['ticket.create', 'ticket'],
        ['ticket.answer', 'ticket'],
        ['ticket.reply', 'ticket'],
        ['ticket.close', 'ticket'],
        ['ticket.reply', 'ticket'],
      ]);
      const me = (await alice.browser.get('/api/admin/me')).body as unknown as { id: string };
      const actors = new Set(entries.map((entry) => entry.actorId));
      expect(actors.has(me.id)).toBe(true);
      expect(actors.size).toBe(2);
      expect(entries[3]).toMatchObject({ before: { status: 'open' }, after: { status: 'closed' } });
      expect(entries[4]).toMatchObject({ before: { status: 'closed' }, after: { status: 'open' } });
    });

    it('answers through the development route, which plays support for the journeys', async () => {
      await bob.browser.request('PUT', '/api/account', { fullName: 'Bob', country: 'AE', locale: 'ar' });
      const ticket = await openTicket(bob.browser, 'Dev route');
      const answered = await fetch(`${server.url}/api/dev/tickets/${ticket.id}/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Answered by support.' }),
      });
      expect(answered.status).toBe(201);
      expect(await answered.json()).toMatchObject({ from_support: true, content: 'Answered by support.' });
      expect((await bob.browser.get(`/api/admin/tickets/${ticket.id}`)).body).toMatchObject({
        status: 'answered',
      });
      const mail = await mailTo(server.url, bob.email, 'Dev route');
      expect(mail.subject).toBe('ردّ فريق دعم Vela Player على تذكرتك: Dev route');
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      const unknown = await fetch(`${server.url}/api/dev/tickets/not-a-ticket/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'x' }),
      });
      expect(unknown.status).toBe(404);
    });

    it('shows operators every ticket, resellers only their own', async () => {
      const ticket = await openTicket(alice.browser, 'Seen by support');
      const path = `/api/admin/tickets/${ticket.id}`;
      const operator = await signedInDemo(server.url, 'operator');
      const everyone = await operator.get(list({ filter: { q: 'Seen by support' } }));
      expect((everyone.body as unknown as Ticket[]).map((row) => row.id)).toEqual([ticket.id]);
      const all = await operator.get(list({ range: [0, 99] }));
      expect(Number(all.headers.get('content-range')?.split('/')[1])).toBeGreaterThanOrEqual(8);
      expect((await operator.get(path)).body).toMatchObject({ id: ticket.id, subject: 'Seen by support' });
      expect((await operator.get(`${path}/messages`)).body).toMatchObject([
        { mine: false, from_support: false },
      ]);

      const reseller = await signedInDemo(server.url, 'reseller');
      expect((await reseller.get(list())).body).toEqual([]);
      expect((await reseller.get(path)).status).toBe(404);
      expect((await reseller.get(`${path}/messages`)).status).toBe(404);
      const own = await openTicket(reseller, 'A reseller asks');
      expect(((await reseller.get(list())).body as unknown as Ticket[]).map((row) => row.id)).toEqual([
        own.id,
      ]);
      expect((await alice.browser.get(`/api/admin/tickets/${own.id}`)).status).toBe(404);
      expect((await alice.browser.get(path)).body).toMatchObject({ status: 'open' });
    });

    it('needs a session and our origin, and is described in the OpenAPI document', async () => {
      expect((await fetch(`${server.url}${list()}`)).status).toBe(401);
      const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      expect(Object.keys(document.paths['/admin/tickets'] ?? {})).toEqual(['get', 'post']);
      expect(Object.keys(document.paths['/admin/tickets/{id}'] ?? {})).toEqual(['get', 'put']);
      expect(Object.keys(document.paths['/admin/tickets/{id}/messages'] ?? {})).toEqual(['get', 'post']);
      alice.browser.origin = 'https://evil.example';
      try {
        const refused = await alice.browser.post('/api/admin/tickets', { subject: 'x', content: 'y' });
        expect(refused.status).toBe(403);
      } finally {
        alice.browser.origin = 'http://localhost:8080';
      }
    });
  });
}

describe('the ticket-answered e-mail over SMTP', () => {
  const engine = engines[0] as (typeof engines)[number];
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpDouble>>;

  beforeAll(async () => {
    // Signing up needs the confirmation link, so the account is made on a server with the outbox first.
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

  it('is delivered as plain text and HTML in the customer’s language', async () => {
    const { browser, email } = await signedInOverSmtp(server, smtp);
    await browser.request('PUT', '/api/account', { fullName: 'Léa', country: 'FR', locale: 'fr' });
    const ticket = await openTicket(browser, 'Pas d’image');
    await answerTicketAsSupport(server, { ticketId: ticket.id, content: 'Redémarrez le téléviseur.' });
    const message = await smtp.messageTo(email, '/dashboard/tickets/');
    expect(message).toBeDefined();
    const raw = decodeQuotedPrintable(message?.raw ?? '');
    expect(raw).toMatch(/^From: Vela Player <support@velaplayer\.example>/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('<html lang="fr" dir="ltr">');
    expect(raw).toContain("Notre équipe d'assistance a répondu à votre ticket « Pas d’image ».");
    expect(raw).toContain(`/dashboard/tickets/${ticket.id}/show`);
    expect(raw).not.toContain('Redémarrez');
  });
});

/** The whole sign-up flow when e-mail goes over SMTP: the confirmation link is read from the SMTP double. */
async function signedInOverSmtp(server: TestServer, smtp: Awaited<ReturnType<typeof startSmtpDouble>>) {
  const email = uniqueEmail('smtp');
  const password = 'a long password 1';
  const browser = new Browser(server.url);
  await browser.post('/api/auth/sign-up/email', { email, password, name: '' }, await withCaptcha(server.url));
  const confirmation = decodeQuotedPrintable((await smtp.messageTo(email))?.raw ?? '');
  const link = linkIn(confirmation.slice(confirmation.indexOf('/dashboard/verify-email') - 30));
  const token = link.searchParams.get('token') ?? '';
  await fetch(`${server.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  const signIn = await browser.post(
    '/api/auth/sign-in/email',
    { email, password },
    await withCaptcha(server.url),
  );
  expect(signIn.status).toBe(200);
  return { browser, email };
}
