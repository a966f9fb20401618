import { createRoute, z } from '@hono/zod-openapi';

const localized = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export const articleSchema = z
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

export const getAllNewsRoute = createRoute({
  method: 'post',
  path: '/getAllNews',
  tags: ['Public'],
  summary: 'Every published news article, newest first',
  responses: {
    200: { description: 'The articles', content: { 'application/json': { schema: z.array(articleSchema) } } },
  },
});
