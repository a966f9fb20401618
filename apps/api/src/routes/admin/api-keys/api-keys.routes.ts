import { createRoute, z } from '@hono/zod-openapi';
import { apiKeyCreateSchema } from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import {
  errorResponses,
  errorSchema,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../../http/openapi-schemas.ts';
import { apiKeySortFields } from '../../../store/api-keys.ts';

const apiKeyShape = {
  id: z.string().uuid(),
  name: z.string(),
  prefix: z.string().describe('The first characters of the key (`vela_` and 8 more), to tell keys apart'),
  status: z.enum(['active', 'revoked', 'expired']),
  created_at: z.string().describe('ISO 8601'),
  expires_at: z.string().nullable().describe('ISO 8601; null when the key does not expire'),
  last_used_at: z.string().nullable().describe('ISO 8601, to the minute; null when never used'),
  revoked_at: z.string().nullable().describe('ISO 8601; null unless revoked'),
  revoked_reason: z
    .enum(['owner', 'account_banned', 'role_changed'])
    .nullable()
    .describe(
      'Why it was revoked: by its owner, with the suspension of the account, or when the account stopped being a reseller; null unless revoked',
    ),
};

const apiKeySchema = z.object(apiKeyShape).openapi('ApiKey');
const createdSchema = z
  .object({
    ...apiKeyShape,
    secret: z.string().describe('The key itself, shown this once: only its hash is kept'),
  })
  .openapi('ApiKeyCreated');

const idParams = idPathParams('The key id (a UUID)');

const tags = ['Dashboard: API keys'];

export const listRoute = createRoute({
  method: 'get',
  path: '/admin/api-keys',
  operationId: 'listApiKeys',
  security: [{ session: [] }],
  tags,
  summary: "The caller's integration API keys, revoked ones included; never a key or its hash",
  request: { query: listQuerySchema(apiKeySortFields, { field: 'created_at', order: 'desc' }) },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(apiKeySchema)),
    ...errorResponses(400, 401, 403),
  },
});

export const getRoute = createRoute({
  method: 'get',
  path: '/admin/api-keys/{id}',
  operationId: 'getApiKey',
  security: [{ session: [] }],
  tags,
  summary: 'One of the caller’s keys',
  request: { params: idParams },
  responses: { 200: json('The key', apiKeySchema), ...errorResponses(401, 403, 404) },
});

export const createKeyRoute = createRoute({
  method: 'post',
  path: '/admin/api-keys',
  operationId: 'createApiKey',
  security: [{ session: [] }],
  tags,
  summary: 'Makes a key; the answer holds the key itself, this once',
  description:
    '`expires_at` is a date (`2027-01-31`: the key works through that day, UTC) or an ISO 8601 instant, in the future; leave it out for a key that does not expire.',
  request: { body: jsonBody(apiKeyCreateSchema) },
  responses: {
    201: json('Made', createdSchema),
    ...errorResponses(400, 401, 403, 429),
    409: {
      description:
        '`api_key_limit`: the account already holds as many working keys as it may; revoke one first',
      content: { 'application/json': { schema: errorSchema } },
    },
  },
});

export const revokeRoute = createRoute({
  method: 'post',
  path: '/admin/api-keys/{id}/revoke',
  operationId: 'revokeApiKey',
  security: [{ session: [] }],
  tags,
  summary: 'Revokes a key at once; it stays listed as revoked, and revoking again changes nothing',
  request: { params: idParams },
  responses: { 200: json('Revoked', apiKeySchema), ...errorResponses(401, 403, 404) },
});
