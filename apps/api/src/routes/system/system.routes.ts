import { createRoute, z } from '@hono/zod-openapi';

import { errorSchema } from '../../http/openapi-schemas.ts';

export const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  security: [],
  tags: ['System'],
  summary: 'Whether the server and its database answer',
  responses: {
    200: {
      description: 'The server and its database are up',
      content: {
        'application/json': {
          schema: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }).openapi('Health'),
        },
      },
    },
    503: {
      description: 'The database does not answer',
      content: { 'application/json': { schema: errorSchema } },
    },
  },
});

export const configRoute = createRoute({
  method: 'get',
  path: '/config',
  operationId: 'getConfig',
  security: [],
  tags: ['System'],
  summary: 'Public settings for the browser',
  responses: {
    200: {
      description: 'Settings that are safe to publish',
      content: {
        'application/json': {
          schema: z
            .object({
              siteUrl: z.string(),
              brand: z.object({
                name: z.string(),
                legalEntity: z.string(),
                address: z.string(),
                supportEmail: z.string(),
                whatsapp: z.string(),
                dashboardUrl: z.string(),
                social: z.object({
                  facebook: z.string(),
                  x: z.string(),
                  instagram: z.string(),
                  youtube: z.string(),
                }),
                stores: z.object({
                  appStore: z.string(),
                  googlePlay: z.string(),
                  lg: z.string(),
                  aptoide: z.string(),
                }),
              }),
              prices: z.object({ currency: z.string(), basic: z.number(), premium: z.number() }),
              promotionEndsAt: z.string().nullable(),
              analyticsMeasurementId: z.string().nullable(),
              chatNotificationDelaySeconds: z.number(),
              payments: z.object({
                provider: z
                  .enum(['paypal', 'simulator'])
                  .describe('`simulator` stands in for PayPal locally'),
                clientId: z.string().nullable().describe("PayPal's public client id for its JavaScript SDK"),
                planId: z.string(),
              }),
              captcha: z
                .discriminatedUnion('provider', [
                  z.object({ provider: z.literal('altcha') }),
                  z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
                ])
                .describe(
                  'The captcha whose answer goes into `x-captcha-response` on sign-up, sign-in and password reset',
                ),
            })
            .openapi('PublicConfig'),
        },
      },
    },
  },
});

export const pingRoute = createRoute({
  method: 'get',
  path: '/ping',
  operationId: 'pingServer',
  security: [],
  tags: ['System'],
  summary: 'Whether the process answers at all (no database involved): for liveness probes',
  responses: {
    200: {
      description: 'Alive',
      content: { 'application/json': { schema: z.object({ pong: z.literal(true) }).openapi('Ping') } },
    },
  },
});

export const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  operationId: 'getReadiness',
  security: [],
  tags: ['System'],
  summary: 'Whether this process should be sent traffic: for load balancers and readiness probes',
  description:
    '503 while the process drains before it stops (`draining`), while its database does not answer (`db_unavailable`) or lacks a migration this build expects (`not_migrated`). `/api/health` stays the liveness check.',
  responses: {
    200: {
      description: 'Ready for traffic',
      content: {
        'application/json': { schema: z.object({ status: z.literal('ready') }).openapi('Ready') },
      },
    },
    503: {
      description: 'Not ready; `code` says why',
      content: { 'application/json': { schema: errorSchema } },
    },
  },
});

export const metricsRoute = createRoute({
  method: 'get',
  path: '/metrics',
  operationId: 'getMetrics',
  security: [{ metricsToken: [] }, {}],
  tags: ['System'],
  summary: 'Prometheus metrics',
  description:
    'Request durations by route template and status, the database pool, batch sizes and waits, rate-limit refusals, failed e-mails, payment notifications by outcome and business counters, in the Prometheus text format. Readable from this machine (by the socket address) or with `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets 404.',
  responses: {
    200: {
      description: 'The metrics',
      content: { 'text/plain': { schema: z.string() } },
    },
    404: {
      description: 'Not from this machine and without the token',
      content: { 'application/json': { schema: errorSchema } },
    },
  },
});
