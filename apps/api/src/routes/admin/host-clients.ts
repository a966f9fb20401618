import { createRoute, z } from '@hono/zod-openapi';
import { normaliseHost, playlistFailureKinds } from '@vela/validation';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { errorResponses } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import { type HostClientFilter, hostClientSortFields, listHostClients } from '../../store/host-clients.ts';

const hostClientSchema = z
  .object({
    id: z.string().describe('Device id and host, separated by a space'),
    device_id: z.string().describe('The device id, as the Clients screen names the client'),
    name: z.string().nullable().describe("The TV's name: for its owner and operators only, else null"),
    host: z.string(),
    status: z.enum(playlistFailureKinds).describe('The kind of its latest failure on the host'),
    failed_at: z.string().describe('ISO 8601: when that report arrived'),
    playlists: z.number().int().describe("The device's playlists that failed on the host"),
  })
  .openapi('HostClient');

// Unknown or malformed filter values narrow nothing, as on the other lists.
const filterSchema = z.object({
  host: z.string().max(300).optional().catch(undefined),
  status: z.enum(playlistFailureKinds).optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/host-clients',
  operationId: 'listHostClients',
  security: [{ session: [] }],
  tags: ['Dashboard: resellers'],
  summary: "The clients whose TVs failed on the caller's hosts in the last 24 hours, with how and when",
  description:
    'Resellers: the addresses of their own whitelist entries, counting only the playlists they reach (decision 28), as Host health does; operators: every whitelisted address; customers: 403. One row per device and host, with the kind of its latest failure. ra-data-simple-rest conventions; filters `host` (one address), `status` (`auth_failed`, `unreachable`, `bad_format`) and `q` (part of a device id).',
  request: {
    query: listQuerySchema(hostClientSortFields, { field: 'failed_at', order: 'desc' }, filterSchema),
  },
  responses: {
    200: {
      description: 'One page; `Content-Range` gives the total',
      content: { 'application/json': { schema: z.array(hostClientSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

function toFilter(raw: Record<string, unknown>): HostClientFilter {
  const { host, status, q } = filterSchema.parse(raw);
  // A host that is not one matches nothing, rather than everything.
  return {
    ...(host === undefined ? {} : { host: normaliseHost(host) ?? host }),
    ...(status === undefined ? {} : { status }),
    ...(q === undefined || q.trim() === '' ? {} : { q }),
  };
}

/** Resellers and operators only: a customer has no hosts, hence no clients. */
const resellersOnly: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  if (c.get('user').role === 'customer') return c.json(errorBody('not_authorized'), 403);
  await next();
};

/**
 * `GET /api/admin/host-clients`, under the admin router's session and origin checks: from a failing host to
 * its clients, scoped in SQL as Host health is.
 */
export function hostClientRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/host-clients', resellersOnly);
  return router.openapi(listRoute, async (c) => {
    const user = c.get('user');
    const { filter, ...page } = c.req.valid('query');
    const { rows, total } = await listHostClients(
      deps.database.db,
      { userId: user.id, everything: user.role === 'operator' },
      page,
      toFilter(filter),
      deps.now(),
    );
    setContentRange(c, 'host-clients', page.offset, rows.length, total);
    return c.json(rows, 200);
  });
}
