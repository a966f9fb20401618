import { createRoute, z } from '@hono/zod-openapi';
import { listQuerySchema } from '../../../http/admin-list.ts';
import { errorResponses } from '../../../http/openapi-schemas.ts';
import { hostHealthSortFields } from '../../../store/host-health.ts';

const hostHealthSchema = z
  .object({
    id: z.string().describe('The address itself'),
    host: z.string(),
    ok_clients: z.number().int().describe('Devices that loaded a playlist from it fine'),
    failed_clients: z.number().int().describe('Devices that failed to load a playlist from it, of any kind'),
    auth_failed_clients: z.number().int().describe('… because the server refused username and password'),
    unreachable_clients: z.number().int().describe('… because the server did not answer'),
    bad_format_clients: z.number().int().describe('… because the answer was not a playlist'),
    last_report_at: z
      .string()
      .nullable()
      .describe('ISO 8601: when the latest report arrived, however long ago'),
    flagged: z.boolean().describe('More clients failed than loaded it fine'),
  })
  .openapi('HostHealth');

export const filterSchema = z.object({
  flagged: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional()
    .catch(undefined),
});

export const listRoute = createRoute({
  method: 'get',
  path: '/admin/host-health',
  operationId: 'listHostHealth',
  security: [{ session: [] }],
  tags: ['Dashboard: resellers'],
  summary: "Each address of the caller's whitelist entries, with how its clients fared in the last 24 hours",
  description:
    'Resellers: every address (primary and backup) of their own whitelist entries; operators: every whitelisted address; customers: 403. Counts are distinct devices, from the last status each playlist reported (`POST /api/app/playlist-status`) that arrived in the 24 hours before now. ra-data-simple-rest conventions; filter `flagged` (true or false).',
  request: {
    query: listQuerySchema(hostHealthSortFields, { field: 'failed_clients', order: 'desc' }, filterSchema),
  },
  responses: {
    200: {
      description: 'One page; `Content-Range` gives the total',
      content: { 'application/json': { schema: z.array(hostHealthSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});
