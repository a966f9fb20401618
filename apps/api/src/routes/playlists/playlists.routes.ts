import { createRoute, z } from '@hono/zod-openapi';
import { hostCodeCheckSchema, playlistPayloadSchema } from '@vela/validation';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';

export const playlistRoute = createRoute({
  method: 'post',
  path: '/playlist_v3',
  operationId: 'uploadPlaylist',
  security: [],
  tags: ['Public'],
  summary: 'Sends a playlist to a device',
  description:
    'With `host_code`, the playlist plays from the host that code stands for and its details are hidden; otherwise `url` is the host (the origin of the M3U link). A device holds a limited number of playlists: one more is refused with 409 `slots_full`. A device whose owner allows uploads only from their dashboard is refused with 403 `upload_protected`; a host code whose reseller is banned or no longer a reseller with 403 `host_code_suspended`. A control character in any field is refused with 400 `invalid_characters`.',
  request: { body: jsonBody(playlistPayloadSchema) },
  responses: {
    200: {
      description: 'Stored on the device',
      content: { 'application/json': { schema: z.object({ message: z.string() }).openapi('PlaylistAdded') } },
    },
    ...errorResponses(400, 403, 404, 409, 413, 429),
  },
});

export const checkHostCodeRoute = createRoute({
  method: 'post',
  path: '/checkHostCode',
  operationId: 'checkHostCode',
  security: [],
  tags: ['Public'],
  summary: 'Whether a 6-digit host code exists',
  request: { body: jsonBody(hostCodeCheckSchema) },
  responses: {
    200: {
      description:
        "Whether a reseller has a host with this code that works: a banned reseller's codes, and those of an account that is no longer a reseller, are none",
      content: { 'application/json': { schema: z.object({ exists: z.boolean() }).openapi('HostCodeCheck') } },
    },
    ...errorResponses(400, 429),
  },
});
