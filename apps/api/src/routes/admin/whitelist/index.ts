import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import { requireRole, type UserVariables } from '../../../http/require-user.ts';
import {
  createEntryHandler,
  deleteHandler,
  getHandler,
  listHandler,
  operatorVerifyHandler,
  regenerateHandler,
  updateHandler,
  verifyHandler,
  withdrawHandler,
} from './whitelist.handlers.ts';
import {
  createEntryRoute,
  deleteRoute,
  getRoute,
  listRoute,
  operatorVerifyRoute,
  regenerateRoute,
  updateRoute,
  verifyRoute,
  withdrawRoute,
} from './whitelist.routes.ts';

/** Resellers keep a whitelist, operators oversee every one; a customer's role has no right to it. */
const resellersAndOperators: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  const { role } = c.get('user');
  if (role !== 'reseller' && role !== 'operator') return c.json(errorBody('not_authorized'), 403);
  await next();
};

/**
 * `/api/admin/whitelist`: a reseller's hosts and their codes (operators: everyone's). Every statement carries
 * the owner in its `where`, so another reseller's entry is simply not found; every change is audited in
 * its transaction.
 */
export function whitelistRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/whitelist', resellersAndOperators);
  router.use('/admin/whitelist/*', resellersAndOperators);
  // Resellers never set their own verification but by serving the token.
  router.use('/admin/whitelist/:id/operator-verify', requireRole(['operator']));
  router.use('/admin/whitelist/:id/withdraw-verification', requireRole(['operator']));
  return router
    .openapi(listRoute, listHandler(deps))
    .openapi(getRoute, getHandler(deps))
    .openapi(createEntryRoute, createEntryHandler(deps))
    .openapi(updateRoute, updateHandler(deps))
    .openapi(deleteRoute, deleteHandler(deps))
    .openapi(regenerateRoute, regenerateHandler(deps))
    .openapi(verifyRoute, verifyHandler(deps))
    .openapi(operatorVerifyRoute, operatorVerifyHandler(deps))
    .openapi(withdrawRoute, withdrawHandler(deps));
}
