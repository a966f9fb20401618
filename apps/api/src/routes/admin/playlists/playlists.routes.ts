import { createRoute, z } from '@hono/zod-openapi';
import {
  massHostUpdateSchema,
  playlistFormats,
  playlistLockSchema,
  playlistRecordSchema,
  playlistStatusKinds,
} from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import { jsonSchemaOf } from '../../../http/json-parameters.ts';
import { errorResponses, jsonBody } from '../../../http/openapi-schemas.ts';
import { playlistSortFields } from '../../../store/admin-playlists.ts';
import { massHostHistoryLimit } from '../../../store/playlist-host-update.ts';
import { massHostMoveSchema } from '../admin-schemas.ts';

const tags = ['Dashboard'];

const playlistSchema = z
  .object({
    id: z.string(),
    deviceid: z.string(),
    playlistName: z.string(),
    playlistFormat: z.enum(playlistFormats).nullable().describe('Null when hidden'),
    host: z.string().nullable().describe('Null when hidden'),
    m3uUrl: z.string().nullable().describe('Null for a host with username and password, or when hidden'),
    username: z.string().nullable().describe('Null when hidden'),
    hide_playlist_info: z.boolean(),
    notes: z.string().nullable(),
    epg_url: z
      .string()
      .nullable()
      .describe(
        "The programme guide's (XMLTV) address; null for none (an Xtream playlist's comes from its server) or when hidden",
      ),
    hidden: z
      .boolean()
      .describe(
        "Somebody other than the device's owner added it with `hide_playlist_info`: to the owner, its format, host, link, username, notes and guide address are null, it cannot be edited and its password is not revealed. Operators see everything.",
      ),
    locked: z
      .boolean()
      .describe(
        "Parental control: the TV asks for its PIN before playing it; deleting, replacing, unlocking or revealing it needs the session's unlock of its device (`POST /api/admin/devices/{id}/parental-unlock`), else 423 `parental_locked`",
      ),
    playlist_added_at: z.string(),
    last_status: z
      .enum(playlistStatusKinds)
      .nullable()
      .describe('What the TV found the last time it loaded the playlist; null until it reports'),
    last_checked_at: z.string().nullable().describe('ISO 8601: when the TV last loaded it'),
  })
  .openapi('AdminPlaylist');

const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const updateIdParams = z.object({
  update_id: z.string().openapi({ param: { name: 'update_id', in: 'path' } }),
});

// The types of the fields are checked first; the rules themselves (My List's, with its messages) are
// `playlistRecordSchema`'s, applied in the handler because a stored password may be left out when editing.
// The description carries them too: an M3U link or a host with its account, as `playlistFormat` says.
const recordBody = (description: string, passwordStored: boolean) =>
  jsonBody(
    z
      .object({
        deviceid: z.string().optional(),
        playlistName: z.string().optional(),
        playlistFormat: z.enum(playlistFormats).optional(),
        m3uUrl: z.string().nullish(),
        host: z.string().nullish(),
        username: z.string().nullish(),
        password: z.string().nullish(),
        hide_playlist_info: z.boolean().optional(),
        notes: z.string().nullish(),
        epg_url: z.string().nullish(),
        locked: z.boolean().optional(),
      })
      .meta({ description, oneOf: jsonSchemaOf(playlistRecordSchema({ passwordStored })).oneOf }),
  );

export const filterSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  deviceid: z.string().max(100).optional().catch(undefined),
  host: z.string().max(2048).optional().catch(undefined),
  hide_playlist_info: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional()
    .catch(undefined),
  id: z.union([z.string(), z.array(z.string())]).optional(),
});

