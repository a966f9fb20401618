import { createRoute, z } from '@hono/zod-openapi';
import { playlistFailureKinds } from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import { errorResponses } from '../../../http/openapi-schemas.ts';
import { hostClientSortFields } from '../../../store/host-clients.ts';

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
export const filterSchema = z.object({
  host: z.string().max(300).optional().catch(undefined),
  status: z.enum(playlistFailureKinds).optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
});

export const listRoute = createRoute({
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
