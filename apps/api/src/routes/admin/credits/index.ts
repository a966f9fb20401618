import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import { requireRole, type UserVariables } from '../../../http/require-user.ts';
import { businessRoles } from '../../../store/reseller-scope.ts';
import {
  createActivationHandler,
  getActivationHandler,
  getPricesHandler,
  getResellerCreditsHandler,
  listActivationsHandler,
  listMovementsHandler,
  listResellerCreditsHandler,
  moveCreditsHandler,
  reverseActivationHandler,
  revokeActivationHandler,
  setPricesHandler,
  settingsHandler,
  summaryHandler,
} from './credits.handlers.ts';
import {
  createActivationRoute,
  getActivationRoute,
  getPricesRoute,
  getResellerCreditsRoute,
  listActivationsRoute,
  listMovementsRoute,
  listResellerCreditsRoute,
  moveCreditsRoute,
  reverseActivationRoute,
  revokeActivationRoute,
  setPricesRoute,
  settingsRoute,
  summaryRoute,
} from './credits.routes.ts';

/**
 * `/api/admin/credits`, `/credit-movements`, `/activations`, `/activation-prices` and `/reseller-credits`: a
 * reseller's credits and what it activates with them (decision 57). Resellers reach their own rows only (the
 * reseller's id is in every statement); operators reach every reseller's, and alone grant or take back
 * credits, set the prices and reverse an activation.
 */
export function creditRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const business = requireRole(businessRoles);
  const operators = requireRole(['operator']);
  for (const path of ['/admin/credits', '/admin/credits/*', '/admin/activations', '/admin/activations/*'])
    router.use(path, business);
  router.use('/admin/activation-prices', async (c, next) =>
    (c.req.method === 'GET' ? business : operators)(c, next),
  );
  router.use('/admin/credit-movements', async (c, next) =>
    (c.req.method === 'GET' ? business : operators)(c, next),
  );
  for (const path of [
    '/admin/reseller-credits',
    '/admin/reseller-credits/*',
    '/admin/activations/:id/reverse',
  ])
    router.use(path, operators);
  return router
    .openapi(summaryRoute, summaryHandler(deps))
    .openapi(settingsRoute, settingsHandler(deps))
    .openapi(listMovementsRoute, listMovementsHandler(deps))
    .openapi(moveCreditsRoute, moveCreditsHandler(deps))
    .openapi(listResellerCreditsRoute, listResellerCreditsHandler(deps))
    .openapi(getResellerCreditsRoute, getResellerCreditsHandler(deps))
    .openapi(getPricesRoute, getPricesHandler(deps))
    .openapi(setPricesRoute, setPricesHandler(deps))
    .openapi(listActivationsRoute, listActivationsHandler(deps))
    .openapi(getActivationRoute, getActivationHandler(deps))
    .openapi(createActivationRoute, createActivationHandler(deps))
    .openapi(revokeActivationRoute, revokeActivationHandler(deps))
    .openapi(reverseActivationRoute, reverseActivationHandler(deps));
}
