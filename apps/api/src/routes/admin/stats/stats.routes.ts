import { createRoute, z } from '@hono/zod-openapi';
import { statsQuerySchema } from '@vela/validation';
import { errorResponses } from '../../../http/openapi-schemas.ts';
import { resellerStatsDays, resellerTopHosts } from '../../../store/reseller-stats.ts';

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

export const statsRoute = createRoute({
  method: 'get',
  path: '/admin/stats',
  operationId: 'getStats',
  security: [{ session: [] }],
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
const monthAmounts = z.array(z.number()).length(12);

const operatorStatsSchema = z
  .object({
    year: z.number().int(),
    month: z.number().int(),
    newDevicesPerDay: dayCounts,
    licencesPerDay: z.object({ basic: dayCounts, premium: dayCounts }),
    creditsSoldPerDay: dayCounts.describe(
      'Credits resellers bought in packs on each day of `month` (completed purchases), the 1st first',
    ),
    revenuePerMonth: z
      .array(
        z.object({
          currency: z.string(),
          perMonth: monthAmounts.describe('Amounts taken in each month of `year`, January first'),
          licences: monthAmounts.describe(
            'The part of `perMonth` taken for licences: Basic orders and Premium cycles',
          ),
          creditPacks: monthAmounts.describe('The part of `perMonth` taken for packs of credits'),
        }),
      )
      .describe('One series per currency, in code order'),
  })
  .openapi('OperatorStats');

export const operatorStatsRoute = createRoute({
  method: 'get',
  path: '/admin/stats/operator',
  operationId: 'getOperatorStats',
  security: [{ session: [] }],
  tags: ['Dashboard'],
  summary: "The operator's business figures over every customer (UTC), operators only",
  description:
    'Devices registered per day of `month`; paid licences per day of `month` by plan (captured orders and ' +
    "subscription cycles, never an operator's grant); credits resellers bought per day of `month`; revenue " +
    'per month of `year` by currency, in all and by what was sold: completed orders at their captured amount ' +
    'and each paid subscription cycle at the configured Premium price (licences), and completed purchases ' +
    'of credit packs at the price they were ordered for. ' +
    '`year` and `month` default to the current ones in UTC.',
  request: {
    query: statsQuerySchema,
  },
  responses: {
    200: { description: 'The figures', content: { 'application/json': { schema: operatorStatsSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

const lastDays = z
  .array(z.number().int())
  .length(resellerStatsDays)
  .describe('One count per day of `days`, the oldest first and today last');

const resellerStatsSchema = z
  .object({
    days: z
      .array(z.string())
      .length(resellerStatsDays)
      .describe('The last 30 days as `YYYY-MM-DD` in UTC, the oldest first and today last'),
    clients: z.number().int().describe('Devices holding at least one playlist the reseller reaches, now'),
    clientsPerDay: lastDays.describe(
      "Clients at the end of each day (today's clients, from their oldest playlist)",
    ),
    newClientsPerDay: lastDays.describe('Devices that became clients on each day'),
    licences: z
      .object({ lifetime: z.number().int(), trial: z.number().int(), none: z.number().int() })
      .describe("Today's clients by licence: lifetime, a trial still running, or neither"),
    playlistsPerDay: z
      .object({ code: lastDays, integration: lastDays })
      .describe("Playlists added on each day with the reseller's code (My List) and with their API key"),
    failingHosts: z.object({
      total: z.number().int().describe('Hosts whose failures outnumber successes over the last 24 hours'),
      hosts: z
        .array(z.object({ host: z.string(), failedClients: z.number().int(), okClients: z.number().int() }))
        .max(resellerTopHosts)
        .describe('The worst of them, the most failed clients first'),
    }),
    topHosts: z
      .array(z.object({ host: z.string(), clients: z.number().int() }))
      .max(resellerTopHosts)
      .describe('The hosts with the most clients, the most first'),
    credits: z
      .object({ balance: z.number().int(), frozen: z.boolean() })
      .describe('The reseller’s credits now, and whether they are frozen (a suspended account)'),
    activationsPerDay: lastDays.describe('Activations made on each day that still count (not revoked)'),
  })
  .openapi('ResellerStats');

export const resellerStatsRoute = createRoute({
  method: 'get',
  path: '/admin/stats/reseller',
  operationId: 'getResellerStats',
  security: [{ session: [] }],
  tags: ['Dashboard'],
  summary: "A reseller's home figures over the last 30 days (UTC), resellers only",
  description:
    'Counted over the playlists the reseller reaches and nothing else: added with their code or API key, or ' +
    'on an address of one of their verified whitelist entries (decision 28). Clients now and per day, ' +
    'clients by licence, playlists added per day by code and by API key, the hosts Host health flags now, ' +
    'and the hosts with the most clients. Days without any count as 0.',
  responses: {
    200: { description: 'The figures', content: { 'application/json': { schema: resellerStatsSchema } } },
    ...errorResponses(401, 403),
  },
});
