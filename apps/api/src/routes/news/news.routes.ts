import { createRoute, z } from '@hono/zod-openapi';
import { cachedJsonResponses, errorResponses, ifNoneMatchHeaders } from '../../http/openapi-schemas.ts';

const localized = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const articleSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.array(z.string()).describe('Paragraphs; a list shows them joined with a space'),
    author: z.string(),
    date: z.string().describe('ISO 8601'),
    linkHref: z.string().describe('/news/{slug}'),
    imgSrc: z.string(),
  })
  .catchall(localized.valueType)
  .describe('Also `title_{lang}` and `description_{lang}` for each translated language')
  .openapi('NewsArticle');

const getAllNewsResponses = {
  200: { description: 'The articles', content: { 'application/json': { schema: z.array(articleSchema) } } },
  ...errorResponses(429),
};

/** The spec's read, as a POST; the same list as {@link getAllNewsCachedRoute}. */
export const getAllNewsRoute = createRoute({
  method: 'post',
  path: '/getAllNews',
  operationId: 'listNewsByPost',
  security: [],
  tags: ['Public'],
  summary: 'Every published news article, newest first',
  responses: getAllNewsResponses,
});

/** The same list for GET, which browsers and caches may keep: an ETag, and 304 while it is unchanged. */
export const getAllNewsCachedRoute = createRoute({
  method: 'get',
  path: '/getAllNews',
  operationId: 'listNews',
  security: [],
  tags: ['Public'],
  summary: 'Every published news article, newest first (cacheable)',
  description: 'Carries an ETag; answers 304 without a body to `If-None-Match` with the current one.',
  request: { headers: ifNoneMatchHeaders },
  responses: { ...cachedJsonResponses('The articles', z.array(articleSchema)), ...errorResponses(429) },
});

export const newsImageRoute = createRoute({
  method: 'get',
  path: '/news/images/{id}',
  operationId: 'getNewsImage',
  security: [],
  tags: ['Public'],
  summary: 'An image uploaded for a news article (its `imgSrc`)',
  description: 'The id is the SHA-256 of the bytes, so the answer never changes: cached for a year.',
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'SHA-256 of the image, hex' }),
    }),
  },
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
        'image/gif': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(404, 429),
  },
});
