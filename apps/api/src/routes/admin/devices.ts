import { createRoute, z } from '@hono/zod-openapi';
import type { DeviceErrorCode } from '@vela/api-client';
import {
  deviceClaimSchema,
  deviceIdPattern,
  deviceLabelSchema,
  deviceNameMaxLength,
  deviceUpdateSchema,
  licenceReasonMaxLength,
  licenceTransferSchema,
  normaliseDeviceId,
  operatorLicenceChangeSchema,
} from '@vela/validation';
import { errorBody } from '../../auth/auth-errors.ts';
import { deviceKeyMatches, hashPairingCode } from '../../crypto/device-keys.ts';
import type { AppDeps } from '../../deps.ts';
import { licenceTransfersPerYear } from '../../domain/licence.ts';
import type { SignedInUser } from '../../domain/signed-in-user.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { rateLimited } from '../../http/limits.ts';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import { requireRole, type UserVariables } from '../../http/require-user.ts';
import {
  claimDevice,
  devicePurchases,
  deviceSortFields,
  findOwnedDevice,
  listDevices,
  ownerEmailOf,
  playlistsRemovedByRelease,
  releaseDevice,
  setDeviceLabel,
  setUploadProtection,
  toAdminDevice,
  transferDeviceLicence,
} from '../../store/admin-devices.ts';
import { changeDeviceLicence, deviceHistory } from '../../store/device-licences.ts';
import type { DeviceRow } from '../../store/devices.ts';
import { deviceSchema } from './admin-schemas.ts';

const tags = ['Dashboard: devices'];

const deviceAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: deviceSchema } },
});

const deviceFilterSchema = z.object({
  q: z.string().max(64).optional(),
  mac: z.string().max(64).optional(),
  owner: z.string().max(320).optional(),
  id: z.union([z.string(), z.array(z.string()).max(1000)]).optional(),
});

