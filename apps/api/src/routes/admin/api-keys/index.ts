import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import { requireRole, type UserVariables } from '../../../http/require-user.ts';
import { businessRoles } from '../../../store/reseller-scope.ts';
import { createKeyHandler, getHandler, listHandler, revokeHandler } from './api-keys.handlers.ts';
import { createKeyRoute, getRoute, listRoute, revokeRoute } from './api-keys.routes.ts';

/**
 * `/api/admin/api-keys`: a reseller's (or operator's) keys to the integration API. Each statement carries
 * `owner_id = caller`, so another person's key is not found; making and revoking are audited in their
 * transaction.
 */
export function apiKeyRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  // Resellers and operators only: a customer has no integration to give a key to.
  const resellers = requireRole(businessRoles);
  router.use('/admin/api-keys', resellers);
  router.use('/admin/api-keys/*', resellers);
  return router
    .openapi(listRoute, listHandler(deps))
    .openapi(getRoute, getHandler(deps))
    .openapi(createKeyRoute, createKeyHandler(deps))
    .openapi(revokeRoute, revokeHandler(deps));
}
