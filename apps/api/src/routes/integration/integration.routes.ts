import { createRoute, z } from '@hono/zod-openapi';
import {
  activationCreateSchema,
  activationStatuses,
  deviceIdSchema,
  idempotencyKeySchema,
  integrationPlaylistSchema,
} from '@vela/validation';
import { errorResponses, errorSchema, jsonResponse as json, jsonBody } from '../../http/openapi-schemas.ts';
import { activationRefusals, activationSchema, pricesSchema } from '../../http/shared-schemas.ts';

const tags = ['Integration API'];

const deviceParams = z.object({
  deviceid: deviceIdSchema.meta({
    description:
      'The device id (`AA:BB:CC:DD:EE:FF`; any case, with colons, dashes or nothing between the pairs)',
  }),
});

const playlistParams = deviceParams.extend({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The playlist id (a UUID)' }),
});

const slotsSchema = z
  .object({
    deviceid: z.string(),
    limit: z.number().int().describe('Playlists a device may hold'),
    used: z.number().int().describe('Playlists it holds now, of any provider'),
    free: z.number().int().describe('Playlists it takes before `slots_full`'),
  })
  .openapi('IntegrationSlots');

const playlistSchema = z
  .object({
    id: z.string(),
    deviceid: z.string(),
    playlistName: z.string(),
    host: z.string().describe("The host it plays from (for a code: the entry's current host)"),
    host_code: z
      .number()
      .int()
      .nullable()
      .describe('The code it was added with; null when added with a host'),
    username: z.string(),
    hide_playlist_info: z.boolean(),
    epg_url: z
      .string()
      .nullable()
      .describe("The programme guide's (XMLTV) address; null: the TV takes it from the playlist's server"),
    playlist_added_at: z.string().describe('ISO 8601'),
  })
  .openapi('IntegrationPlaylist');

const hostSchema = z
  .object({ host: z.string(), backup_host: z.string().nullable(), code: z.number().int() })
  .openapi('IntegrationHost');

/** The answer of a write that an `Idempotency-Key` may replay, saying so in `Idempotent-Replayed`. */
function idempotentAnswer<T extends z.ZodType>(description: string, schema: T) {
  return {
    description,
    headers: {
      'Idempotent-Replayed': {
        description: '`true` when this answers an earlier request with the same `Idempotency-Key`',
        schema: { type: 'string' as const, enum: ['true'] },
      },
    },
    content: { 'application/json': { schema } },
  };
}

/** Every call carries an API key: the `apiKey` scheme of `/api/openapi.json`. */
const common = { tags, security: [{ apiKey: [] }] };

