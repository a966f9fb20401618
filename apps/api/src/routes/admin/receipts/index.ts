import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { getHandler, listHandler } from './receipts.handlers.ts';
import { getRoute, listRoute } from './receipts.routes.ts';

/** `/api/admin/receipts`: every role reads its own receipts (decision 38's receipt jobs mail them). */
export function receiptRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  return router.openapi(listRoute, listHandler(deps)).openapi(getRoute, getHandler(deps));
}
