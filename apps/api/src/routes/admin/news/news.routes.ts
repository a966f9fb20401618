import { createRoute, z } from '@hono/zod-openapi';
import { allowedCharacters, newsImageMaxBytes, newsImageTypes, newsRecordSchema } from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import {
  errorResponses,
  errorSchema,
  idListFilter,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../../http/openapi-schemas.ts';
import { newsSortFields, newsTranslationLocales } from '../../../store/news.ts';

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

export const filterSchema = z
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

export const listRoute = createRoute({
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

export const getRoute = createRoute({
  method: 'get',
  path: '/admin/news/{id}',
  operationId: 'getNewsArticle',
  security: [{ session: [] }],
  tags,
  summary: 'One article (operators)',
  request: { params: idParams },
  responses: { 200: json('The article', articleSchema), ...errorResponses(401, 403, 404) },
});

export const createNewsRoute = createRoute({
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

export const updateRoute = createRoute({
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

export const deleteRoute = createRoute({
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

export const uploadRoute = createRoute({
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
