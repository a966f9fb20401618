import { createRoute, z } from '@hono/zod-openapi';
import {
  deviceClaimSchema,
  deviceIdPattern,
  deviceLabelSchema,
  deviceNameMaxLength,
  deviceUpdateSchema,
  licenceReasonMaxLength,
  licenceTransferSchema,
  operatorLicenceChangeSchema,
  parentalPinChangeSchema,
  parentalPinClearSchema,
  parentalUnlockSchema,
} from '@vela/validation';
import { licenceTransfersPerYear } from '../../../domain/licence.ts';
import { listQuerySchema } from '../../../http/admin-list.ts';
import { errorResponses, jsonBody } from '../../../http/openapi-schemas.ts';
import { deviceSortFields } from '../../../store/admin-devices.ts';
import {
  firstParentalLockoutMs,
  parentalPinAttempts,
  parentalUnlockMs,
} from '../../../store/parental-control.ts';
import { deviceSchema } from '../admin-schemas.ts';

const tags = ['Dashboard: devices'];

const deviceAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: deviceSchema } },
});

export const deviceFilterSchema = z.object({
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

export const listRoute = createRoute({
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

export const getRoute = createRoute({
  method: 'get',
  path: '/admin/devices/{id}',
  operationId: 'getDevice',
  security: [{ session: [] }],
  tags,
  summary: 'One of the caller’s devices',
  request: { params: idParam },
  responses: { 200: deviceAnswer('The device'), ...errorResponses(401, 403, 404) },
});

export const updateRoute = createRoute({
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

export const labelRoute = createRoute({
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

export const claimRoute = createRoute({
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

export const releaseRoute = createRoute({
  method: 'post',
  path: '/admin/devices/{id}/release',
  operationId: 'releaseDevice',
  security: [{ session: [] }],
  tags,
  summary: 'Gives up a device: it no longer belongs to its owner (its licence stays with it)',
  description:
    'By its owner, or by an operator. The playlists the owner added in the dashboard are deleted with it ' +
    '(`release_removes_playlists` tells how many beforehand); those others added stay with the TV. A device ' +
    'with a parental PIN is released only by a session that unlocked it (`POST .../parental-unlock`), else ' +
    '423 `parental_locked`; it leaves without its PIN and its playlists without their locks.',
  request: { params: idParam },
  responses: { 200: deviceAnswer('The released device'), ...errorResponses(401, 403, 404, 423) },
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

export const purchasesRoute = createRoute({
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

export const transferRoute = createRoute({
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

export const licenceRoute = createRoute({
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
    kind: z.enum([
      'purchase',
      'grant',
      'revoke',
      'activation',
      'activation_revoked',
      'transfer_in',
      'transfer_out',
      'claim',
      'release',
      'reset',
    ]),
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
    reseller_name: z
      .string()
      .nullable()
      .describe(
        'Who activated the device with credits (an activation and its undoing): the reseller’s business name',
      ),
    lifetime: z.boolean().nullable(),
    privacy_expiry: z.string().nullable(),
  })
  .openapi('DeviceHistoryEvent');

export const historyRoute = createRoute({
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

const lockoutWords =
  `Wrong PINs count against the device, on the TV and here alike: after ${parentalPinAttempts} in a row PIN ` +
  `entry pauses for ${firstParentalLockoutMs / 1000} seconds, each further pause twice as long (at most a ` +
  'day), answered 429 with `Retry-After`.';

export const parentalPinRoute = createRoute({
  method: 'put',
  path: '/admin/devices/{id}/parental-pin',
  operationId: 'setParentalPin',
  security: [{ session: [] }],
  tags,
  summary: 'Sets or changes the parental PIN of one of the caller’s TVs',
  description:
    'The owner only, whatever their role: anyone else gets 404. The PIN is kept as a slow hash and never ' +
    'answered; the TV learns from its sync that one is set. Changing a PIN that is set needs `current_pin` ' +
    '(400 `parental_pin_wrong` when wrong) or the account’s `password` (400 `current_password_wrong`), else ' +
    `400 \`parental_proof\`. ${lockoutWords} Audited, and listed in the owner’s security events.`,
  request: { params: idParam, body: jsonBody(parentalPinChangeSchema) },
  responses: {
    200: deviceAnswer('The device, `parental_pin_set` true'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

export const clearParentalPinRoute = createRoute({
  method: 'delete',
  path: '/admin/devices/{id}/parental-pin',
  operationId: 'clearParentalPin',
  security: [{ session: [] }],
  tags,
  summary: 'Clears the parental PIN of one of the caller’s TVs, with the account’s password',
  description:
    'The owner only (anyone else gets 404), with the account’s password (400 `current_password_wrong`, ' +
    'counted on `RATE_LIMIT_PASSWORD_CHECKS`). The device’s playlists lose their locks with it. A device ' +
    'without a PIN is answered as it is. A reset on the TV clears the PIN too.',
  request: { params: idParam, body: jsonBody(parentalPinClearSchema) },
  responses: {
    200: deviceAnswer('The device, `parental_pin_set` false'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

export const parentalUnlockRoute = createRoute({
  method: 'post',
  path: '/admin/devices/{id}/parental-unlock',
  operationId: 'unlockParentalControl',
  security: [{ session: [] }],
  tags,
  summary: 'Unlocks the locked playlists of one of the caller’s TVs for this session, a short while',
  description:
    `With the TV’s \`pin\` or the account’s \`password\`: for ${parentalUnlockMs / 60000} minutes this session ` +
    'may delete, replace, unlock and reveal the device’s locked playlists, and release the device. The ' +
    'unlock ends with the session. A device without a PIN answers 409 `parental_pin_not_set`; a wrong PIN ' +
    `400 \`parental_pin_wrong\`, a wrong password 400 \`current_password_wrong\`. ${lockoutWords}`,
  request: { params: idParam, body: jsonBody(parentalUnlockSchema) },
  responses: {
    200: {
      description: 'Unlocked until `unlocked_until`',
      content: {
        'application/json': {
          schema: z
            .object({ device_id: z.string(), unlocked_until: z.string().describe('ISO 8601') })
            .openapi('ParentalUnlock'),
        },
      },
    },
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});
