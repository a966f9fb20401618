import { createRoute, z } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import newsAdminTexts from '@vela/locales/en/news-admin.json';
import {
  allowedCharacters,
  isNewsImageType,
  newsImageMaxBytes,
  newsImageTypes,
  newsRecordSchema,
  sniffNewsImageType,
} from '@vela/validation';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import {
  errorResponses,
  errorSchema,
  idListFilter,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import {
  createNews,
  deleteNews,
  getNews,
  listNews,
  type NewsFilter,
  newsSortFields,
  newsTranslationLocales,
  storeNewsImage,
  updateNews,
} from '../../store/news.ts';

const tags = ['Dashboard: news'];

/** `title_{lang}` and `description_{lang}` of every language but English, as the OpenAPI document lists them. */
const translationFields = Object.fromEntries(
  newsTranslationLocales.flatMap((locale) => [
    [`title_${locale}`, z.string().optional()],
    [`description_${locale}`, z.array(z.string()).optional().describe('Paragraphs')],
  ]),
) as Record<string, z.ZodOptional<z.ZodString> | z.ZodOptional<z.ZodArray<z.ZodString>>>;

const articleSchema = z
  .object({
    id: z.string().uuid(),
    slug: z.string(),
    title: z.string(),
    description: z.array(z.string()).describe('Paragraphs'),
    author: z.string(),
    imgSrc: z.string().describe('A path of this server'),
    published: z.boolean(),
    date: z.string().nullable().describe('ISO 8601: when it was first published; null for a draft'),
    created_at: z.string(),
    updated_at: z.string(),
    linkHref: z.string().describe('/news/{slug}'),
    ...translationFields,
  })
  .openapi('AdminNewsArticle');

const recordSchema = newsRecordSchema(newsTranslationLocales);

/** The article's rules themselves, shared with the dashboard's form, so the router's hook answers their codes. */
const recordBody = (description: string) => ({
  ...jsonBody(recordSchema),
  description: `${description}. A translation (\`title_{lang}\`, \`description_{lang}\`) left out or empty: the site shows the base fields.`,
});

const filterSchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(200)
      .refine(...allowedCharacters())
      .optional(),
    published: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
      .optional(),
    id: idListFilter(),
  })
  .strict();

const idParams = idPathParams('The article id (a UUID)');

const listRoute = createRoute({
  method: 'get',
  path: '/admin/news',
  operationId: 'listNewsArticles',
  security: [{ session: [] }],
  tags,
  summary: 'Every article, drafts included, one page (operators)',
  description:
    'ra-data-simple-rest conventions. Filters: `q` (part of the title or slug), `published`, `id` (a list). Sorted by `date` newest first unless asked otherwise; drafts, which have no date, come first.',
  request: { query: listQuerySchema(newsSortFields, { field: 'date', order: 'desc' }, filterSchema) },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(articleSchema)),
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/news/{id}',
  operationId: 'getNewsArticle',
  security: [{ session: [] }],
  tags,
  summary: 'One article (operators)',
  request: { params: idParams },
  responses: { 200: json('The article', articleSchema), ...errorResponses(401, 403, 404) },
});

