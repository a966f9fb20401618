import { createRoute, z } from '@hono/zod-openapi';
import { profileFormSchema } from '@vela/validation';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';

export const accountSchema = z
  .object({
    id: z.string(),
    email: z.string().describe('Read-only'),
    fullName: z.string(),
    country: z.string().nullable().describe('ISO 3166 two-letter code'),
    phone: z.string().nullable(),
    locale: z.string().describe('The language e-mails are written in'),
    role: z.enum(['customer', 'reseller', 'operator']),
    twoFactorEnabled: z.boolean(),
    profileComplete: z.boolean(),
  })
  .openapi('Account');

export const accountUpdateSchema = profileFormSchema.and(
  z.object({ locale: z.string().max(10).optional().describe('A locale code; e-mails go out in it') }),
);

export const getAccountRoute = createRoute({
  method: 'get',
  path: '/account',
  tags: ['Account'],
  summary: "The signed-in person's profile",
  responses: {
    200: { description: 'The profile', content: { 'application/json': { schema: accountSchema } } },
    ...errorResponses(401),
  },
});

export const updateAccountRoute = createRoute({
  method: 'put',
  path: '/account',
  tags: ['Account'],
  summary: 'Changes full name, country, phone and language (the e-mail address stays)',
  request: { body: jsonBody(accountUpdateSchema) },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: accountSchema } } },
    ...errorResponses(400, 401, 403, 429),
  },
});
