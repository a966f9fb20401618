import { createRoute } from '@hono/zod-openapi';
import { type HostAlertSettings, hostAlertSettingsSchema } from '@vela/validation';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import { hostAlertPreferencesOf, saveHostAlertSettings } from '../../store/host-alerts.ts';

const settingsSchema = hostAlertSettingsSchema;

const getRoute = createRoute({
  method: 'get',
  path: '/account/host-alerts',
  operationId: 'getHostAlertSettings',
  security: [{ session: [] }],
  tags: ['Account'],
  summary:
    'Whether the signed-in reseller is e-mailed when a host fails or recovers, and from how many clients',
  description: 'Resellers only (others: 403). Until they choose: on, from 3 failing clients.',
  responses: {
    200: { description: 'The choice', content: { 'application/json': { schema: settingsSchema } } },
    ...errorResponses(401, 403),
  },
});

const putRoute = createRoute({
  method: 'put',
  path: '/account/host-alerts',
  operationId: 'updateHostAlertSettings',
  security: [{ session: [] }],
  tags: ['Account'],
  summary: 'Turns host alerts on or off and sets the fewest distinct failing clients that make one',
  description:
    'Resellers only. A host alerts when, among the clients that reported on it in the last hour, failures outnumber successes and at least `min_failing_clients` failed. Audited (`account.host_alerts`).',
  request: { body: jsonBody(settingsSchema) },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: settingsSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

const resellersOnly: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  if (c.get('user').role !== 'reseller') return c.json(errorBody('not_authorized'), 403);
  await next();
};

async function settingsOf(deps: AppDeps, userId: string): Promise<HostAlertSettings> {
  const { enabled, minFailingClients } = await hostAlertPreferencesOf(deps.database.db, userId);
  return { enabled, min_failing_clients: minFailingClients };
}

/**
 * The reseller's host alerts on the account page (`/api/account/host-alerts`), mounted after `accountRoutes`,
 * whose `/account/*` gate signs the person in, checks the origin and counts the writes.
 */
export function hostAlertSettingsRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/account/host-alerts', resellersOnly);
  return router
    .openapi(getRoute, async (c) => c.json(await settingsOf(deps, c.get('user').id), 200))
    .openapi(putRoute, async (c) => {
      const user = c.get('user');
      const wanted = c.req.valid('json');
      const before = await settingsOf(deps, user.id);
      if (before.enabled !== wanted.enabled || before.min_failing_clients !== wanted.min_failing_clients) {
        await saveHostAlertSettings(deps.database.db, {
          userId: user.id,
          settings: { enabled: wanted.enabled, minFailingClients: wanted.min_failing_clients },
          address: clientAddress(c, deps.env),
          before,
          after: wanted,
        });
      }
      return c.json(wanted, 200);
    });
}
