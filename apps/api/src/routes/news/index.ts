import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { publicWriteLimit } from '../../http/limits.ts';
import { getAllNewsHandler } from './news.handlers.ts';
import { getAllNewsRoute } from './news.routes.ts';

export function newsRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/getAllNews', publicWriteLimit(deps, 'getAllNews'));
  return router.openapi(getAllNewsRoute, getAllNewsHandler(deps));
}
