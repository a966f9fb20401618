import { createRoute, z } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import {
  massHostUpdateSchema,
  messageOf,
  normaliseDeviceId,
  normaliseHost,
  type PlaylistRecordValues,
  playlistFormats,
  playlistRecordSchema,
  playlistStatusKinds,
} from '@vela/validation';
import type { Context } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import { isUuid } from '../../db/uuid.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorTexts, validationText } from '../../http/error-text.ts';
import { jsonSchemaOf } from '../../http/json-parameters.ts';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import {
  applyMassHostUpdate,
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  hostsInUse,
  listPlaylists,
  massHostHistoryLimit,
  massHostUpdateHistory,
  ownPlaylists,
  type PlaylistFilter,
  type PlaylistScope,
  type PlaylistWriteOutcome,
  passwordForReveal,
  playlistSortFields,
  previewMassHostUpdate,
  undoMassHostUpdate,
  updatePlaylist,
} from '../../store/admin-playlists.ts';
import { massHostMoveSchema } from './admin-schemas.ts';

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
    hidden: z
      .boolean()
      .describe(
        "Somebody other than the device's owner added it with `hide_playlist_info`: to the owner, its format, host, link, username and notes are null, it cannot be edited and its password is not revealed. Operators see everything.",
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
      })
      .meta({ description, oneOf: jsonSchemaOf(playlistRecordSchema({ passwordStored })).oneOf }),
  );

const filterSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  deviceid: z.string().max(100).optional().catch(undefined),
  host: z.string().max(2048).optional().catch(undefined),
  hide_playlist_info: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional()
    .catch(undefined),
  id: z.union([z.string(), z.array(z.string())]).optional(),
});

