import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import { requireRole, type UserVariables } from '../../../http/require-user.ts';
import { businessRoles } from '../../../store/reseller-scope.ts';
import {
  captureOrderHandler,
  createOrderHandler,
  createPackHandler,
  getOrderHandler,
  getPackHandler,
  listOrdersHandler,
  listPacksHandler,
  updatePackHandler,
} from './credit-packs.handlers.ts';
import {
  captureOrderRoute,
  createOrderRoute,
  createPackRoute,
  getOrderRoute,
  getPackRoute,
  listOrdersRoute,
  listPacksRoute,
  updatePackRoute,
} from './credit-packs.routes.ts';

/**
 * `/api/admin/credit-packs` and `/api/admin/credit-orders`: resellers buy packs of credits through the payment
 * provider (decision 61). Operators keep the packs and read every purchase; resellers read the packs on sale
 * and their own purchases (their id is in every statement), and alone buy.
 */
export function creditPackRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const business = requireRole(businessRoles);
  const operators = requireRole(['operator']);
  const resellers = requireRole(['reseller']);
  for (const path of ['/admin/credit-packs', '/admin/credit-packs/*']) {
    router.use(path, async (c, next) => (c.req.method === 'GET' ? business : operators)(c, next));
  }
  for (const path of ['/admin/credit-orders', '/admin/credit-orders/*']) {
    router.use(path, async (c, next) => (c.req.method === 'GET' ? business : resellers)(c, next));
  }
  return router
    .openapi(listPacksRoute, listPacksHandler(deps))
    .openapi(getPackRoute, getPackHandler(deps))
    .openapi(createPackRoute, createPackHandler(deps))
    .openapi(updatePackRoute, updatePackHandler(deps))
    .openapi(listOrdersRoute, listOrdersHandler(deps))
    .openapi(getOrderRoute, getOrderHandler(deps))
    .openapi(createOrderRoute, createOrderHandler(deps))
    .openapi(captureOrderRoute, captureOrderHandler(deps));
}
