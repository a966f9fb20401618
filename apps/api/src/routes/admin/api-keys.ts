import { createRoute, z } from '@hono/zod-openapi';
import { apiKeyCreateSchema } from '@vela/validation';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { integrationError } from '../../http/integration-errors.ts';
import {
  errorResponses,
  errorSchema,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../http/openapi-schemas.ts';
import { requireRole, type UserVariables } from '../../http/require-user.ts';
import {
  apiKeyRoles,
  apiKeySortFields,
  createApiKey,
  getApiKey,
  listApiKeys,
  revokeApiKey,
} from '../../store/api-keys.ts';

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

const listRoute = createRoute({
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

const getRoute = createRoute({
  method: 'get',
  path: '/admin/api-keys/{id}',
  operationId: 'getApiKey',
  security: [{ session: [] }],
  tags,
  summary: 'One of the caller’s keys',
  request: { params: idParams },
  responses: { 200: json('The key', apiKeySchema), ...errorResponses(401, 403, 404) },
});

const createKeyRoute = createRoute({
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

const revokeRoute = createRoute({
  method: 'post',
  path: '/admin/api-keys/{id}/revoke',
  operationId: 'revokeApiKey',
  security: [{ session: [] }],
  tags,
  summary: 'Revokes a key at once; it stays listed as revoked, and revoking again changes nothing',
  request: { params: idParams },
  responses: { 200: json('Revoked', apiKeySchema), ...errorResponses(401, 403, 404) },
});

/**
 * `/api/admin/api-keys`: a reseller's (or operator's) keys to the integration API. Each statement carries
 * `owner_id = caller`, so another person's key is not found; making and revoking are audited in their
 * transaction.
 */
export function apiKeyRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter<{ Variables: UserVariables }>();
  // Resellers and operators only: a customer has no integration to give a key to.
  const resellers = requireRole(apiKeyRoles);
  router.use('/admin/api-keys', resellers);
  router.use('/admin/api-keys/*', resellers);
  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listApiKeys(db, c.get('user').id, query, deps.now());
      setContentRange(c, 'api-keys', query.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(getRoute, async (c) => {
      const key = await getApiKey(db, c.get('user').id, c.req.valid('param').id, deps.now());
      return key ? c.json(key, 200) : c.json(errorBody('not_found'), 404);
    })
    .openapi(createKeyRoute, async (c) => {
      const created = await createApiKey(
        db,
        c.get('user').id,
        c.req.valid('json'),
        deps.now(),
        {
          maxActive: deps.env.API_KEYS_PER_ACCOUNT,
        },
        clientAddress(c, deps.env),
      );
      if (!created.ok) return c.json(integrationError(created.code), 409);
      return c.json(created.key, 201);
    })
    .openapi(revokeRoute, async (c) => {
      const key = await revokeApiKey(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        deps.now(),
        clientAddress(c, deps.env),
      );
      return key ? c.json(key, 200) : c.json(errorBody('not_found'), 404);
    });
}
