import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import { requireRole, type UserVariables } from '../../../http/require-user.ts';
import { listHandler, retryHandler } from './jobs.handlers.ts';
import { listRoute, retryRoute } from './jobs.routes.ts';

/** `/api/admin/jobs`: the queue's failed jobs, for operators only (decision 38). */
export function jobRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const operatorsOnly = requireRole(['operator']);
  router.use('/admin/jobs', operatorsOnly);
  router.use('/admin/jobs/*', operatorsOnly);
  return router.openapi(listRoute, listHandler(deps)).openapi(retryRoute, retryHandler(deps));
}
