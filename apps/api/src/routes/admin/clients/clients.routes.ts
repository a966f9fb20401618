import { createRoute, z } from '@hono/zod-openapi';
import { deviceIdPattern, massHostUpdateSchema } from '@vela/validation';
import { listQuerySchema, maxListRows } from '../../../http/admin-list.ts';
import { errorResponses, jsonBody } from '../../../http/openapi-schemas.ts';
import { clientSortFields } from '../../../store/admin-clients.ts';
import { massHostHistoryLimit } from '../../../store/playlist-host-update.ts';
import { massHostMoveSchema } from '../admin-schemas.ts';

const tags = ['Dashboard: clients'];
const licenceStates = ['lifetime', 'trial', 'none'] as const;

const clientFields = {
  id: z.string().describe('The canonical device id'),
  device_id: z.string(),
  licence_state: z.enum(licenceStates),
  license_expiry: z.string().nullable().describe("The trial's end; null with a lifetime licence"),
  last_seen: z.string().nullable(),
  playlists: z.number().int().describe("How many of the caller's playlists the device holds"),
  hosts: z.array(z.string()).describe("The caller's hosts those playlists use"),
};

const clientSchema = z.object(clientFields).openapi('AdminClient');

const clientPlaylistSchema = z
  .object({
    id: z.string(),
    playlistName: z.string(),
    playlistFormat: z.enum(['m3u', 'xtream']),
    host: z.string(),
    username: z.string(),
    hide_playlist_info: z.boolean(),
    epg_url: z.string().nullable().describe("The programme guide's (XMLTV) address; null for none"),
    playlist_added_at: z.string(),
  })
  .openapi('ClientPlaylist');

const clientDetailSchema = z
  .object({ ...clientFields, client_playlists: z.array(clientPlaylistSchema) })
  .openapi('AdminClientDetail');

const hostsSchema = z
  .array(z.object({ host: z.string(), playlists: z.number(), devices: z.number() }))
  .openapi('ClientHostsInUse');

const previewSchema = z
  .object({
    old_host: z.string(),
    new_host: z.string(),
    matched: z.number(),
    devices: z.number(),
    locked_skipped: z
      .number()
      .int()
      .describe('Locked playlists (parental control) on the old host: a host move leaves them as they are'),
    samples: z.array(z.object({ id: z.string(), playlistName: z.string(), deviceid: z.string() })),
  })
  .openapi('ClientsMassHostUpdatePreview');

const resultSchema = z
  .object({
    update_id: z.string().nullable(),
    old_host: z.string(),
    new_host: z.string(),
    updated: z.number(),
    devices: z.number(),
    locked_skipped: z
      .number()
      .int()
      .describe('Locked playlists (parental control) on the old host: a host move leaves them as they are'),
  })
  .openapi('ClientsMassHostUpdateResult');

const idParam = z.object({
  id: z
    .string()
    .max(64)
    .openapi({
      param: { name: 'id', in: 'path' },
      pattern: deviceIdPattern.source,
      example: 'A2:B1:C3:D4:E5:F6',
    }),
});
const updateIdParams = z.object({
  update_id: z.string().openapi({ param: { name: 'update_id', in: 'path' } }),
});

export const filterSchema = z.object({
  q: z.string().max(64).optional(),
  host: z.string().max(2048).optional(),
  licence_state: z.enum(licenceStates).optional(),
  id: z.union([z.string().max(64), z.array(z.string().max(64)).max(maxListRows)]).optional(),
});

