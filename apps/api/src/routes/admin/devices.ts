import { createRoute, z } from '@hono/zod-openapi';
import type { DeviceErrorCode } from '@vela/api-client';
import {
  deviceClaimSchema,
  deviceUpdateSchema,
  licenceTransferSchema,
  normaliseDeviceId,
} from '@vela/validation';
import { errorBody } from '../../auth/auth-errors.ts';
import { deviceKeyMatches, hashPairingCode } from '../../crypto/device-keys.ts';
import type { AppDeps } from '../../deps.ts';
import { licenceTransfersPerYear } from '../../domain/licence.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { rateLimited } from '../../http/limits.ts';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import {
  claimDevice,
  devicePurchases,
  deviceSortFields,
  findOwnedDevice,
  listDevices,
  releaseDevice,
  setUploadProtection,
  toAdminDevice,
  transferDeviceLicence,
} from '../../store/admin-devices.ts';

const tags = ['Dashboard: devices'];

const deviceSchema = z
  .object({
    id: z.string().describe('The canonical device id'),
    device_id: z.string(),
    activation_date: z.string(),
    license_expiry: z.string().nullable().describe("The trial's end; null with a lifetime licence"),
    privacy_expiry: z.string().nullable(),
    privacy_active: z.boolean(),
    device_brand: z.string().nullable(),
    os: z.string().nullable(),
    device_info: z.string().nullable(),
    api_version: z.string().nullable(),
    app_name: z.string().nullable(),
    app_version: z.string().nullable(),
    mac_address: z.string().nullable(),
    firmware: z.string().nullable(),
    hdmi: z.string().nullable(),
    n_type: z.string().nullable(),
    screensize: z.string().nullable(),
    app_id: z.string().nullable(),
    player_id: z.string().nullable(),
    lifetime: z.boolean(),
    upload_protected: z.boolean(),
    last_seen: z.string().nullable(),
    licence_state: z.enum(['lifetime', 'trial', 'none']),
  })
  .openapi('AdminDevice');

const deviceAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: deviceSchema } },
});

const deviceFilterSchema = z.object({
  q: z.string().max(64).optional(),
  id: z.union([z.string(), z.array(z.string()).max(1000)]).optional(),
});

