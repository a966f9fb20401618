import type { RouteHandler } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import type { checkDeviceIdRoute } from './devices.routes.ts';

export function checkDeviceIdHandler({ hotPaths }: AppDeps): RouteHandler<typeof checkDeviceIdRoute> {
  return async (c) => {
    const { deviceid } = c.req.valid('json').query;
    const message = (await hotPaths.deviceExists(deviceid))
      ? `Device ${deviceid} exists in the collection.`
      : `Device ${deviceid} is not registered. Open the app on the device once to register it.`;
    return c.json({ message }, 200);
  };
}