export const listRoute = createRoute({
  method: 'get',
  path: '/admin/clients',
  operationId: 'listClients',
  security: [{ session: [] }],
  tags,
  summary: "The reseller's clients: devices that hold at least one playlist on their hosts",
  description:
    "ra-data-simple-rest conventions. Filters: `q` (device id contains), `host` (devices using it), `licence_state` (`lifetime`, `trial`, `none`), `id` (a list). `playlists` and `hosts` count the caller's playlists only. Operators see the clients of every reseller; customers are refused.",
  request: { query: listQuerySchema(clientSortFields, { field: 'last_seen', order: 'desc' }, filterSchema) },
  responses: {
    200: {
      description: 'One page; `Content-Range` gives the total',
      content: { 'application/json': { schema: z.array(clientSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const hostsRoute = createRoute({
  method: 'get',
  path: '/admin/clients/hosts',
  operationId: 'listClientHosts',
  security: [{ session: [] }],
  tags,
  summary: "The hosts the reseller's clients use, with how many playlists and devices each",
  responses: {
    200: {
      description: 'Hosts in use, the most used first',
      content: { 'application/json': { schema: hostsSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export const getRoute = createRoute({
  method: 'get',
  path: '/admin/clients/{id}',
  operationId: 'getClient',
  security: [{ session: [] }],
  tags,
  summary: "A client with the reseller's playlists on it, and only those",
  description:
    "No password, M3U link or notes, and none of the device's other playlists. A device that holds none of the caller's playlists is not their client: 404.",
  request: { params: idParam },
  responses: {
    200: { description: 'The client', content: { 'application/json': { schema: clientDetailSchema } } },
    ...errorResponses(401, 403, 404),
  },
});

export const massUpdateRoute = createRoute({
  method: 'post',
  path: '/admin/clients/mass-update-host',
  operationId: 'massUpdateClientsHost',
  security: [{ session: [] }],
  tags,
  summary: "Moves every playlist of the reseller's clients from one host to another of their hosts",
  description:
    "`old_host` must be used by the caller's clients' playlists (422 `old_host_not_in_use`) and `new_host` must be an address, primary or backup, of one of the caller's whitelist entries (422 `new_host_not_whitelisted`) that is verified (422 `new_host_not_verified`): playlists move only to a server the reseller proved theirs. The reach is the caller's: playlists added with their codes or API keys, and those on an address of their verified entries. Without `confirm` it answers the preview; with `confirm: true` it changes the matching playlists in one transaction with an audit entry and answers `update_id`, which undoes exactly those changes.",
  request: { body: jsonBody(massHostUpdateSchema) },
  responses: {
    200: {
      description: 'The preview, or what was changed',
      content: { 'application/json': { schema: z.union([resultSchema, previewSchema]) } },
    },
    ...errorResponses(400, 401, 403, 422),
  },
});

export const historyRoute = createRoute({
  method: 'get',
  path: '/admin/clients/mass-update-host/history',
  operationId: 'listClientHostMoves',
  security: [{ session: [] }],
  tags,
  summary: "The caller's past host moves of their clients, newest first, with their undo state",
  description: `The newest ${massHostHistoryLimit}, read from the audit log where each move and its undo are kept, so the list and its undo survive a reload. Only the caller's own moves: another reseller's are never listed, and can never be undone from here (404).`,
  responses: {
    200: {
      description: 'The moves, newest first',
      content: { 'application/json': { schema: z.array(massHostMoveSchema) } },
    },
    ...errorResponses(401, 403),
  },
});

export const undoRoute = createRoute({
  method: 'post',
  path: '/admin/clients/mass-update-host/{update_id}/undo',
  operationId: 'undoMassUpdateClientsHost',
  security: [{ session: [] }],
  tags,
  summary: 'Reverses a host move the caller made on the clients screen',
  description:
    "The playlists that move changed, that still use its new host and that are still on the caller's hosts go back to the old one. Once only: again answers 409 `already_undone`.",
  request: { params: updateIdParams },
  responses: {
    200: {
      description: 'How many playlists went back',
      content: {
        'application/json': {
          schema: z
            .object({ update_id: z.string(), restored: z.number() })
            .openapi('ClientsMassHostUndoResult'),
        },
      },
    },
    ...errorResponses(401, 403, 404, 409),
  },
});
