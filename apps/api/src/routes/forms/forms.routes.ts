import { createRoute, z } from '@hono/zod-openapi';
import {
  blogPostIds,
  formFieldsSchema,
  newsletterFormSchema,
  submittedForms,
  submittedFormsDescription,
} from '@vela/validation';
import {
  cachedJsonResponses,
  errorResponses,
  ifNoneMatchHeaders,
  jsonBody,
} from '../../http/openapi-schemas.ts';

const okSchema = z.object({ ok: z.literal(true) }).openapi('Ok');

/** The language of the page a form is on: an operator's reply is written in it. */
const languageQuery = z.object({
  lang: z.string().max(35).optional().describe('The language of the page the form is on (`en`, `ar`, …)'),
});

export const submitFormRoute = createRoute({
  method: 'post',
  path: '/forms/{formId}',
  operationId: 'submitForm',
  security: [],
  tags: ['Public'],
  summary: 'Submits the support, contact, abuse or blog comment form',
  description:
    'Stored for operators (comments wait for moderation) and forwarded to the form service when configured.',
  request: {
    params: z.object({
      formId: z.string().openapi({ example: 'support', enum: Object.keys(submittedForms) }),
    }),
    query: languageQuery,
    body: jsonBody(formFieldsSchema.meta({ description: submittedFormsDescription() })),
  },
  responses: {
    200: { description: 'Stored', content: { 'application/json': { schema: okSchema } } },
    ...errorResponses(400, 404, 413, 429),
  },
});

const blogCommentSchema = z
  .object({
    id: z.string(),
    post_id: z.enum(blogPostIds),
    name: z.string().nullable().describe('The name the visitor signed with, if any'),
    message: z.string(),
    created_at: z.string(),
  })
  .openapi('BlogComment');

export const blogCommentsRoute = createRoute({
  method: 'get',
  path: '/blog/{id}/comments',
  operationId: 'listBlogComments',
  security: [],
  tags: ['Public'],
  summary: 'The approved comments of a blog post, oldest first',
  description:
    'Only what an operator approved, with the name and text the visitor gave and no address. Caches keep it but check again on every load (ETag, 304 when unchanged), so an approval shows at the next page load. Posts are 1 to 6; any other id is 404.',
  request: { params: z.object({ id: z.string().openapi({ example: '1' }) }), headers: ifNoneMatchHeaders },
  responses: {
    ...cachedJsonResponses('The comments', z.array(blogCommentSchema)),
    ...errorResponses(404, 429),
  },
});

export const newsletterRoute = createRoute({
  method: 'post',
  path: '/newsletter',
  operationId: 'subscribeNewsletter',
  security: [],
  tags: ['Public'],
  summary: 'Signs an e-mail address up for the newsletter',
  description:
    "Kept with the visitor's language: `lang` (the page's), else the first of the browser's `Accept-Language`.",
  request: { query: languageQuery, body: jsonBody(newsletterFormSchema) },
  responses: {
    200: {
      description: 'Signed up (also when it already was)',
      content: { 'application/json': { schema: okSchema } },
    },
    ...errorResponses(400, 429),
  },
});
