import { createRoute, z } from '@hono/zod-openapi';
import { formFieldsSchema, newsletterFormSchema } from '@vela/validation';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';

const okSchema = z.object({ ok: z.literal(true) }).openapi('Ok');

export const submitFormRoute = createRoute({
  method: 'post',
  path: '/forms/{formId}',
  tags: ['Public'],
  summary: 'Submits the support, contact, abuse or blog comment form',
  description:
    'Stored for operators (comments wait for moderation) and forwarded to the form service when configured.',
  request: {
    params: z.object({ formId: z.string().openapi({ example: 'support' }) }),
    body: jsonBody(formFieldsSchema),
  },
  responses: {
    200: { description: 'Stored', content: { 'application/json': { schema: okSchema } } },
    ...errorResponses(400, 404, 413, 429),
  },
});

export const newsletterRoute = createRoute({
  method: 'post',
  path: '/newsletter',
  tags: ['Public'],
  summary: 'Signs an e-mail address up for the newsletter',
  request: { body: jsonBody(newsletterFormSchema) },
  responses: {
    200: {
      description: 'Signed up (also when it already was)',
      content: { 'application/json': { schema: okSchema } },
    },
    ...errorResponses(400, 429),
  },
});
