import { createRoute, z } from '@hono/zod-openapi';
import { deviceIdSchema, idempotencyKeySchema, integrationPlaylistSchema } from '@vela/validation';
import { errorResponses, jsonResponse as json, jsonBody } from '../../http/openapi-schemas.ts';

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
    playlist_added_at: z.string().describe('ISO 8601'),
  })
  .openapi('IntegrationPlaylist');

const hostSchema = z
  .object({ host: z.string(), backup_host: z.string().nullable(), code: z.number().int() })
  .openapi('IntegrationHost');

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
    201: json('Added (or, with a known Idempotency-Key, the first answer again)', playlistSchema),
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
  request: { params: playlistParams },
  responses: {
    200: json('Removed', playlistSchema),
    ...errorResponses(400, 401, 403, 404, 429),
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
