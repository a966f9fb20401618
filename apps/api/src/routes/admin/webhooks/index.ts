import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import { requireRole, type UserVariables } from '../../../http/require-user.ts';
import { businessRoles } from '../../../store/reseller-scope.ts';
import {
  createWebhookHandler,
  deleteHandler,
  deliveriesHandler,
  deliveryHandler,
  getHandler,
  listHandler,
  resendHandler,
  rotateHandler,
  testHandler,
  updateHandler,
} from './webhooks.handlers.ts';
import { webhookRouteDefinitions } from './webhooks.routes.ts';

/**
 * `/api/admin/webhooks` and `/api/admin/webhook-deliveries`: a reseller's signed webhooks (decision 41). Each
 * statement carries `owner_id = caller`, so another reseller's endpoint or delivery is not found.
 */
export function webhookRoutes(deps: AppDeps) {
  const {
    listRoute,
    getRoute,
    createWebhookRoute,
    updateRoute,
    deleteRoute,
    rotateRoute,
    testRoute,
    deliveriesRoute,
    deliveryRoute,
    resendRoute,
  } = webhookRouteDefinitions({
    allowHttp: deps.env.WEBHOOKS_ALLOW_HTTP,
  });

  const router = createRouter<{ Variables: UserVariables }>();
  // Resellers (and operators, for what their own keys add): events are about the account's own clients.
  const resellers = requireRole(businessRoles);
  for (const path of [
    '/admin/webhooks',
    '/admin/webhooks/*',
    '/admin/webhook-deliveries',
    '/admin/webhook-deliveries/*',
  ])
    router.use(path, resellers);
  return router
    .openapi(listRoute, listHandler(deps))
    .openapi(getRoute, getHandler(deps))
    .openapi(createWebhookRoute, createWebhookHandler(deps))
    .openapi(updateRoute, updateHandler(deps))
    .openapi(deleteRoute, deleteHandler(deps))
    .openapi(rotateRoute, rotateHandler(deps))
    .openapi(testRoute, testHandler(deps))
    .openapi(deliveriesRoute, deliveriesHandler(deps))
    .openapi(deliveryRoute, deliveryHandler(deps))
    .openapi(resendRoute, resendHandler(deps));
}
