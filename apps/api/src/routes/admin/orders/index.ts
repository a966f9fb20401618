import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import { requireRole, type UserVariables } from '../../../http/require-user.ts';
import { customerHandler, getHandler, listHandler } from './orders.handlers.ts';
import { customerRoute, getRoute, listRoute } from './orders.routes.ts';

/** `/api/admin/orders` and `/api/admin/customers/{id}`: the money and the whole customer, operators only. */
export function orderRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const operatorsOnly = requireRole(['operator']);
  for (const path of ['/admin/orders', '/admin/orders/*', '/admin/customers/*'])
    router.use(path, operatorsOnly);
  return router
    .openapi(listRoute, listHandler(deps))
    .openapi(getRoute, getHandler(deps))
    .openapi(customerRoute, customerHandler(deps));
}