const createNewsRoute = createRoute({
  method: 'post',
  path: '/admin/news',
  operationId: 'createNewsArticle',
  security: [{ session: [] }],
  tags,
  summary: 'Writes an article, as a draft or published at once (operators)',
  description: 'A slug another article has answers 409 `slug_taken`.',
  request: { body: recordBody('The article') },
  responses: { 201: json('Stored', articleSchema), ...errorResponses(400, 401, 403, 409) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/news/{id}',
  operationId: 'updateNewsArticle',
  security: [{ session: [] }],
  tags,
  summary: 'Replaces an article with the whole record; `published` publishes or takes it down (operators)',
  description:
    'The site and `/api/getAllNews` show the change at once. The first publication dates the article; taking it down and publishing it again keeps that date.',
  request: { params: idParams, body: recordBody('The whole article') },
  responses: { 200: json('Replaced', articleSchema), ...errorResponses(400, 401, 403, 404, 409) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/news/{id}',
  operationId: 'deleteNewsArticle',
  security: [{ session: [] }],
  tags,
  summary: 'Removes an article, answering what was removed (operators)',
  request: { params: idParams },
  responses: { 200: json('Removed', articleSchema), ...errorResponses(401, 403, 404) },
});

const binaryImage = { schema: z.string().openapi({ format: 'binary' }) };

const uploadRoute = createRoute({
  method: 'post',
  path: '/admin/news/images',
  operationId: 'uploadNewsImage',
  security: [{ session: [] }],
  tags,
  summary: "Uploads an article's image: the file itself as the body (operators)",
  description: `PNG, JPEG, WebP or GIF, at most ${newsImageMaxBytes / 1024 / 1024} MB, its \`Content-Type\` matching what its bytes are (else 415 \`image_type\`). Answers the \`url\` to put in \`imgSrc\`.`,
  request: {
    body: {
      required: true,
      content: Object.fromEntries(newsImageTypes.map((type) => [type, binaryImage])),
    },
  },
  responses: {
    201: json(
      'Stored (the same file again is the same image)',
      z
        .object({ id: z.string(), url: z.string(), contentType: z.string(), size: z.number() })
        .openapi('NewsImageUploaded'),
    ),
    ...errorResponses(400, 401, 403, 413),
    415: json(
      'Not an image of an accepted type, or bytes that are not what `Content-Type` says',
      errorSchema,
    ),
  },
});

/** The English text of one of the news screens' error codes, for the `error` of an answer. */
function newsError(code: keyof typeof newsAdminTexts.errors): ErrorBody {
  return { error: newsAdminTexts.errors[code], code };
}

/** Only operators write the news (DESIGN section 5); everyone else is refused before anything is read. */
const operatorsOnly: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  if (c.get('user').role !== 'operator') return c.json(errorBody('not_authorized'), 403);
  await next();
};

function toFilter(raw: Record<string, unknown>): NewsFilter | null {
  const parsed = filterSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { q, published, id } = parsed.data;
  return {
    ...(q ? { q } : {}),
    ...(published !== undefined ? { published } : {}),
    ...(id !== undefined ? { ids: Array.isArray(id) ? id : [id] } : {}),
  };
}

/**
 * `/api/admin/news`: the operators' news, drafts included. Every write is audited in its transaction; what is
 * published reaches `/api/getAllNews` and the site's pages at once.
 */
export function newsAdminRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notFound = () => errorBody('not_found');
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/news', operatorsOnly);
  router.use('/admin/news/*', operatorsOnly);
  return router
    .openapi(listRoute, async (c) => {
      const { filter: rawFilter, ...page } = c.req.valid('query');
      const filter = toFilter(rawFilter);
      if (!filter) return c.json(errorBody('invalid_request'), 400);
      const { rows, total } = await listNews(db, page, filter);
      setContentRange(c, 'news', page.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(getRoute, async (c) => {
      const record = await getNews(db, c.req.valid('param').id);
      return record ? c.json(record, 200) : c.json(notFound(), 404);
    })
    .openapi(createNewsRoute, async (c) => {
      const result = await createNews(
        db,
        c.get('user').id,
        c.req.valid('json'),
        deps.now(),
        clientAddress(c, deps.env),
      );
      if (result.outcome === 'saved') return c.json(result.record, 201);
      return c.json(newsError('slug_taken'), 409);
    })
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param');
      const result = await updateNews(
        db,
        c.get('user').id,
        id,
        c.req.valid('json'),
        deps.now(),
        clientAddress(c, deps.env),
      );
      if (result.outcome === 'saved') return c.json(result.record, 200);
      if (result.outcome === 'slug_taken') return c.json(newsError('slug_taken'), 409);
      return c.json(notFound(), 404);
    })
    .openapi(deleteRoute, async (c) => {
      const record = await deleteNews(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        clientAddress(c, deps.env),
      );
      return record ? c.json(record, 200) : c.json(notFound(), 404);
    })
    .openapi(uploadRoute, async (c) => {
      const declared = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (!isNewsImageType(declared)) return c.json(newsError('image_type'), 415);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength === 0) return c.json(errorBody('required'), 400);
      if (bytes.byteLength > newsImageMaxBytes) return c.json(errorBody('payload_too_large'), 413);
      if (sniffNewsImageType(bytes) !== declared) return c.json(newsError('image_type'), 415);
      const image = await storeNewsImage(
        db,
        c.get('user').id,
        { bytes, contentType: declared },
        clientAddress(c, deps.env),
      );
      return c.json(image, 201);
    });
}
