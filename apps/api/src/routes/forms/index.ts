import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { newsletterHandler, submitFormHandler } from './forms.handlers.ts';
import { newsletterRoute, submitFormRoute } from './forms.routes.ts';

export function formRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/forms/*', deps.limits.byAddress('forms'));
  router.use('/newsletter', deps.limits.byAddress('newsletter'));
  return router
    .openapi(submitFormRoute, submitFormHandler(deps))
    .openapi(newsletterRoute, newsletterHandler(deps));
}
