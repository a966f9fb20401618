import { etag } from 'hono/etag';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { getAllNewsCachedHandler, getAllNewsHandler } from './news.handlers.ts';
import { getAllNewsCachedRoute, getAllNewsRoute } from './news.routes.ts';

export function newsRoutes(deps: AppDeps) {
  const router = createRouter();
  // A read, shown on every news page: its own generous limit, so visitors behind one address are not refused.
  router.use('/getAllNews', deps.limits.byAddress('getAllNews', deps.env.RATE_LIMIT_READ));
  router.use('/getAllNews', etag());
  return router
    .openapi(getAllNewsRoute, getAllNewsHandler(deps))
    .openapi(getAllNewsCachedRoute, getAllNewsCachedHandler(deps));
}
