import { etag } from 'hono/etag';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { getAllNewsCachedHandler, getAllNewsHandler, newsImageHandler } from './news.handlers.ts';
import { getAllNewsCachedRoute, getAllNewsRoute, newsImageRoute } from './news.routes.ts';

export function newsRoutes(deps: AppDeps) {
  const router = createRouter();
  // A read, shown on every news page: its own generous limit, so visitors behind one address are not refused.
  router.use('/getAllNews', deps.limits.byAddress('getAllNews', deps.env.RATE_LIMIT_READ));
  router.use('/getAllNews', etag());
  router.use('/news/images/*', deps.limits.byAddress('newsImages', deps.env.RATE_LIMIT_READ));
  return router
    .openapi(getAllNewsRoute, getAllNewsHandler(deps))
    .openapi(getAllNewsCachedRoute, getAllNewsCachedHandler(deps))
    .openapi(newsImageRoute, newsImageHandler(deps));
}
