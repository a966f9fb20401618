import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { listHandler } from './host-clients.handlers.ts';
import { listRoute } from './host-clients.routes.ts';

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
  return router.openapi(listRoute, listHandler(deps));
}
