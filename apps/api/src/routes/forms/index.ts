import { etag } from 'hono/etag';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { blogCommentsHandler, newsletterHandler, submitFormHandler } from './forms.handlers.ts';
import { blogCommentsRoute, newsletterRoute, submitFormRoute } from './forms.routes.ts';

export function formRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/forms/*', deps.limits.byAddress('forms'));
  router.use('/newsletter', deps.limits.byAddress('newsletter'));
  // A read on every blog page: the generous read limit, so readers behind one address are not refused.
  router.use('/blog/*', deps.limits.byAddress('blogComments', deps.env.RATE_LIMIT_READ));
  router.use('/blog/*', etag());
  return router
    .openapi(submitFormRoute, submitFormHandler(deps))
    .openapi(newsletterRoute, newsletterHandler(deps))
    .openapi(blogCommentsRoute, blogCommentsHandler(deps));
}
