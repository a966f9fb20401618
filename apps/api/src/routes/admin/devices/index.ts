import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import { requireRole, type UserVariables } from '../../../http/require-user.ts';
import {
  claimHandler,
  clearParentalPinHandler,
  getHandler,
  historyHandler,
  labelHandler,
  licenceHandler,
  listHandler,
  parentalPinHandler,
  parentalUnlockHandler,
  purchasesHandler,
  releaseHandler,
  transferHandler,
  updateHandler,
} from './devices.handlers.ts';
import {
  claimRoute,
  clearParentalPinRoute,
  getRoute,
  historyRoute,
  labelRoute,
  licenceRoute,
  listRoute,
  parentalPinRoute,
  parentalUnlockRoute,
  purchasesRoute,
  releaseRoute,
  transferRoute,
  updateRoute,
} from './devices.routes.ts';

/**
 * The caller's devices: list and search, details, upload protection, claim and release, purchases, the
 * licence move and parental control (PIN and unlock, the owner's only). Every query is scoped to the caller's devices in SQL (operators: all).
 */
export function deviceAdminRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/devices/:id/licence', requireRole(['operator']));
  return router
    .openapi(listRoute, listHandler(deps))
    .openapi(claimRoute, claimHandler(deps))
    .openapi(getRoute, getHandler(deps))
    .openapi(updateRoute, updateHandler(deps))
    .openapi(labelRoute, labelHandler(deps))
    .openapi(releaseRoute, releaseHandler(deps))
    .openapi(licenceRoute, licenceHandler(deps))
    .openapi(historyRoute, historyHandler(deps))
    .openapi(purchasesRoute, purchasesHandler(deps))
    .openapi(transferRoute, transferHandler(deps))
    .openapi(parentalPinRoute, parentalPinHandler(deps))
    .openapi(clearParentalPinRoute, clearParentalPinHandler(deps))
    .openapi(parentalUnlockRoute, parentalUnlockHandler(deps));
}