const listRoute = createRoute({
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

const getRoute = createRoute({
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

const createPlaylistRoute = createRoute({
  method: 'post',
  path: '/admin/playlists',
  operationId: 'createPlaylist',
  security: [{ session: [] }],
  tags,
  summary: "Adds a playlist to one of the caller's devices, within its slots",
  description:
    "My List's rules: an M3U link carrying username and password, or a host with username and password. A full device answers 409 `slots_full`.",
  request: { body: recordBody('The playlist', false) },
  responses: {
    201: { description: 'Added', content: { 'application/json': { schema: playlistSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/playlists/{id}',
  operationId: 'updatePlaylist',
  security: [{ session: [] }],
  tags,
  summary: 'Replaces a playlist with the whole record',
  description:
    'An absent or empty password (or an M3U link without one) keeps the stored password. A playlist whose details are hidden from the caller is refused with 403 `playlist_hidden`. `hide_playlist_info` is the choice of whoever added the playlist: an owner editing one somebody else added keeps it as it was.',
  request: { params: idParams, body: recordBody('The whole playlist', true) },
  responses: {
    200: { description: 'Replaced', content: { 'application/json': { schema: playlistSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/playlists/{id}',
  operationId: 'deletePlaylist',
  security: [{ session: [] }],
  tags,
  summary: 'Removes a playlist, answering what was removed',
  request: { params: idParams },
  responses: {
    200: { description: 'Removed', content: { 'application/json': { schema: playlistSchema } } },
    ...errorResponses(401, 403, 404),
  },
});

const revealRoute = createRoute({
  method: 'post',
  path: '/admin/playlists/{id}/reveal-password',
  operationId: 'revealPlaylistPassword',
  security: [{ session: [] }],
  tags,
  summary: "A playlist's password, to the owner of its device only; audited",
  description:
    'A playlist whose details are hidden from the owner (somebody else added it with `hide_playlist_info`) is refused with 403 `playlist_hidden`.',
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
    ...errorResponses(401, 403, 404),
  },
});

const hostsRoute = createRoute({
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
  })
  .openapi('MassHostUpdateResult');

const massUpdateRoute = createRoute({
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

const undoRoute = createRoute({
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

const historyRoute = createRoute({
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

/**
 * The filter a request asked for, in stored form. A device id or host that cannot exist matches nothing
 * (a marker no canonical value equals) rather than being ignored.
 */
function toFilter(raw: Record<string, unknown>): PlaylistFilter {
  const parsed = filterSchema.safeParse(raw);
  if (!parsed.success) return { ids: [] };
  const { q, deviceid, host, hide_playlist_info, id } = parsed.data;
  const ids = id === undefined ? undefined : (Array.isArray(id) ? id : [id]).filter((v) => isUuid(v));
  return {
    ...(q ? { q } : {}),
    ...(deviceid ? { deviceid: normaliseDeviceId(deviceid) ?? '-' } : {}),
    ...(host ? { host: normaliseHost(host) ?? '-' } : {}),
    ...(hide_playlist_info !== undefined ? { hide_playlist_info } : {}),
    ...(ids ? { ids } : {}),
  };
}

function scopeOf(c: Context<{ Variables: UserVariables }>): PlaylistScope {
  const user = c.get('user');
  return { userId: user.id, everything: user.role === 'operator' };
}

const notFound = () => ({ error: errorTexts.notFound, code: 'not_found' }) satisfies ErrorBody;

/** The record body checked with My List's rules. */
function parseRecord(body: unknown, passwordStored: boolean) {
  return playlistRecordSchema({ passwordStored }).safeParse(body);
}

/** A record that breaks a rule: 400 with the first failure, worded as the router's own hook words it. */
function recordRefused(c: Context, error: z.ZodError) {
  const issue = error.issues[0];
  const message = issue ? messageOf(issue) : { key: 'invalid_type' as const };
  return c.json({ error: validationText(message), code: message.key } satisfies ErrorBody, 400);
}

function writeRefusal(outcome: Exclude<PlaylistWriteOutcome['outcome'], 'saved'>) {
  switch (outcome) {
    case 'not_found':
      return { status: 404 as const, body: notFound() };
    case 'device_not_found':
      return {
        status: 404 as const,
        body: { error: errorTexts.deviceNotFound, code: 'device_not_found' } satisfies ErrorBody,
      };
    case 'slots_full':
      return {
        status: 409 as const,
        body: { error: errorTexts.slotsFull, code: 'slots_full' } satisfies ErrorBody,
      };
    case 'hidden':
      return { status: 403 as const, body: errorBody('playlist_hidden') };
  }
}

/**
 * The dashboard's playlists (`/api/admin/playlists`): every statement is scoped to the caller's devices in
 * SQL, so another person's playlist is simply not found. Passwords are written encrypted and read back only
 * through reveal-password, never in a record, a list or the audit log.
 */
export function adminPlaylistRoutes(deps: AppDeps) {
  const { database, playlistCipher } = deps;
  const slots = deps.env.PLAYLISTS_PER_DEVICE;
  const router = createRouter<{ Variables: UserVariables }>();

  return router
    .openapi(listRoute, async (c) => {
      const { filter, ...page } = c.req.valid('query');
      const { rows, total } = await listPlaylists(database.db, scopeOf(c), page, toFilter(filter));
      setContentRange(c, 'playlists', page.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(hostsRoute, async (c) => c.json(await hostsInUse(database.db, ownPlaylists(scopeOf(c))), 200))
    .openapi(getRoute, async (c) => {
      const { id } = c.req.valid('param');
      const record = isUuid(id) ? await getPlaylist(database.db, scopeOf(c), id) : undefined;
      return record ? c.json(record, 200) : c.json(notFound(), 404);
    })
    .openapi(createPlaylistRoute, async (c) => {
      const parsed = parseRecord(c.req.valid('json'), false);
      if (!parsed.success) return recordRefused(c, parsed.error);
      const values = parsed.data;
      const result = await createPlaylist(
        database.db,
        scopeOf(c),
        { ...values, passwordEncrypted: playlistCipher.encrypt(values.password ?? '') },
        slots,
        deps.now(),
        clientAddress(c, deps.env),
      );
      if (result.outcome === 'saved') {
        deps.metrics.playlistsAdded('dashboard');
        return c.json(result.record, 201);
      }
      const refusal = writeRefusal(result.outcome);
      return c.json(refusal.body, refusal.status);
    })
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) return c.json(notFound(), 404);
      const parsed = parseRecord(c.req.valid('json'), true);
      if (!parsed.success) return recordRefused(c, parsed.error);
      const values: PlaylistRecordValues = parsed.data;
      const result = await updatePlaylist(
        database.db,
        scopeOf(c),
        id,
        {
          ...values,
          passwordEncrypted: values.password === null ? null : playlistCipher.encrypt(values.password),
        },
        slots,
        clientAddress(c, deps.env),
      );
      if (result.outcome === 'saved') return c.json(result.record, 200);
      const refusal = writeRefusal(result.outcome);
      return c.json(refusal.body, refusal.status);
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      const record = isUuid(id)
        ? await deletePlaylist(database.db, scopeOf(c), id, deps.now(), clientAddress(c, deps.env))
        : undefined;
      return record ? c.json(record, 200) : c.json(notFound(), 404);
    })
    .openapi(revealRoute, async (c) => {
      const { id } = c.req.valid('param');
      const stored = isUuid(id)
        ? await passwordForReveal(database.db, c.get('user').id, id, clientAddress(c, deps.env))
        : undefined;
      if (stored === undefined) return c.json(notFound(), 404);
      if (stored === 'hidden') return c.json(errorBody('playlist_hidden'), 403);
      return c.json({ password: playlistCipher.decrypt(stored) }, 200);
    })
    .openapi(massUpdateRoute, async (c) => {
      const { old_host, new_host, confirm } = c.req.valid('json');
      const scope = ownPlaylists(scopeOf(c));
      if (!confirm) return c.json(await previewMassHostUpdate(database.db, scope, old_host, new_host), 200);
      return c.json(
        await applyMassHostUpdate(database.db, scope, old_host, new_host, clientAddress(c, deps.env)),
        200,
      );
    })
    .openapi(historyRoute, async (c) =>
      c.json(await massHostUpdateHistory(database.db, ownPlaylists(scopeOf(c))), 200),
    )
    .openapi(undoRoute, async (c) => {
      const { update_id } = c.req.valid('param');
      if (!isUuid(update_id)) return c.json(notFound(), 404);
      const result = await undoMassHostUpdate(
        database.db,
        ownPlaylists(scopeOf(c)),
        update_id,
        clientAddress(c, deps.env),
      );
      if (result.outcome === 'undone') return c.json(result.result, 200);
      if (result.outcome === 'already_undone') return c.json(errorBody('already_undone'), 409);
      return c.json(notFound(), 404);
    });
}