export const listRoute = createRoute({
  method: 'get',
  path: '/admin/playlists',
  operationId: 'listPlaylists',
  security: [{ session: [] }],
  tags,
  summary: "The playlists of the caller's devices (an operator's: all), one page",
  description:
    'ra-data-simple-rest conventions. Filters: `q` (name contains), `deviceid`, `host`, `hide_playlist_info`, `id` (a list). Never carries a password. A playlist hidden from the caller (`hidden`) has no details; the `host` filter never matches it and sorting by host or format sorts it as having none.',
  request: {
    query: listQuerySchema(playlistSortFields, { field: 'playlist_added_at', order: 'desc' }, filterSchema),
  },
  responses: {
    200: {
      description: 'One page; `Content-Range` gives the total',
      content: { 'application/json': { schema: z.array(playlistSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const getRoute = createRoute({
  method: 'get',
  path: '/admin/playlists/{id}',
  operationId: 'getPlaylist',
  security: [{ session: [] }],
  tags,
  summary: 'One playlist, without its password',
  request: { params: idParams },
  responses: {
    200: { description: 'The playlist', content: { 'application/json': { schema: playlistSchema } } },
    ...errorResponses(401, 403, 404),
  },
});

export const createPlaylistRoute = createRoute({
  method: 'post',
  path: '/admin/playlists',
  operationId: 'createPlaylist',
  security: [{ session: [] }],
  tags,
  summary: "Adds a playlist to one of the caller's devices, within its slots",
  description:
    "My List's rules: an M3U link carrying username and password, or a host with username and password. A full device answers 409 `slots_full`. `locked` (default false) needs a parental PIN on the device, else 409 `parental_pin_required`.",
  request: { body: recordBody('The playlist', false) },
  responses: {
    201: { description: 'Added', content: { 'application/json': { schema: playlistSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const updateRoute = createRoute({
  method: 'put',
  path: '/admin/playlists/{id}',
  operationId: 'updatePlaylist',
  security: [{ session: [] }],
  tags,
  summary: 'Replaces a playlist with the whole record',
  description:
    'An absent or empty password (or an M3U link without one) keeps the stored password. A playlist whose details are hidden from the caller is refused with 403 `playlist_hidden`. `hide_playlist_info` is the choice of whoever added the playlist: an owner editing one somebody else added keeps it as it was. An absent `locked` keeps the lock as it is; locking needs a parental PIN on the device (409 `parental_pin_required`). A locked playlist is replaced or unlocked only by a session that unlocked its device, else 423 `parental_locked`.',
  request: { params: idParams, body: recordBody('The whole playlist', true) },
  responses: {
    200: { description: 'Replaced', content: { 'application/json': { schema: playlistSchema } } },
    ...errorResponses(400, 401, 403, 404, 409, 423),
  },
});

export const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/playlists/{id}',
  operationId: 'deletePlaylist',
  security: [{ session: [] }],
  tags,
  summary: 'Removes a playlist, answering what was removed',
  description:
    'A locked playlist only for a session that unlocked its device (`POST /api/admin/devices/{id}/parental-unlock`), else 423 `parental_locked`.',
  request: { params: idParams },
  responses: {
    200: { description: 'Removed', content: { 'application/json': { schema: playlistSchema } } },
    ...errorResponses(401, 403, 404, 423),
  },
});

export const lockRoute = createRoute({
  method: 'put',
  path: '/admin/playlists/{id}/lock',
  operationId: 'setPlaylistLock',
  security: [{ session: [] }],
  tags,
  summary: "Locks or unlocks a playlist of one of the caller's own devices (parental control); audited",
  description:
    "The device's owner only, whatever their role, and any playlist of their device, one whose details are hidden from them (`hidden`) included: another account, an operator too, is answered 404 as for a playlist it does not reach. Locking needs a parental PIN on the device (409 `parental_pin_required`); unlocking a locked playlist needs the session's unlock of its device (`POST /api/admin/devices/{id}/parental-unlock`), else 423 `parental_locked`. A playlist already as asked is answered as it is. Recorded as `playlist.lock` or `playlist.unlock` in the owner's security events.",
  request: {
    params: idParams,
    body: jsonBody(playlistLockSchema),
  },
  responses: {
    200: {
      description: 'The playlist, as the caller sees it',
      content: { 'application/json': { schema: playlistSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409, 423),
  },
});

export const revealRoute = createRoute({
  method: 'post',
  path: '/admin/playlists/{id}/reveal-password',
  operationId: 'revealPlaylistPassword',
  security: [{ session: [] }],
  tags,
  summary: "A playlist's password, to the owner of its device only; audited",
  description:
    'A playlist whose details are hidden from the owner (somebody else added it with `hide_playlist_info`) is refused with 403 `playlist_hidden`; a locked one, unless the session unlocked its device, with 423 `parental_locked`.',
  request: { params: idParams },
  responses: {
    200: {
      description: 'The password',
      content: {
        'application/json': {
          schema: z.object({ password: z.string() }).openapi('RevealedPlaylistPassword'),
        },
      },
    },
    ...errorResponses(401, 403, 404, 423),
  },
});

export const hostsRoute = createRoute({
  method: 'get',
  path: '/admin/playlists/hosts',
  operationId: 'listPlaylistHosts',
  security: [{ session: [] }],
  tags,
  summary: "The hosts the caller's playlists use, with how many playlists and devices use each",
  description: 'Playlists hidden from the caller are not counted.',
  responses: {
    200: {
      description: 'Hosts in use, the most used first',
      content: {
        'application/json': {
          schema: z
            .array(z.object({ host: z.string(), playlists: z.number(), devices: z.number() }))
            .openapi('PlaylistHostsInUse'),
        },
      },
    },
    ...errorResponses(401, 403),
  },
});

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
    customers: z
      .number()
      .optional()
      .describe("An operator's preview only: how many customers own the matched devices"),
    samples: z.array(
      z.object({
        id: z.string(),
        playlistName: z.string(),
        deviceid: z.string(),
        owner: z
          .string()
          .nullable()
          .optional()
          .describe("An operator's preview only: the owner's e-mail, null for an unclaimed device"),
      }),
    ),
  })
  .openapi('MassHostUpdatePreview');

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
  .openapi('MassHostUpdateResult');

export const massUpdateRoute = createRoute({
  method: 'post',
  path: '/admin/playlists/mass-update-host',
  operationId: 'massUpdatePlaylistsHost',
  security: [{ session: [] }],
  tags,
  summary:
    "Moves every playlist of the caller's devices (an operator's: every customer's) from one host to another",
  description:
    "A customer's update leaves out the playlists hidden from them. An operator's update reaches every playlist of every customer; its preview adds `customers` and each sample's `owner`. Without `confirm` it answers the preview (`{matched, devices, samples}`) and changes nothing. With `confirm: true` it changes every matching playlist (an M3U link's origin too) in one transaction and answers `update_id`, which undoes exactly those changes.",
  request: { body: jsonBody(massHostUpdateSchema) },
  responses: {
    200: {
      description: 'The preview, or what was changed',
      content: { 'application/json': { schema: z.union([resultSchema, previewSchema]) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const undoRoute = createRoute({
  method: 'post',
  path: '/admin/playlists/mass-update-host/{update_id}/undo',
  operationId: 'undoMassUpdatePlaylistsHost',
  security: [{ session: [] }],
  tags,
  summary: 'Reverses a mass host update the caller made',
  description:
    'The playlists that update changed and that still use its new host go back to the old one. Once only: again answers 409 `already_undone`.',
  request: { params: updateIdParams },
  responses: {
    200: {
      description: 'How many playlists went back',
      content: {
        'application/json': {
          schema: z.object({ update_id: z.string(), restored: z.number() }).openapi('MassHostUndoResult'),
        },
      },
    },
    ...errorResponses(401, 403, 404, 409),
  },
});

export const historyRoute = createRoute({
  method: 'get',
  path: '/admin/playlists/mass-update-host/history',
  operationId: 'listPlaylistHostMoves',
  security: [{ session: [] }],
  tags,
  summary: "The caller's past mass host updates of this screen, newest first, with their undo state",
  description: `The newest ${massHostHistoryLimit}, read from the audit log where each move and its undo are kept. Only the caller's own moves: those are the ones they can undo (a move whose \`undone_at\` is null).`,
  responses: {
    200: {
      description: 'The moves, newest first',
      content: { 'application/json': { schema: z.array(massHostMoveSchema) } },
    },
    ...errorResponses(401, 403),
  },
});
