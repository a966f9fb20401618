import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import { requireRole, type UserVariables } from '../../../http/require-user.ts';
import { operatorStatsHandler, resellerStatsHandler, statsHandler } from './stats.handlers.ts';
import { operatorStatsRoute, resellerStatsRoute, statsRoute } from './stats.routes.ts';

/**
 * `GET /api/admin/stats`, the operators' `GET /api/admin/stats/operator` and the resellers'
 * `GET /api/admin/stats/reseller`, under the admin router's checks. */
export function statsRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/stats/operator', requireRole(['operator']));
  router.use('/admin/stats/reseller', requireRole(['reseller']));
  return router
    .openapi(statsRoute, statsHandler(deps))
    .openapi(operatorStatsRoute, operatorStatsHandler(deps))
    .openapi(resellerStatsRoute, resellerStatsHandler(deps));
}
