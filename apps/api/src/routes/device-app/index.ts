import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import {
  canPlayHandler,
  pairingCodeHandler,
  parentalVerifyHandler,
  playlistStatusHandler,
  registerHandler,
  resetHandler,
  syncHandler,
} from './device-app.handlers.ts';
import {
  canPlayRoute,
  pairingCodeRoute,
  parentalVerifyRoute,
  playlistStatusRoute,
  registerRoute,
  resetRoute,
  syncRoute,
} from './device-app.routes.ts';

export function deviceAppRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/app/*', deps.limits.byAddress('app'));
  return router
    .openapi(registerRoute, registerHandler(deps))
    .openapi(syncRoute, syncHandler(deps))
    .openapi(canPlayRoute, canPlayHandler(deps))
    .openapi(pairingCodeRoute, pairingCodeHandler(deps))
    .openapi(playlistStatusRoute, playlistStatusHandler(deps))
    .openapi(resetRoute, resetHandler(deps))
    .openapi(parentalVerifyRoute, parentalVerifyHandler(deps));
}
