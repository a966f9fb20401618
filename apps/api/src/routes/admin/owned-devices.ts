import { createRoute, z } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import { normaliseDeviceId } from '@vela/validation';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { devices } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { errorTexts } from '../../http/error-text.ts';
import { errorResponses } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';

// A read-only stand-in for the devices resource, enough for the playlist form's device chooser: the
// caller's devices (an operator's: all) as `{id, device_id, device_brand}`. The full devices resource
// (claim, release, details) serves the same paths with a superset of these fields and replaces this file.

const deviceSchema = z
  .object({ id: z.string(), device_id: z.string(), device_brand: z.string().nullable() })
  .openapi('OwnedDevice');

const listRoute = createRoute({
  method: 'get',
  path: '/admin/devices',
  tags: ['Dashboard'],
  summary: "The caller's devices, one page",
  request: { query: listQuerySchema(['device_id', 'id'], { field: 'device_id', order: 'asc' }) },
  responses: {
    200: { description: 'One page', content: { 'application/json': { schema: z.array(deviceSchema) } } },
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/devices/{id}',
  tags: ['Dashboard'],
  summary: 'One of the caller’s devices',
  request: { params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: { description: 'The device', content: { 'application/json': { schema: deviceSchema } } },
    ...errorResponses(401, 403, 404),
  },
});

const columns = { id: devices.deviceId, device_id: devices.deviceId, device_brand: devices.deviceBrand };

export function ownedDeviceRoutes({ database }: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const owned = (user: UserVariables['user']): SQL | undefined =>
    user.role === 'operator' ? undefined : eq(devices.ownerId, user.id);

  return router
    .openapi(listRoute, async (c) => {
      const { filter, sort, offset, limit } = c.req.valid('query');
      const ids = Array.isArray(filter.id) ? filter.id.map(String) : undefined;
      const q = typeof filter.q === 'string' ? filter.q.replace(/[\\%_]/g, '') : undefined;
      const where = and(
        owned(c.get('user')),
        ids ? inArray(devices.deviceId, ids) : undefined,
        q ? ilike(devices.deviceId, `%${q}%`) : undefined,
      );
      const order = sort.order === 'asc' ? asc : desc;
      const [rows, [totals]] = await Promise.all([
        database.db
          .select(columns)
          .from(devices)
          .where(where)
          .orderBy(order(devices.deviceId))
          .limit(limit)
          .offset(offset),
        database.db.select({ total: count() }).from(devices).where(where),
      ]);
      setContentRange(c, 'devices', offset, rows.length, totals?.total ?? 0);
      return c.json(rows, 200);
    })
    .openapi(getRoute, async (c) => {
      const deviceId = normaliseDeviceId(c.req.valid('param').id);
      const [row] = deviceId
        ? await database.db
            .select(columns)
            .from(devices)
            .where(and(eq(devices.deviceId, deviceId), owned(c.get('user'))))
        : [];
      if (!row) return c.json({ error: errorTexts.notFound, code: 'not_found' } satisfies ErrorBody, 404);
      return c.json(row, 200);
    });
}
