import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { listHandler } from './host-health.handlers.ts';
import { listRoute } from './host-health.routes.ts';

/** Resellers and operators only: a customer has no hosts to look after. */
const resellersOnly: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  if (c.get('user').role === 'customer') return c.json(errorBody('not_authorized'), 403);
  await next();
};

/**
 * `GET /api/admin/host-health`, under the admin router's session and origin checks: scoped in SQL to the
 * caller's whitelist addresses (operators: all), counted over the window before `deps.now()`.
 */
export function hostHealthRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/host-health', resellersOnly);
  return router.openapi(listRoute, listHandler(deps));
}