export const slotsRoute = createRoute({
  ...common,
  method: 'get',
  path: '/integration/v1/devices/{deviceid}/slots',
  operationId: 'getDeviceSlots',
  summary: 'How many playlists a registered device holds and how many more it takes',
  request: { params: deviceParams },
  responses: {
    200: json('The slots', slotsSchema),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

export const addPlaylistRoute = createRoute({
  ...common,
  method: 'post',
  path: '/integration/v1/devices/{deviceid}/playlists',
  operationId: 'createDevicePlaylist',
  summary: 'Adds a playlist to a device, on one of your whitelist hosts or codes',
  description:
    "Send `host` (one of your entries' host or backup address) or `host_code` (one of your codes), never both; other hosts and codes are refused with 403 `host_not_allowed`. A code links the playlist to its entry, so editing the entry moves it, and always hides its details; with a host they are hidden unless `hide_playlist_info` is false. A full device answers 409 `slots_full`; a device whose owner locked uploads, 403 `upload_protected`. With an `Idempotency-Key` header, the same key and body within 24 hours answer the first add again (header `Idempotent-Replayed: true`) instead of adding twice; the same key with another body is 422 `idempotency_key_reused`.",
  request: {
    params: deviceParams,
    headers: z.object({
      'idempotency-key': idempotencyKeySchema.optional().openapi({
        description: 'Your id for this add (1 to 255 visible ASCII characters, e.g. a UUID)',
      }),
    }),
    body: jsonBody(integrationPlaylistSchema),
  },
  responses: {
    201: idempotentAnswer('Added (or, with a known Idempotency-Key, the first answer again)', playlistSchema),
    ...errorResponses(400, 401, 403, 404, 409, 422, 429),
  },
});

export const listPlaylistsRoute = createRoute({
  ...common,
  method: 'get',
  path: '/integration/v1/devices/{deviceid}/playlists',
  operationId: 'listDevicePlaylists',
  summary: "Your playlists on a device (on your hosts or codes); never other providers' nor any password",
  request: { params: deviceParams },
  responses: {
    200: json('Oldest first', z.array(playlistSchema)),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

export const deletePlaylistRoute = createRoute({
  ...common,
  method: 'delete',
  path: '/integration/v1/devices/{deviceid}/playlists/{id}',
  operationId: 'deleteDevicePlaylist',
  summary: 'Removes one of your playlists from a device, answering what was removed',
  description:
    "A playlist the device's owner locked with parental control is not removed: 423 `parental_locked` (the owner removes it from their dashboard).",
  request: { params: playlistParams },
  responses: {
    200: json('Removed', playlistSchema),
    ...errorResponses(400, 401, 403, 404, 423, 429),
  },
});

export const hostsRoute = createRoute({
  ...common,
  method: 'get',
  path: '/integration/v1/hosts',
  operationId: 'listWhitelistHosts',
  summary: 'Your whitelist: each host, its backup address and its code',
  responses: {
    200: json('Oldest first', z.array(hostSchema)),
    ...errorResponses(401, 403, 429),
  },
});

const integrationCreditsSchema = z
  .object({
    balance: z.number().int().describe('Credits you hold'),
    frozen: z.boolean().describe('True while your account is suspended: nothing can be spent'),
    prices: pricesSchema,
    revoke_window_hours: z.number().int().describe('How long after an activation you may revoke it'),
  })
  .openapi('IntegrationCredits');

const idempotencyHeaders = z.object({
  'idempotency-key': idempotencyKeySchema.optional().openapi({
    description: 'Your id for this activation (1 to 255 visible ASCII characters, e.g. a UUID)',
  }),
});

const conflict = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

export const creditsRoute = createRoute({
  ...common,
  method: 'get',
  path: '/integration/v1/credits',
  operationId: 'getIntegrationCredits',
  summary: 'Your balance, what each tier costs and the grace period of a revocation',
  responses: { 200: json('Your credits', integrationCreditsSchema), ...errorResponses(401, 403, 429) },
});

export const activateRoute = createRoute({
  ...common,
  method: 'post',
  path: '/integration/v1/activations',
  operationId: 'createIntegrationActivation',
  summary: 'Activates a device by its id for a tier, paid with your credits',
  description: `${activationRefusals} With an \`Idempotency-Key\` header, the same key and body within 24 hours answer the first activation again (header \`Idempotent-Replayed: true\`) instead of spending twice; the same key with another body is 422 \`idempotency_key_reused\`.`,
  request: { headers: idempotencyHeaders, body: jsonBody(activationCreateSchema) },
  responses: {
    201: idempotentAnswer(
      'Activated (or, with a known Idempotency-Key, the first answer again)',
      activationSchema,
    ),
    ...errorResponses(400, 401, 403, 404, 422, 429),
    409: conflict('`already_licensed` or `insufficient_credits`'),
  },
});

export const listActivationsRoute = createRoute({
  ...common,
  method: 'get',
  path: '/integration/v1/activations',
  operationId: 'listIntegrationActivations',
  summary: 'Your activations, newest first',
  request: {
    query: z.object({
      device_id: deviceIdSchema.optional().meta({ description: 'Only this device’s, in any notation' }),
      status: z.enum(activationStatuses).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(50).describe('At most 100; 50 by default'),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    }),
  },
  responses: {
    200: json('One page, newest first', z.array(activationSchema)),
    ...errorResponses(400, 401, 403, 429),
  },
});

export const revokeRoute = createRoute({
  ...common,
  method: 'post',
  path: '/integration/v1/activations/{id}/revoke',
  operationId: 'revokeIntegrationActivation',
  summary: 'Revokes one of your activations within the grace period, for its credits back',
  description:
    '409 `revoke_window_over` after the grace period, `activation_revoked` when already revoked, `licence_changed` when the device’s licence changed since.',
  request: {
    params: z.object({
      id: z
        .string()
        .openapi({ param: { name: 'id', in: 'path' }, description: 'The activation id (a UUID)' }),
    }),
  },
  responses: {
    200: json('Revoked', activationSchema),
    ...errorResponses(401, 403, 404, 429),
    409: conflict('`revoke_window_over`, `activation_revoked` or `licence_changed`'),
  },
});
