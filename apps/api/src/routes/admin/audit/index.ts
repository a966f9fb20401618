import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import { requireRole, type UserVariables } from '../../../http/require-user.ts';
import { getHandler, listHandler } from './audit.handlers.ts';
import { getRoute, listRoute } from './audit.routes.ts';

/** `/api/admin/audit`: the audit log, read only, for operators only. */
export function auditRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const operatorsOnly = requireRole(['operator']);
  router.use('/admin/audit', operatorsOnly);
  router.use('/admin/audit/*', operatorsOnly);
  return router.openapi(listRoute, listHandler(deps)).openapi(getRoute, getHandler(deps));
}