const idParam = z.object({
  id: z
    .string()
    .max(64)
    .meta({ pattern: deviceIdPattern.source, description: 'A device id, e.g. `A2:B1:C3:D4:E5:F6`' }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/devices',
  operationId: 'listDevices',
  security: [{ session: [] }],
  tags,
  summary: "The caller's devices (every device for operators)",
  description:
    'ra-data-simple-rest conventions. `filter`: `q` searches the device id (any part, any notation) and the owner’s name for it, `mac` the reported MAC address ' +
    '(whole or its beginning, any notation), `owner` part of the owner’s e-mail address, `id` picks devices ' +
    'by id. Operators get the owner’s id and e-mail with each device.',
  request: {
    query: listQuerySchema(deviceSortFields, { field: 'activation_date', order: 'desc' }, deviceFilterSchema),
  },
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
  operationId: 'getDevice',
  security: [{ session: [] }],
  tags,
  summary: 'One of the caller’s devices',
  request: { params: idParam },
  responses: { 200: deviceAnswer('The device'), ...errorResponses(401, 403, 404) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/devices/{id}',
  operationId: 'updateDevice',
  security: [{ session: [] }],
  tags,
  summary: 'Switches upload protection: only the owner’s dashboard may then add playlists',
  description: 'Only `upload_protected` is read; the other fields of the record are what the TV reports.',
  request: { params: idParam, body: jsonBody(deviceUpdateSchema) },
  responses: { 200: deviceAnswer('The device as saved'), ...errorResponses(400, 401, 403, 404) },
});

const labelRoute = createRoute({
  method: 'patch',
  path: '/admin/devices/{id}',
  operationId: 'labelDevice',
  security: [{ session: [] }],
  tags,
  summary: 'Names a TV and keeps a note about it: its owner only',
  description:
    `\`name\` (at most ${deviceNameMaxLength} characters, one line) and \`note\`: a field left out stays as it ` +
    'is, an empty one is cleared. Only the owner names their TV, whatever their role: anyone else gets 404. ' +
    'Audited as `device.rename`. A release or a reset of the TV clears both.',
  request: { params: idParam, body: jsonBody(deviceLabelSchema) },
  responses: { 200: deviceAnswer('The device as saved'), ...errorResponses(400, 401, 403, 404) },
});

const claimRoute = createRoute({
  method: 'post',
  path: '/admin/devices/claim',
  operationId: 'claimDevice',
  security: [{ session: [] }],
  tags,
  summary: 'Claims a device with the pairing code its TV shows, or with its id and key',
  description:
    'A device another account owns is refused with 409 `device_owned`, whatever the proof: its owner releases ' +
    'it first, or the TV is reset (`POST /api/app/reset`). A pairing code is used up by the attempt. Claiming ' +
    'one’s own device again changes nothing.',
  request: { body: jsonBody(deviceClaimSchema) },
  responses: {
    200: deviceAnswer('The device, now the caller’s'),
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

const releaseRoute = createRoute({
  method: 'post',
  path: '/admin/devices/{id}/release',
  operationId: 'releaseDevice',
  security: [{ session: [] }],
  tags,
  summary: 'Gives up a device: it no longer belongs to its owner (its licence stays with it)',
  description:
    'By its owner, or by an operator. The playlists the owner added in the dashboard are deleted with it ' +
    '(`release_removes_playlists` tells how many beforehand); those others added stay with the TV.',
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
  operationId: 'listDevicePurchases',
  security: [{ session: [] }],
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
  operationId: 'transferDeviceLicence',
  security: [{ session: [] }],
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

const licenceRoute = createRoute({
  method: 'post',
  path: '/admin/devices/{id}/licence',
  operationId: 'changeDeviceLicence',
  security: [{ session: [] }],
  tags,
  summary: 'Operators: grants Basic, grants or extends Premium, or revokes the licence, with a reason',
  description:
    'By the licence rules: Premium adds a year from the later of now and the current Privacy Mode expiry, as ' +
    'a payment does; Basic brings a month of Privacy Mode while the promotion runs; revoking ends the lifetime ' +
    'licence, Privacy Mode and a running trial. Kept as a licence grant of source `operator` with its actor ' +
    `and reason (at most ${licenceReasonMaxLength} characters), and in the audit log. Basic is refused to a ` +
    'device that has the lifetime licence (409 `lifetime_licence_owned`), as at the checkout.',
  request: { params: idParam, body: jsonBody(operatorLicenceChangeSchema) },
  responses: {
    200: deviceAnswer('The device after the change'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const historyEventSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['purchase', 'grant', 'revoke', 'transfer_in', 'transfer_out', 'claim', 'release', 'reset']),
    at: z.string().describe('ISO 8601'),
    plan: z.enum(['basic', 'premium']).nullable(),
    source: z.string().nullable(),
    reason: z.string().nullable(),
    by_support: z.boolean().describe('An operator’s grant or revocation'),
    actor_email: z.string().nullable().describe('Who acted; given to operators only'),
    other_device_id: z.string().nullable(),
    other_device_name: z
      .string()
      .nullable()
      .describe('The other device’s name, while the same person owns both'),
    lifetime: z.boolean().nullable(),
    privacy_expiry: z.string().nullable(),
  })
  .openapi('DeviceHistoryEvent');

const historyRoute = createRoute({
  method: 'get',
  path: '/admin/devices/{id}/history',
  operationId: 'listDeviceHistory',
  security: [{ session: [] }],
  tags,
  summary: 'What changed the device’s licence and owner, newest first',
  description:
    'Purchases, operators’ grants and revocations with their reasons, licence moves in and out, claims, ' +
    'releases and resets on the TV. Customers see operators’ changes as made by support, and only their own ' +
    'claims and releases.',
  request: { params: idParam },
  responses: {
    200: {
      description: 'History',
      content: { 'application/json': { schema: z.array(historyEventSchema) } },
    },
    ...errorResponses(401, 403, 404),
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
  const promotionEndsAt = () =>
    deps.settings.promotionEndsAt ? new Date(deps.settings.promotionEndsAt) : null;
  /**
   * One device as the caller sees it: operators with its owner's e-mail address, and for everyone what a
   * release would delete, so that its confirmation can say it.
   */
  const shown = async (caller: Pick<SignedInUser, 'role'>, device: DeviceRow) => {
    const [ownerEmail, releaseRemoves] = await Promise.all([
      caller.role === 'operator' ? ownerEmailOf(db(), device) : undefined,
      playlistsRemovedByRelease(db(), device),
    ]);
    return { ...toAdminDevice(device, deps.now(), ownerEmail), release_removes_playlists: releaseRemoves };
  };
  router.use('/admin/devices/:id/licence', requireRole(['operator']));
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
      const user = c.get('user');
      const { rows, total } = await listDevices(db(), user, query, {
        q: filter.data.q,
        mac: filter.data.mac,
        owner: filter.data.owner,
        id: canonicalIds,
      });
      setContentRange(c, 'devices', query.offset, rows.length, total);
      const now = deps.now();
      const operator = user.role === 'operator';
      return c.json(
        rows.map((row) => (operator ? toAdminDevice(row, now, row.ownerEmail) : toAdminDevice(row, now))),
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
      const result = await claimDevice(db(), user, proof, deps.now(), clientAddress(c, deps.env));
      if ('refused' in result) {
        const code = result.refused;
        if (code === 'device_owned') return c.json(refusal(code), 409);
        return code === 'device_key_invalid' ? c.json(refusal(code), 400) : c.json(refusal(code), 404);
      }
      deps.metrics.deviceClaimed();
      return c.json(await shown(user, result.device), 200);
    })
    .openapi(getRoute, async (c) => {
      const deviceId = deviceIdOf(c.req.valid('param').id);
      const device = deviceId ? await findOwnedDevice(db(), c.get('user'), deviceId) : undefined;
      if (!device) return c.json(refusal('device_not_found'), 404);
      return c.json(await shown(c.get('user'), device), 200);
    })
    .openapi(updateRoute, async (c) => {
      const deviceId = deviceIdOf(c.req.valid('param').id);
      const { upload_protected } = c.req.valid('json');
      const device = deviceId
        ? await setUploadProtection(
            db(),
            c.get('user'),
            deviceId,
            upload_protected,
            clientAddress(c, deps.env),
          )
        : undefined;
      if (!device) return c.json(refusal('device_not_found'), 404);
      return c.json(await shown(c.get('user'), device), 200);
    })
    .openapi(labelRoute, async (c) => {
      const deviceId = deviceIdOf(c.req.valid('param').id);
      const label = c.req.valid('json');
      const device = deviceId
        ? await setDeviceLabel(db(), c.get('user'), deviceId, label, clientAddress(c, deps.env))
        : undefined;
      if (!device) return c.json(refusal('device_not_found'), 404);
      return c.json(await shown(c.get('user'), device), 200);
    })
    .openapi(releaseRoute, async (c) => {
      const deviceId = deviceIdOf(c.req.valid('param').id);
      const device = deviceId
        ? await releaseDevice(db(), c.get('user'), deviceId, deps.now(), clientAddress(c, deps.env))
        : undefined;
      if (!device) return c.json(refusal('device_not_found'), 404);
      return c.json(await shown(c.get('user'), device), 200);
    })
    .openapi(licenceRoute, async (c) => {
      const deviceId = deviceIdOf(c.req.valid('param').id);
      const { action, reason } = c.req.valid('json');
      const user = c.get('user');
      if (!deviceId) return c.json(refusal('device_not_found'), 404);
      const result = await changeDeviceLicence(
        db(),
        user,
        deviceId,
        {
          action,
          reason,
          now: deps.now(),
          promotionEndsAt: promotionEndsAt(),
        },
        clientAddress(c, deps.env),
      );
      if ('refused' in result) {
        if (result.refused === 'device_not_found') return c.json(refusal(result.refused), 404);
        return c.json(errorBody(result.refused), 409);
      }
      return c.json(await shown(user, result.device), 200);
    })
    .openapi(historyRoute, async (c) => {
      const deviceId = deviceIdOf(c.req.valid('param').id);
      const history = deviceId ? await deviceHistory(db(), c.get('user'), deviceId) : undefined;
      if (!history) return c.json(refusal('device_not_found'), 404);
      return c.json(history, 200);
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
      const result = await transferDeviceLicence(
        db(),
        c.get('user'),
        deviceId,
        to_deviceid,
        now,
        clientAddress(c, deps.env),
      );
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
