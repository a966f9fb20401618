import { createRoute, z } from '@hono/zod-openapi';
import { statsQuerySchema } from '@vela/validation';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { errorResponses } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import { loadStats } from '../../store/stats.ts';

const statsSchema = z
  .object({
    year: z.number().int(),
    month: z.number().int(),
    devices: z.number().int(),
    playlists: z.number().int(),
    visible: z.number().int(),
    hidden: z.number().int(),
    perMonth: z
      .array(z.number().int())
      .length(12)
      .describe('Playlists added per month of `year`, January first'),
    perDay: z.array(z.number().int()).describe('Playlists added per day of `month`, the 1st first'),
  })
  .openapi('AdminStats');

const statsRoute = createRoute({
  method: 'get',
  path: '/admin/stats',
  tags: ['Dashboard'],
  summary: "The home screen's figures: devices, playlists and playlists added per month and per day (UTC)",
  description:
    'Scoped to what the caller may see: customers and resellers their own devices, operators everything. ' +
    '`year` and `month` default to the current ones in UTC.',
  request: {
    query: statsQuerySchema,
  },
  responses: {
    200: { description: 'The figures', content: { 'application/json': { schema: statsSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

/** `GET /api/admin/stats`, mounted under the admin router's session and origin checks. */
export function statsRoutes(deps: AppDeps) {
  return createRouter<{ Variables: UserVariables }>().openapi(statsRoute, async (c) => {
    const user = c.get('user');
    const today = deps.now();
    const { year = today.getUTCFullYear(), month = today.getUTCMonth() + 1 } = c.req.valid('query');
    const stats = await loadStats(deps.database.db, { userId: user.id, role: user.role }, { year, month });
    return c.json(stats, 200);
  });
}
