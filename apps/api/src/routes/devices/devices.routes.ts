import { createRoute, z } from '@hono/zod-openapi';
import { deviceLookupSchema } from '@vela/validation';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';

export const checkDeviceIdRoute = createRoute({
  method: 'post',
  path: '/checkdeviceid',
  operationId: 'checkDeviceId',
  security: [],
  tags: ['Public'],
  summary: 'Whether a device id is registered',
  request: { body: jsonBody(deviceLookupSchema) },
  responses: {
    200: {
      description: 'The message contains "exists in the collection" exactly when the device is registered',
      content: { 'application/json': { schema: z.object({ message: z.string() }).openapi('DeviceCheck') } },
    },
    ...errorResponses(400, 429),
  },
});
