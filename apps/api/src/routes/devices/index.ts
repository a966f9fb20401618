import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { checkDeviceIdHandler } from './devices.handlers.ts';
import { checkDeviceIdRoute } from './devices.routes.ts';

export function deviceRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/checkdeviceid', deps.limits.byAddress('checkdeviceid'));
  return router.openapi(checkDeviceIdRoute, checkDeviceIdHandler(deps));
}
