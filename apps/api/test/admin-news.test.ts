import type { AdminNewsArticle, NewsArticle, NewsImageUploaded } from '@vela/api-client';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema.ts';
import { accountEnv, type Browser, signedInBrowser, signedInDemo, uniqueEmail } from './accounts.ts';
import { engines, sharedTestServer, type TestServer } from './harness.ts';

const list = (query: Record<string, unknown> = {}) =>
  `/api/admin/news?${new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]),
  )}`;

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let slugCounter = 0;
function article(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    slug: `spring-release-${slugCounter}`,
    title: 'Spring release',
    description: ['A new version is out.', 'It plays faster.'],
    author: 'Vela Player Team',
    imgSrc: '/images/news/offer.svg',
    ...overrides,
  };
}

/** Sends a file the way the dashboard's image field does: the bytes as the body, with their type. */
async function upload(browser: Browser, bytes: Uint8Array, contentType: string) {
  const response = await fetch(`${browser.baseUrl}/api/admin/news/images`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      origin: browser.origin ?? '',
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

for (const engine of engines) {
  describe(`news for operators on ${engine.name}`, () => {
    let server: TestServer;
    let operator: Browser;
    let customer: Browser;
    let reseller: Browser;

    const publicNews = async () =>
      (await (await fetch(`${server.url}/api/getAllNews`)).json()) as NewsArticle[];
    const pageStatus = async (path: string) => (await fetch(`${server.url}${path}`)).status;
    const auditOf = (entityId: string) =>
      server.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, entityId))
        .orderBy(asc(auditLog.createdAt));

    async function create(values: Record<string, unknown>) {
      const created = await operator.post('/api/admin/news', values);
      expect(created.status).toBe(201);
      return created.body as unknown as AdminNewsArticle;
    }

    const put = (record: Record<string, unknown>) =>
      operator.request('PUT', `/api/admin/news/${String(record.id)}`, record);

    beforeAll(async () => {
      server = await sharedTestServer(engine, accountEnv);
      operator = await signedInDemo(server.url, 'operator');
      customer = await signedInDemo(server.url, 'customer');
      reseller = await signedInDemo(server.url, 'reseller');
    });
    afterAll(() => server?.stop());

    it('keeps a new article as a draft that neither the news list nor the site shows', async () => {
      const values = article({ title_it: 'Novità di primavera', description_it: ['È uscita.'] });
      const draft = await create(values);
      expect(draft).toMatchObject({
        ...values,
        published: false,
        date: null,
        linkHref: `/news/${values.slug}`,
      });
      expect(draft.title_es).toBeUndefined();

      expect((await publicNews()).map((item) => item.slug)).not.toContain(values.slug);
      expect(await pageStatus(`/news/${values.slug}`)).toBe(404);

      const listed = await operator.get(list({ filter: { q: values.slug } }));
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([draft]);
      expect(listed.headers.get('content-range')).toBe('news 0-0/1');
      expect((await operator.get(`/api/admin/news/${draft.id}`)).body).toEqual(draft);
    });

    it('publishes and takes down an article at once, on the news list and on its page in any language', async () => {
      const values = article({
        title_it: 'Novità di primavera',
        description_it: ['È uscita una nuova versione.'],
        title_ar: 'إصدار الربيع',
      });
      const draft = await create(values);
      const before = await fetch(`${server.url}/api/getAllNews`);
      const etag = before.headers.get('etag') ?? '';
      expect(before.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

      const published = await put({ ...draft, published: true });
      expect(published.status).toBe(200);
      const record = published.body as unknown as AdminNewsArticle;
      expect(record.published).toBe(true);
      expect(record.date).not.toBeNull();

      // The browser's copy is stale at once: asked again with its ETag, it gets the new list.
      const changed = await fetch(`${server.url}/api/getAllNews`, { headers: { 'if-none-match': etag } });
      expect(changed.status).toBe(200);
      const [newest] = (await changed.json()) as NewsArticle[];
      expect(newest).toEqual({
        _id: draft.id,
        slug: values.slug,
        title: 'Spring release',
        description: ['A new version is out.', 'It plays faster.'],
        author: 'Vela Player Team',
        date: record.date,
        linkHref: `/news/${values.slug}`,
        imgSrc: '/images/news/offer.svg',
        title_it: 'Novità di primavera',
        description_it: ['È uscita una nuova versione.'],
        title_ar: 'إصدار الربيع',
      });
      expect(await pageStatus(`/news/${values.slug}`)).toBe(200);
      expect(await pageStatus(`/ar/news/${values.slug}`)).toBe(200);

      const unpublished = await put({ ...record, published: false });
      expect(unpublished.body).toMatchObject({ published: false, date: record.date });
      expect((await publicNews()).map((item) => item.slug)).not.toContain(values.slug);
      expect(await pageStatus(`/news/${values.slug}`)).toBe(404);
      expect(await pageStatus(`/ar/news/${values.slug}`)).toBe(404);

      // Published again, it keeps the date of its first publication.
      const again = await put({ ...record, published: true });
      expect(again.body).toMatchObject({ published: true, date: record.date });
      expect((await publicNews()).map((item) => item.slug)).toContain(values.slug);
    });

    it('edits a seeded article from the record it reads, and deletes an article', async () => {
      const [seeded] = (await operator.get(list({ filter: { q: 'privacy-mode-launch' } })))
        .body as unknown as AdminNewsArticle[];
      expect(seeded).toMatchObject({ slug: 'privacy-mode-launch', published: true });
      expect(seeded?.title_it).toEqual(expect.any(String));
      const edited = await put({ ...seeded, title: 'Privacy Mode is here', title_de: '' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ title: 'Privacy Mode is here', date: seeded?.date });
      expect(edited.body).not.toHaveProperty('title_de');
      const onSite = (await publicNews()).find((item) => item.slug === 'privacy-mode-launch');
      expect(onSite).toMatchObject({ title: 'Privacy Mode is here', title_it: seeded?.title_it });
      expect(onSite).not.toHaveProperty('title_de');

      const doomed = await create(article({ published: true }));
      expect(await pageStatus(`/news/${doomed.slug}`)).toBe(200);
      const removed = await operator.request('DELETE', `/api/admin/news/${doomed.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ id: doomed.id, slug: doomed.slug });
      expect((await operator.get(`/api/admin/news/${doomed.id}`)).status).toBe(404);
      expect((await operator.request('DELETE', `/api/admin/news/${doomed.id}`)).status).toBe(404);
      expect(await pageStatus(`/news/${doomed.slug}`)).toBe(404);
      expect((await publicNews()).map((item) => item.slug)).not.toContain(doomed.slug);
    });

    it('keeps slugs unique', async () => {
      const first = await create(article());
      const second = await create(article());
      const taken = await operator.post('/api/admin/news', article({ slug: first.slug }));
      expect(taken).toMatchObject({ status: 409, body: { code: 'slug_taken' } });
      const seededSlug = await operator.post('/api/admin/news', article({ slug: 'fire-tv-app-0-38' }));
      expect(seededSlug).toMatchObject({ status: 409, body: { code: 'slug_taken' } });
      const renamed = await put({ ...second, slug: first.slug });
      expect(renamed).toMatchObject({ status: 409, body: { code: 'slug_taken' } });
      expect((await operator.get(`/api/admin/news/${second.id}`)).body).toMatchObject({ slug: second.slug });
    });

    it('filters, sorts and pages in the query, drafts first when newest first', async () => {
      const tag = `sorting-${engine.name}`;
      const draft = await create(article({ slug: `${tag}-c`, title: `${tag} Cherry` }));
      const apple = await create(article({ slug: `${tag}-a`, title: `${tag} Apple`, published: true }));
      const banana = await create(article({ slug: `${tag}-b`, title: `${tag} Banana`, published: true }));
      const byDate = await operator.get(list({ filter: { q: tag }, sort: ['date', 'DESC'] }));
      expect((byDate.body as unknown as AdminNewsArticle[]).map((row) => row.id)).toEqual([
        draft.id,
        banana.id,
        apple.id,
      ]);
      const byTitle = await operator.get(list({ filter: { q: tag }, sort: ['title', 'ASC'], range: [1, 2] }));
      expect((byTitle.body as unknown as AdminNewsArticle[]).map((row) => row.id)).toEqual([
        banana.id,
        draft.id,
      ]);
      expect(byTitle.headers.get('content-range')).toBe('news 1-2/3');
      const drafts = await operator.get(list({ filter: { q: tag, published: false } }));
      expect((drafts.body as unknown as AdminNewsArticle[]).map((row) => row.id)).toEqual([draft.id]);
      const byIds = await operator.get(list({ filter: { id: [apple.id, 'not-a-uuid'] } }));
      expect((byIds.body as unknown as AdminNewsArticle[]).map((row) => row.id)).toEqual([apple.id]);
    });

    it('refuses what breaks the input rules with 400 and a translatable code, never 500', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...article(), slug: undefined }, 'required'],
        [article({ slug: 'Not A Slug' }), 'pattern'],
        [article({ slug: 'x'.repeat(101) }), 'max_length'],
        [article({ title: '  ' }), 'required'],
        [article({ title: 'Bell\u0007' }), 'invalid_characters'],
        [article({ description: [] }), 'required'],
        [article({ description: 'one paragraph' }), 'invalid_type'],
        [article({ description: ['ok', '\ud800'] }), 'invalid_characters'],
        [article({ imgSrc: 'https://elsewhere.example/a.png' }), 'pattern'],
        [article({ imgSrc: '/images/../../etc/passwd' }), 'pattern'],
        [article({ published: 'yes' }), 'invalid_type'],
        [article({ title_it: 42 }), 'invalid_type'],
        [article({ description_ar: ['\u0000'] }), 'invalid_characters'],
      ];
      for (const [body, code] of cases) {
        const refused = await operator.post('/api/admin/news', body);
        expect(refused, JSON.stringify(body)).toMatchObject({ status: 400, body: { code } });
      }
      const stored = await create(article());
      const badPut = await put({ ...stored, slug: '' });
      expect(badPut).toMatchObject({ status: 400, body: { code: 'required' } });
      expect((await operator.post('/api/admin/news', [])).status).toBe(400);
      const malformed = await fetch(`${server.url}/api/admin/news`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: operator.origin ?? '',
          cookie: [...operator.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        body: '{"slug":',
      });
      expect(malformed.status).toBe(400);

      for (const filter of [{ q: '\u0000' }, { published: 'maybe' }, { owner: 'x' }]) {
        expect((await operator.get(list({ filter }))).status).toBe(400);
      }
      expect((await operator.get(list({ sort: ['translations', 'ASC'] }))).status).toBe(400);
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '%E0%A4%A']) {
        expect((await operator.get(`/api/admin/news/${id}`)).status).toBe(404);
        expect((await operator.request('PUT', `/api/admin/news/${id}`, article())).status).toBe(404);
        expect((await operator.request('DELETE', `/api/admin/news/${id}`)).status).toBe(404);
      }
    });

    it('stores an uploaded image once under the hash of its bytes and serves it for a year', async () => {
      const uploaded = await upload(operator, png, 'image/png');
      expect(uploaded.status).toBe(201);
      const image = uploaded.body as unknown as NewsImageUploaded;
      expect(image).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{64}$/),
        url: `/api/news/images/${image.id}`,
        contentType: 'image/png',
        size: png.byteLength,
      });
      const served = await fetch(`${server.url}${image.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

      const again = await upload(operator, png, 'image/png');
      expect(again).toMatchObject({ status: 201, body: { id: image.id } });

      const withImage = await create(article({ imgSrc: image.url, published: true }));
      expect((await publicNews()).find((item) => item._id === withImage.id)?.imgSrc).toBe(image.url);

      expect((await fetch(`${server.url}/api/news/images/${'0'.repeat(64)}`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/news/images/not-a-hash`)).status).toBe(404);

      const entries = await auditOf(image.id);
      expect(entries.map((entry) => entry.action)).toEqual(['news.image_upload', 'news.image_upload']);
      expect(entries[0]?.after).toMatchObject({ contentType: 'image/png', already_stored: false });
      expect(entries[1]?.after).toMatchObject({ already_stored: true });
    });

    it('refuses a file that is not an image of an accepted type, or too large', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expect(await upload(operator, svg, 'image/svg+xml')).toMatchObject({
        status: 415,
        body: { code: 'image_type' },
      });
      // The declared type must be what the bytes are.
      expect(await upload(operator, svg, 'image/png')).toMatchObject({
        status: 415,
        body: { code: 'image_type' },
      });
      expect(await upload(operator, png, 'image/jpeg')).toMatchObject({
        status: 415,
        body: { code: 'image_type' },
      });
      expect(await upload(operator, png, 'text/plain')).toMatchObject({ status: 415 });
      expect(await upload(operator, new Uint8Array(), 'image/png')).toMatchObject({
        status: 400,
        body: { code: 'required' },
      });
      const huge = new Uint8Array(1024 * 1024 + 1);
      huge.set(png);
      expect(await upload(operator, huge, 'image/png')).toMatchObject({
        status: 413,
        body: { code: 'payload_too_large' },
      });
    });

    it('records every write in the audit log, with who did it and the record before and after', async () => {
      const draft = await create(article());
      const published = (await put({ ...draft, published: true })).body as unknown as AdminNewsArticle;
      const retitled = (await put({ ...published, title: 'Renamed' })).body as unknown as AdminNewsArticle;
      await put({ ...retitled, published: false });
      await operator.request('DELETE', `/api/admin/news/${draft.id}`);

      const entries = await auditOf(draft.id);
      expect(entries.map((entry) => entry.action)).toEqual([
        'news.create',
        'news.publish',
        'news.update',
        'news.unpublish',
        'news.delete',
      ]);
      const me = (await operator.get('/api/admin/me')).body as unknown as { id: string };
      expect(new Set(entries.map((entry) => entry.actorId))).toEqual(new Set([me.id]));
      expect(entries.every((entry) => entry.entity === 'news')).toBe(true);
      expect(entries[0]).toMatchObject({ before: null, after: { slug: draft.slug, published: false } });
      expect(entries[1]).toMatchObject({ before: { published: false }, after: { published: true } });
      expect(entries[2]).toMatchObject({ before: { title: 'Spring release' }, after: { title: 'Renamed' } });
      expect(entries[4]).toMatchObject({ before: { id: draft.id }, after: null });
    });

    it('refuses customers and resellers on every route, and changes nothing', async () => {
      const kept = await create(article());
      const path = `/api/admin/news/${kept.id}`;
      for (const browser of [customer, reseller]) {
        const answers = [
          await browser.get(list()),
          await browser.get(path),
          await browser.post('/api/admin/news', article()),
          await browser.request('PUT', path, { ...kept, title: 'Taken over' }),
          await browser.request('DELETE', path),
          await upload(browser, png, 'image/png'),
        ];
        for (const answer of answers) {
          expect(answer.status).toBe(403);
          expect(answer.body).toMatchObject({ code: 'not_authorized' });
        }
      }
      expect((await operator.get(path)).body).toEqual(kept);
      expect((await auditOf(kept.id)).map((entry) => entry.action)).toEqual(['news.create']);
    });

    it('asks for a session first, and an operator for two-factor authentication', async () => {
      const anonymous = await fetch(`${server.url}${list()}`);
      expect(anonymous.status).toBe(401);

      const { browser, email } = await signedInBrowser(server.url, uniqueEmail('new-operator'));
      await server.database.db.update(users).set({ role: 'operator' }).where(eq(users.email, email));
      for (const answer of [
        await browser.get(list()),
        await browser.post('/api/admin/news', article()),
        await upload(browser, png, 'image/png'),
      ]) {
        expect(answer).toMatchObject({ status: 403, body: { code: 'two_factor_required' } });
      }
    });

    it('describes its routes and the fields of an article in the OpenAPI document', async () => {
      const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
      };
      expect(Object.keys(document.paths['/admin/news'] ?? {})).toEqual(['get', 'post']);
      expect(Object.keys(document.paths['/admin/news/{id}'] ?? {})).toEqual(['get', 'put', 'delete']);
      expect(Object.keys(document.paths['/admin/news/images'] ?? {})).toEqual(['post']);
      expect(Object.keys(document.paths['/news/images/{id}'] ?? {})).toEqual(['get']);
      expect(document.components.schemas.AdminNewsArticle?.properties).toHaveProperty('description_ar');
    });
  });
}
