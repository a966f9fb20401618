import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { publicWriteLimit } from '../../http/limits.ts';
import { checkDeviceIdHandler } from './devices.handlers.ts';
import { checkDeviceIdRoute } from './devices.routes.ts';

export function deviceRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/checkdeviceid', publicWriteLimit(deps, 'checkdeviceid'));
  return router.openapi(checkDeviceIdRoute, checkDeviceIdHandler(deps));
}
