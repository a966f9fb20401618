import { createRoute, z } from '@hono/zod-openapi';
import { statsQuerySchema } from '@vela/validation';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { errorResponses } from '../../http/openapi-schemas.ts';
import { requireRole, type UserVariables } from '../../http/require-user.ts';
import { loadOperatorStats } from '../../store/operator-stats.ts';
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

const dayCounts = z.array(z.number().int()).describe('One count per day of `month`, the 1st first');

const operatorStatsSchema = z
  .object({
    year: z.number().int(),
    month: z.number().int(),
    newDevicesPerDay: dayCounts,
    licencesPerDay: z.object({ basic: dayCounts, premium: dayCounts }),
    revenuePerMonth: z
      .array(
        z.object({
          currency: z.string(),
          perMonth: z
            .array(z.number())
            .length(12)
            .describe('Amounts taken in each month of `year`, January first'),
        }),
      )
      .describe('One series per currency, in code order'),
  })
  .openapi('OperatorStats');

const operatorStatsRoute = createRoute({
  method: 'get',
  path: '/admin/stats/operator',
  tags: ['Dashboard'],
  summary: "The operator's business figures over every customer (UTC), operators only",
  description:
    'Devices registered per day of `month`; paid licences per day of `month` by plan (captured orders and ' +
    "subscription cycles, never an operator's grant); revenue per month of `year` by currency: completed " +
    'orders at their captured amount plus each paid subscription cycle at the configured Premium price. ' +
    '`year` and `month` default to the current ones in UTC.',
  request: {
    query: statsQuerySchema,
  },
  responses: {
    200: { description: 'The figures', content: { 'application/json': { schema: operatorStatsSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

/** `GET /api/admin/stats` and the operators' `GET /api/admin/stats/operator`, under the admin router's checks. */
export function statsRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/stats/operator', requireRole(['operator']));
  const periodOf = (query: { year?: number | undefined; month?: number | undefined }) => {
    const today = deps.now();
    return {
      year: query.year ?? today.getUTCFullYear(),
      month: query.month ?? today.getUTCMonth() + 1,
    };
  };
  return router
    .openapi(statsRoute, async (c) => {
      const user = c.get('user');
      const period = periodOf(c.req.valid('query'));
      const stats = await loadStats(deps.database.db, { userId: user.id, role: user.role }, period);
      return c.json(stats, 200);
    })
    .openapi(operatorStatsRoute, async (c) => {
      const { currency, premium } = deps.settings.prices;
      const period = periodOf(c.req.valid('query'));
      return c.json(await loadOperatorStats(deps.database.db, { currency, premium }, period), 200);
    });
}