const idParam = z.object({ id: z.string().max(64).describe('A device id, e.g. `A2:B1:C3:D4:E5:F6`') });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/devices',
  tags,
  summary: "The caller's devices (every device for operators)",
  description:
    'ra-data-simple-rest conventions. `filter`: `q` searches the device id, `id` picks devices by id.',
  request: { query: listQuerySchema(deviceSortFields, { field: 'activation_date', order: 'desc' }) },
  responses: {
    200: {
      description: 'One page of devices; `Content-Range` tells the total',
      content: { 'application/json': { schema: z.array(deviceSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/devices/{id}',
  tags,
  summary: 'One of the caller’s devices',
  request: { params: idParam },
  responses: { 200: deviceAnswer('The device'), ...errorResponses(401, 403, 404) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/devices/{id}',
  tags,
  summary: 'Switches upload protection: only the owner’s dashboard may then add playlists',
  description: 'Only `upload_protected` is read; the other fields of the record are what the TV reports.',
  request: { params: idParam, body: jsonBody(deviceUpdateSchema) },
  responses: { 200: deviceAnswer('The device as saved'), ...errorResponses(400, 401, 403, 404) },
});

const claimRoute = createRoute({
  method: 'post',
  path: '/admin/devices/claim',
  tags,
  summary: 'Claims a device with the pairing code its TV shows, or with its id and key',
  request: { body: jsonBody(deviceClaimSchema) },
  responses: {
    200: deviceAnswer('The device, now the caller’s'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

const releaseRoute = createRoute({
  method: 'post',
  path: '/admin/devices/{id}/release',
  tags,
  summary: 'Gives up a device: it no longer belongs to the caller (its licence stays with it)',
  request: { params: idParam },
  responses: { 200: deviceAnswer('The released device'), ...errorResponses(401, 403, 404) },
});

const purchaseSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['order', 'subscription']),
    plan: z.enum(['basic', 'premium']),
    amount: z.string(),
    currency: z.string(),
    status: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('DevicePurchase');

const purchasesRoute = createRoute({
  method: 'get',
  path: '/admin/devices/{id}/purchases',
  tags,
  summary: 'The orders and subscriptions of a device, newest first',
  request: { params: idParam },
  responses: {
    200: {
      description: 'Purchases',
      content: { 'application/json': { schema: z.array(purchaseSchema) } },
    },
    ...errorResponses(401, 403, 404),
  },
});

const transferRoute = createRoute({
  method: 'post',
  path: '/admin/devices/{id}/transfer-licence',
  tags,
  summary: 'Moves the lifetime licence and remaining Privacy Mode to another of the caller’s devices',
  description: `At most ${licenceTransfersPerYear} moves per licence in 365 days. The old device is left without a licence.`,
  request: { params: idParam, body: jsonBody(licenceTransferSchema) },
  responses: {
    200: {
      description: 'Both devices after the move',
      content: {
        'application/json': {
          schema: z
            .object({
              from: deviceSchema,
              to: deviceSchema,
              moves_used: z.number().int(),
              moves_limit: z.number().int(),
            })
            .openapi('LicenceTransfer'),
        },
      },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const refusal = (code: DeviceErrorCode) => errorBody(code);

/** A device id from the address in its canonical form, or null when it cannot be one. */
const deviceIdOf = (raw: string) => normaliseDeviceId(raw);

/**
 * The caller's devices: list and search, details, upload protection, claim and release, purchases and the
 * licence move. Every query is scoped to the caller's devices in SQL (operators: all).
 */
export function deviceAdminRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const db = () => deps.database.db;
  const premiumPrice = () => ({
    amount: deps.settings.prices.premium.toFixed(2),
    currency: deps.settings.prices.currency,
  });

  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const filter = deviceFilterSchema.safeParse(query.filter);
      if (!filter.success) return c.json(errorBody('invalid_request'), 400);
      const ids = filter.data.id === undefined ? undefined : [filter.data.id].flat();
      const canonicalIds = ids?.map(deviceIdOf).filter((id): id is string => id !== null);
      const { rows, total } = await listDevices(db(), c.get('user'), query, {
        q: filter.data.q,
        id: canonicalIds,
      });
      setContentRange(c, 'devices', query.offset, rows.length, total);
      const now = deps.now();
      return c.json(
        rows.map((row) => toAdminDevice(row, now)),
        200,
      );
    })
    .openapi(claimRoute, async (c) => {
      const user = c.get('user');
      const wait = await deps.limits.claimAttempt(c, user.id);
      if (wait) return rateLimited(c, wait);
      const claim = c.req.valid('json');
      const proof =
        claim.pairing_code !== undefined
          ? { pairingCodeHash: hashPairingCode(claim.pairing_code) }
          : {
              deviceId: claim.deviceid ?? '',
              keyMatches: (storedHash: string) => deviceKeyMatches(claim.device_key ?? '', storedHash),
            };
      const result = await claimDevice(db(), user, proof, deps.now());
      if ('refused' in result) {
        const code = result.refused;
        return code === 'device_key_invalid' ? c.json(refusal(code), 400) : c.json(refusal(code), 404);
      }
      return c.json(toAdminDevice(result.device, deps.now()), 200);
    })
    .openapi(getRoute, async (c) => {
      const deviceId = deviceIdOf(c.req.valid('param').id);
      const device = deviceId ? await findOwnedDevice(db(), c.get('user'), deviceId) : undefined;
      if (!device) return c.json(refusal('device_not_found'), 404);
      return c.json(toAdminDevice(device, deps.now()), 200);
    })
    .openapi(updateRoute, async (c) => {
      const deviceId = deviceIdOf(c.req.valid('param').id);
      const { upload_protected } = c.req.valid('json');
      const device = deviceId
        ? await setUploadProtection(db(), c.get('user'), deviceId, upload_protected)
        : undefined;
      if (!device) return c.json(refusal('device_not_found'), 404);
      return c.json(toAdminDevice(device, deps.now()), 200);
    })
    .openapi(releaseRoute, async (c) => {
      const deviceId = deviceIdOf(c.req.valid('param').id);
      const device = deviceId ? await releaseDevice(db(), c.get('user'), deviceId) : undefined;
      if (!device) return c.json(refusal('device_not_found'), 404);
      return c.json(toAdminDevice(device, deps.now()), 200);
    })
    .openapi(purchasesRoute, async (c) => {
      const deviceId = deviceIdOf(c.req.valid('param').id);
      const purchases = deviceId
        ? await devicePurchases(db(), c.get('user'), deviceId, premiumPrice())
        : undefined;
      if (!purchases) return c.json(refusal('device_not_found'), 404);
      return c.json(purchases, 200);
    })
    .openapi(transferRoute, async (c) => {
      const deviceId = deviceIdOf(c.req.valid('param').id);
      if (!deviceId) return c.json(refusal('device_not_found'), 404);
      const { to_deviceid } = c.req.valid('json');
      const now = deps.now();
      const result = await transferDeviceLicence(db(), c.get('user'), deviceId, to_deviceid, now);
      if ('refused' in result) {
        if (result.refused === 'device_not_found') return c.json(refusal(result.refused), 404);
        return c.json(refusal(result.refused), 409);
      }
      return c.json(
        {
          from: toAdminDevice(result.source, now),
          to: toAdminDevice(result.target, now),
          moves_used: result.movesUsed,
          moves_limit: licenceTransfersPerYear,
        },
        200,
      );
    });
}
