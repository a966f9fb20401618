import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  createReplyHandler,
  deleteHandler,
  getHandler,
  listHandler,
  updateHandler,
} from './canned-replies.handlers.ts';
import { createReplyRoute, deleteRoute, getRoute, listRoute, updateRoute } from './canned-replies.routes.ts';

/** Canned replies are the support desk's: everyone else is refused before anything is read. */
const operatorsOnly: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  if (c.get('user').role !== 'operator') return c.json(errorBody('not_authorized'), 403);
  await next();
};

/** `/api/admin/canned-replies`: the operators' canned replies, per language; every change audited. */
export function cannedReplyRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/canned-replies', operatorsOnly);
  router.use('/admin/canned-replies/*', operatorsOnly);
  return router
    .openapi(listRoute, listHandler(deps))
    .openapi(getRoute, getHandler(deps))
    .openapi(createReplyRoute, createReplyHandler(deps))
    .openapi(updateRoute, updateHandler(deps))
    .openapi(deleteRoute, deleteHandler(deps));
}
