import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../../../auth/auth-errors.ts';
import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  createNewsHandler,
  deleteHandler,
  getHandler,
  listHandler,
  updateHandler,
  uploadHandler,
} from './news.handlers.ts';
import {
  createNewsRoute,
  deleteRoute,
  getRoute,
  listRoute,
  updateRoute,
  uploadRoute,
} from './news.routes.ts';

/** Only operators write the news (DESIGN section 5); everyone else is refused before anything is read. */
const operatorsOnly: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  if (c.get('user').role !== 'operator') return c.json(errorBody('not_authorized'), 403);
  await next();
};

/**
 * `/api/admin/news`: the operators' news, drafts included. Every write is audited in its transaction; what is
 * published reaches `/api/getAllNews` and the site's pages at once.
 */
export function newsAdminRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/news', operatorsOnly);
  router.use('/admin/news/*', operatorsOnly);
  return router
    .openapi(listRoute, listHandler(deps))
    .openapi(getRoute, getHandler(deps))
    .openapi(createNewsRoute, createNewsHandler(deps))
    .openapi(updateRoute, updateHandler(deps))
    .openapi(deleteRoute, deleteHandler(deps))
    .openapi(uploadRoute, uploadHandler(deps));
}
