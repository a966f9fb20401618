import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { publicWriteLimit } from '../../http/limits.ts';
import { canPlayHandler, registerHandler, syncHandler } from './device-app.handlers.ts';
import { canPlayRoute, registerRoute, syncRoute } from './device-app.routes.ts';

export function deviceAppRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/app/*', publicWriteLimit(deps, 'app', { perDevice: true }));
  return router
    .openapi(registerRoute, registerHandler(deps))
    .openapi(syncRoute, syncHandler(deps))
    .openapi(canPlayRoute, canPlayHandler(deps));
}
