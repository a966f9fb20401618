import type { BlogComment, NewsletterSignup, Submission, SubmissionWithReplies } from '@vela/api-client';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInDemo, uniqueEmail } from './accounts.ts';
import { decodeQuotedPrintable, startSmtpDouble } from './doubles/smtp-double.ts';
import { engines, postJson, startTestServer, type TestServer } from './harness.ts';

const query = (path: string, params: Record<string, unknown>) =>
  `${path}?${new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, JSON.stringify(value)]),
  )}`;

const fields = (values: Record<string, string>) => ({
  fields: Object.entries(values).map(([name, value]) => ({ name, value })),
});

for (const engine of engines) {
  describe(`the operators' inbox on ${engine.name}`, () => {
    let server: TestServer;
    let smtp: Awaited<ReturnType<typeof startSmtpDouble>>;
    let operator: Browser;
    let customer: Browser;
    let reseller: Browser;

    const auditOf = (entityId: string) =>
      server.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, entityId))
        .orderBy(asc(auditLog.createdAt));

    const submit = async (form: string, values: Record<string, string>, lang?: string) => {
      const answer = await postJson(
        server.url,
        `/api/forms/${form}${lang ? `?lang=${lang}` : ''}`,
        fields(values),
      );
      expect(answer.status).toBe(200);
    };

    async function findByEmail(email: string): Promise<Submission> {
      const listed = await operator.get(query('/api/admin/submissions', { filter: { q: email } }));
      expect(listed.status).toBe(200);
      const [found] = listed.body as unknown as Submission[];
      if (!found) throw new Error(`no submission from ${email}`);
      return found;
    }

    async function commentsOf(postId: string): Promise<BlogComment[]> {
      const response = await fetch(`${server.url}/api/blog/${postId}/comments`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const comments = (await response.json()) as BlogComment[];
      // A browser's copy is answered 304 while the list is unchanged.
      const again = await fetch(`${server.url}/api/blog/${postId}/comments`, {
        headers: { 'if-none-match': response.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
      return comments;
    }

    beforeAll(async () => {
      smtp = await startSmtpDouble();
      server = await startTestServer(engine, {
        ...accountEnv,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Vela Player <support@velaplayer.example>',
      });
      operator = await signedInDemo(server.url, 'operator');
      customer = await signedInDemo(server.url, 'customer');
      reseller = await signedInDemo(server.url, 'reseller');
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
    });

    it('lists every submission newest first, filtered by form, status and text, with the spec’s fields', async () => {
      const support = uniqueEmail('inbox-support');
      const contact = uniqueEmail('inbox-contact');
      const abuse = uniqueEmail('inbox-abuse');
      await submit('support', { email: support, message: 'My TV shows no picture', agreement: 'true' }, 'fr');
      await submit('contact', {
        email: contact,
        firstname: 'Ana',
        lastname: 'Lima',
        contact_topic: 'Reselling',
        message: 'Can I resell?',
        consent: 'true',
      });
      await submit('abuse', {
        email: abuse,
        firstname: 'Rui',
        lastname: 'Costa',
        contact_topic: 'Copyright',
        message: 'A stolen stream',
        consent: 'true',
      });

      const all = await operator.get('/api/admin/submissions');
      expect(all.status).toBe(200);
      const rows = all.body as unknown as Submission[];
      expect(rows.map((row) => row.email)).toEqual([abuse, contact, support]);
      expect(all.headers.get('content-range')).toBe('submissions 0-2/3');
      expect(rows[1]).toMatchObject({
        form: 'contact',
        status: 'new',
        email: contact,
        firstname: 'Ana',
        lastname: 'Lima',
        contact_topic: 'Reselling',
        message: 'Can I resell?',
        consent: 'true',
        locale: null,
        reply_count: 0,
      });
      expect(rows[2]).toMatchObject({ form: 'support', agreement: 'true', locale: 'fr' });

      const oldestFirst = await operator.get(
        query('/api/admin/submissions', { sort: ['created_at', 'ASC'] }),
      );
      expect((oldestFirst.body as unknown as Submission[]).map((row) => row.email)).toEqual([
        support,
        contact,
        abuse,
      ]);
      const byForm = await operator.get(query('/api/admin/submissions', { filter: { form: 'abuse' } }));
      expect((byForm.body as unknown as Submission[]).map((row) => row.email)).toEqual([abuse]);
      const byName = await operator.get(query('/api/admin/submissions', { filter: { q: 'ana lim' } }));
      expect((byName.body as unknown as Submission[]).map((row) => row.email)).toEqual([contact]);
      const byMessage = await operator.get(query('/api/admin/submissions', { filter: { q: 'NO PICTURE' } }));
      expect((byMessage.body as unknown as Submission[]).map((row) => row.email)).toEqual([support]);
      const byStatus = await operator.get(
        query('/api/admin/submissions', { filter: { status: 'handled', form: 'support' } }),
      );
      expect(byStatus.body).toEqual([]);

      const one = await operator.get(`/api/admin/submissions/${rows[0]?.id}`);
      // The form service's outcome is recorded after the visitor's answer, so it may land between the two reads.
      const { forward_error: _, forwarded_at: __, ...listed } = rows[0] as Submission;
      expect(one.body).toMatchObject({ ...listed, replies: [] });
      expect((await operator.get('/api/admin/submissions/not-an-id')).status).toBe(404);
      expect(
        (await operator.get(query('/api/admin/submissions', { filter: { form: 'other' } }))).status,
      ).toBe(400);
    });

    it('marks a message handled and reopens it, each with its audit entry', async () => {
      const email = uniqueEmail('inbox-handle');
      await submit('support', { email, message: 'Help', agreement: 'true' });
      const found = await findByEmail(email);
      const handled = await operator.request('PUT', `/api/admin/submissions/${found.id}`, {
        status: 'handled',
      });
      expect(handled.status).toBe(200);
      expect(handled.body).toMatchObject({ id: found.id, status: 'handled' });
      const listed = await operator.get(
        query('/api/admin/submissions', { filter: { status: 'handled', form: 'support' } }),
      );
      expect((listed.body as unknown as Submission[]).map((row) => row.id)).toEqual([found.id]);
      const reopened = await operator.request('PUT', `/api/admin/submissions/${found.id}`, { status: 'new' });
      expect(reopened.body).toMatchObject({ status: 'new' });

      const refused = await operator.request('PUT', `/api/admin/submissions/${found.id}`, {
        status: 'approved',
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'status_not_allowed' });
      expect(
        (await operator.request('PUT', `/api/admin/submissions/${found.id}`, { status: 'x' })).status,
      ).toBe(400);

      const entries = await auditOf(found.id);
      expect(entries.map((entry) => entry.action)).toEqual(['submission.handle', 'submission.reopen']);
      expect(entries[0]).toMatchObject({
        entity: 'submission',
        before: { form: 'support', status: 'new' },
        after: { form: 'support', status: 'handled' },
      });
    });

    it('replies by e-mail in the language of the visitor’s page, keeps the reply and marks the message handled', async () => {
      const email = uniqueEmail('inbox-reply');
      await submit(
        'contact',
        {
          email,
          firstname: 'Léa',
          lastname: 'Martin',
          contact_topic: 'Devices',
          message: 'Which TVs?',
          consent: 'true',
        },
        'fr',
      );
      const found = await findByEmail(email);
      const sent = await operator.post(`/api/admin/submissions/${found.id}/replies`, {
        message: 'Bonjour,\n\nToutes les Smart TV {{brand}} récentes.',
      });
      expect(sent.status).toBe(201);
      const record = sent.body as unknown as SubmissionWithReplies;
      expect(record).toMatchObject({ id: found.id, status: 'handled', reply_count: 1 });
      expect(record.replies).toEqual([
        {
          id: expect.any(String),
          author_id: expect.any(String),
          author_email: 'operator@velaplayer.example',
          body: 'Bonjour,\n\nToutes les Smart TV {{brand}} récentes.',
          created_at: expect.any(String),
          sent_at: expect.any(String),
          delivery_error: null,
        },
      ]);
      expect((await operator.get(`/api/admin/submissions/${found.id}`)).body).toEqual(record);

      const message = await smtp.messageTo(email, 'Toutes les Smart TV');
      expect(message).toBeDefined();
      const raw = decodeQuotedPrintable(message?.raw ?? '');
      expect(raw).toMatch(/^From: Vela Player <support@velaplayer\.example>/m);
      expect(raw).toContain('<html lang="fr" dir="ltr">');
      expect(raw).toContain('Bonjour Léa Martin,');
      expect(raw).toContain('Merci de nous avoir écrit.');
      // The operator's text is the operator's: nothing in it is taken for a placeholder.
      expect(raw).toContain('Toutes les Smart TV {{brand}} récentes.');

      const [entry] = await auditOf(found.id);
      expect(entry).toMatchObject({
        action: 'submission.reply',
        entity: 'submission',
        before: { status: 'new' },
        after: { status: 'handled', to: email, delivered: true, delivery_error: null },
      });

      expect(
        (await operator.post(`/api/admin/submissions/${found.id}/replies`, { message: '  ' })).status,
      ).toBe(400);
      expect((await auditOf(found.id)).length).toBe(1);
    });

    it('holds comments until an operator approves them, and shows only the approved ones of that post', async () => {
      await submit('comment', { post_id: '3', name: 'Mia', message: 'Approved on post 3' });
      await submit('comment', { post_id: '3', message: 'Rejected on post 3' });
      await submit('comment', { post_id: '4', message: 'Approved on post 4' });
      expect(await commentsOf('3')).toEqual([]);
      const beforeApproval = (await fetch(`${server.url}/api/blog/3/comments`)).headers.get('etag');

      const pending = await operator.get(
        query('/api/admin/submissions', { filter: { form: 'comment', status: 'pending_moderation' } }),
      );
      const comments = pending.body as unknown as Submission[];
      expect(comments.map((row) => [row.post_id, row.message])).toEqual([
        ['4', 'Approved on post 4'],
        ['3', 'Rejected on post 3'],
        ['3', 'Approved on post 3'],
      ]);
      const [onFour, rejected, approved] = comments;
      for (const [row, status] of [
        [approved, 'approved'],
        [rejected, 'rejected'],
        [onFour, 'approved'],
      ] as const) {
        const changed = await operator.request('PUT', `/api/admin/submissions/${row?.id}`, { status });
        expect(changed.body).toMatchObject({ status });
      }

      const shown = await commentsOf('3');
      // A browser holding the list from before the approval gets the new one at its next load.
      const stale = await fetch(`${server.url}/api/blog/3/comments`, {
        headers: { 'if-none-match': beforeApproval ?? '' },
      });
      expect(stale.status).toBe(200);
      expect(shown).toEqual([
        {
          id: approved?.id,
          post_id: '3',
          name: 'Mia',
          message: 'Approved on post 3',
          created_at: approved?.created_at,
        },
      ]);
      expect((await commentsOf('4')).map((comment) => comment.name)).toEqual([null]);
      expect(await commentsOf('1')).toEqual([]);
      expect((await fetch(`${server.url}/api/blog/7/comments`)).status).toBe(404);

      expect((await auditOf(approved?.id ?? '')).map((entry) => [entry.action, entry.entity])).toEqual([
        ['comment.approve', 'comment'],
      ]);
      expect((await auditOf(rejected?.id ?? '')).map((entry) => entry.action)).toEqual(['comment.reject']);

      const handled = await operator.request('PUT', `/api/admin/submissions/${approved?.id}`, {
        status: 'handled',
      });
      expect(handled.status).toBe(409);
      const reply = await operator.post(`/api/admin/submissions/${approved?.id}/replies`, { message: 'Hi' });
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ code: 'no_address' });
    });

    it('approves or rejects several comments in one request, all or none, each audited, for operators only', async () => {
      await submit('comment', { post_id: '5', name: 'Bulk one', message: 'Bulk approved one' });
      await submit('comment', { post_id: '5', message: 'Bulk approved two' });
      await submit('comment', { post_id: '6', message: 'Bulk rejected' });
      const support = uniqueEmail('bulk-support');
      await submit('support', { email: support, message: 'Not a comment', agreement: 'true' });
      const listed = await operator.get(
        query('/api/admin/submissions', { filter: { form: 'comment', q: 'Bulk ' }, range: [0, 9] }),
      );
      const rows = listed.body as unknown as Submission[];
      const idOf = (message: string) => {
        const row = rows.find((candidate) => candidate.message === message);
        if (!row) throw new Error(`no comment ${message}`);
        return row.id;
      };
      const [one, two, rejected] = [
        idOf('Bulk approved one'),
        idOf('Bulk approved two'),
        idOf('Bulk rejected'),
      ];
      const form = await findByEmail(support);

      // Only operators moderate; the others are refused before anything changes.
      for (const someone of [customer, reseller]) {
        const refused = await someone.post('/api/admin/submissions/moderate', {
          ids: [one],
          status: 'approved',
        });
        expect(refused.status).toBe(403);
      }
      // A form's id among them changes nothing at all.
      const mixed = await operator.post('/api/admin/submissions/moderate', {
        ids: [one, form.id],
        status: 'approved',
      });
      expect(mixed.status).toBe(404);
      expect(mixed.body).toMatchObject({ code: 'not_found' });
      expect(await commentsOf('5')).toEqual([]);
      // Bad input is a translated 400 with the field's code.
      for (const [body, code] of [
        [{ ids: [], status: 'approved' }, 'required'],
        [{ ids: [one, one], status: 'approved' }, 'unique'],
        [{ ids: ['not-an-id'], status: 'approved' }, 'invalid_type'],
        [{ ids: [one], status: 'handled' }, 'one_of'],
      ] as const) {
        const refused = await operator.post('/api/admin/submissions/moderate', body);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ code });
        expect(typeof (refused.body as { error?: unknown }).error).toBe('string');
      }

      const approvedNow = await operator.post('/api/admin/submissions/moderate', {
        ids: [one, two],
        status: 'approved',
      });
      expect(approvedNow.status).toBe(200);
      expect((approvedNow.body as unknown as Submission[]).map((row) => [row.message, row.status])).toEqual([
        ['Bulk approved two', 'approved'],
        ['Bulk approved one', 'approved'],
      ]);
      const rejectedNow = await operator.post('/api/admin/submissions/moderate', {
        ids: [rejected, one],
        status: 'rejected',
      });
      expect(rejectedNow.status).toBe(200);
      expect((await commentsOf('5')).map((comment) => comment.message)).toEqual(['Bulk approved two']);
      expect(await commentsOf('6')).toEqual([]);
      expect((await auditOf(one)).map((entry) => [entry.action, entry.entity, entry.after])).toEqual([
        ['comment.approve', 'comment', { form: 'comment', status: 'approved' }],
        ['comment.reject', 'comment', { form: 'comment', status: 'rejected' }],
      ]);
      expect((await auditOf(two)).map((entry) => entry.action)).toEqual(['comment.approve']);
      expect((await auditOf(rejected)).map((entry) => entry.action)).toEqual(['comment.reject']);
      expect(await auditOf(form.id)).toEqual([]);
      // Setting a status a comment already has writes nothing again.
      const again = await operator.post('/api/admin/submissions/moderate', {
        ids: [two],
        status: 'approved',
      });
      expect(again.status).toBe(200);
      expect((await auditOf(two)).map((entry) => entry.action)).toEqual(['comment.approve']);
    });

    it('refuses a comment without a known post', async () => {
      for (const post_id of ['', '0', '7', 'abc']) {
        const answer = await postJson(server.url, '/api/forms/comment', fields({ post_id, message: 'Hi' }));
        expect(answer.status).toBe(400);
      }
      const missing = await postJson(server.url, '/api/forms/comment', fields({ message: 'Hi' }));
      expect(missing.status).toBe(400);
    });

    it('lists, exports and deletes newsletter sign-ups, the deletion audited', async () => {
      const first = uniqueEmail('inbox-news');
      const second = uniqueEmail('inbox-news');
      for (const email of [first, second]) {
        expect(
          (await postJson(server.url, '/api/newsletter', { email }, { 'accept-language': 'de-DE,de' }))
            .status,
        ).toBe(200);
      }
      const greek = uniqueEmail('inbox-news');
      expect((await postJson(server.url, '/api/newsletter?lang=el', { email: greek })).status).toBe(200);
      const fromGreekPage = await operator.get(query('/api/admin/newsletter', { filter: { q: greek } }));
      const [greekSignup] = fromGreekPage.body as unknown as NewsletterSignup[];
      expect(greekSignup).toMatchObject({ email: greek, locale: 'el' });
      await operator.request('DELETE', `/api/admin/newsletter/${greekSignup?.id}`);

      const listed = await operator.get('/api/admin/newsletter');
      expect(listed.status).toBe(200);
      const rows = listed.body as unknown as NewsletterSignup[];
      expect(rows.map((row) => row.email)).toEqual([second, first]);
      expect(rows[0]).toMatchObject({ locale: 'de-DE', created_at: expect.any(String) });
      expect(listed.headers.get('content-range')).toBe('newsletter 0-1/2');

      const searched = await operator.get(query('/api/admin/newsletter', { filter: { q: first } }));
      expect((searched.body as unknown as NewsletterSignup[]).map((row) => row.email)).toEqual([first]);
      // The dashboard's export reads the list as react-admin does: up to 1,000 rows in one page.
      const exported = await operator.get(query('/api/admin/newsletter', { range: [0, 999] }));
      expect((exported.body as unknown as NewsletterSignup[]).length).toBe(2);

      const target = rows[1] as NewsletterSignup;
      const removed = await operator.request('DELETE', `/api/admin/newsletter/${target.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual(target);
      expect((await operator.request('DELETE', `/api/admin/newsletter/${target.id}`)).status).toBe(404);
      expect(
        ((await operator.get('/api/admin/newsletter')).body as unknown as NewsletterSignup[]).map(
          (row) => row.email,
        ),
      ).toEqual([second]);
      expect(await auditOf(target.id)).toMatchObject([
        { action: 'newsletter.delete', entity: 'newsletter_signup', before: { email: first } },
      ]);
    });

    it('refuses customers and resellers, and changes nothing for them', async () => {
      const email = uniqueEmail('inbox-refused');
      await submit('support', { email, message: 'Help', agreement: 'true' });
      const found = await findByEmail(email);
      const signup = ((await operator.get('/api/admin/newsletter')).body as unknown as NewsletterSignup[])[0];
      for (const browser of [customer, reseller]) {
        const calls = [
          browser.get('/api/admin/submissions'),
          browser.get(`/api/admin/submissions/${found.id}`),
          browser.request('PUT', `/api/admin/submissions/${found.id}`, { status: 'handled' }),
          browser.post(`/api/admin/submissions/${found.id}/replies`, { message: 'Hi' }),
          browser.get('/api/admin/newsletter'),
          browser.request('DELETE', `/api/admin/newsletter/${signup?.id}`),
        ];
        for (const answer of await Promise.all(calls)) {
          expect(answer.status).toBe(403);
          expect(answer.body).toMatchObject({ code: 'not_authorized' });
        }
      }
      expect((await findByEmail(email)).status).toBe('new');
      expect(await auditOf(found.id)).toEqual([]);
      expect(await auditOf(signup?.id ?? '')).toEqual([]);
    });

    it('keeps a reply the mailer could not deliver, with its error, and leaves the message to be done', async () => {
      const email = uniqueEmail('inbox-undelivered');
      await submit('support', { email, message: 'Anyone there?', agreement: 'true' });
      const found = await findByEmail(email);
      await smtp.close();
      const answer = await operator.post(`/api/admin/submissions/${found.id}/replies`, {
        message: 'Yes, here.',
      });
      expect(answer.status).toBe(201);
      const record = answer.body as unknown as SubmissionWithReplies;
      expect(record.status).toBe('new');
      expect(record.replies).toHaveLength(1);
      expect(record.replies[0]).toMatchObject({ body: 'Yes, here.', sent_at: null });
      expect(record.replies[0]?.delivery_error).toEqual(expect.any(String));
      expect(record.replies[0]?.delivery_error).not.toBe('');
      expect(await auditOf(found.id)).toMatchObject([
        { action: 'submission.reply', after: { delivered: false, status: 'new' } },
      ]);
    });
  });
}
