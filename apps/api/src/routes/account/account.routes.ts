import { createRoute, z } from '@hono/zod-openapi';
import { profileFormSchema } from '@vela/validation';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import { securityEventSchema } from '../../http/shared-schemas.ts';

const accountSchema = z
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

const accountUpdateSchema = profileFormSchema.and(
  z.object({ locale: z.string().max(10).optional().describe('A locale code; e-mails go out in it') }),
);

export const getAccountRoute = createRoute({
  method: 'get',
  path: '/account',
  operationId: 'getAccount',
  security: [{ session: [] }],
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
  operationId: 'updateAccount',
  security: [{ session: [] }],
  tags: ['Account'],
  summary: 'Changes full name, country, phone and language (the e-mail address stays)',
  request: { body: jsonBody(accountUpdateSchema) },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: accountSchema } } },
    ...errorResponses(400, 401, 403, 429),
  },
});

const securityEventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});

export const securityEventsRoute = createRoute({
  method: 'get',
  path: '/account/security-events',
  operationId: 'listSecurityEvents',
  security: [{ session: [] }],
  tags: ['Account'],
  summary: "The signed-in person's security events, newest first",
  description:
    'Sign-ins, changes of the profile, password and two-factor authentication, browsers signed out, API keys ' +
    "made and revoked, and operators' changes to the account (shown as support's, without their address).",
  request: { query: securityEventsQuerySchema },
  responses: {
    200: {
      description: 'One page of events and how many there are',
      content: {
        'application/json': {
          schema: z.object({ events: z.array(securityEventSchema), total: z.number().int() }),
        },
      },
    },
    ...errorResponses(400, 401),
  },
});
