import { createRoute, z } from '@hono/zod-openapi';
import type { ClientsMassUpdateRefusal, ErrorBody } from '@vela/api-client';
import clientTexts from '@vela/locales/en/clients.json';
import { deviceIdPattern, massHostUpdateSchema, normaliseDeviceId, normaliseHost } from '@vela/validation';
import type { Context } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import { isUuid } from '../../db/uuid.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, maxListRows, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import {
  type ClientFilter,
  type ClientScope,
  clientHostsInUse,
  clientSortFields,
  clientsMassUpdateScope,
  getClient,
  listClients,
  massUpdateClientsHost,
} from '../../store/admin-clients.ts';
import {
  massHostHistoryLimit,
  massHostUpdateHistory,
  undoMassHostUpdate,
} from '../../store/admin-playlists.ts';
import { massHostMoveSchema } from './admin-schemas.ts';

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

const filterSchema = z.object({
  q: z.string().max(64).optional(),
  host: z.string().max(2048).optional(),
  licence_state: z.enum(licenceStates).optional(),
  id: z.union([z.string().max(64), z.array(z.string().max(64)).max(maxListRows)]).optional(),
});

const listRoute = createRoute({
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

const hostsRoute = createRoute({
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

const getRoute = createRoute({
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

const massUpdateRoute = createRoute({
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

const historyRoute = createRoute({
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

const undoRoute = createRoute({
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

/** The filter in stored form; a host that cannot be one matches nothing (a marker no host equals). */
function toFilter({ q, host, licence_state, id }: z.infer<typeof filterSchema>): ClientFilter {
  return {
    ...(q !== undefined ? { q } : {}),
    ...(host ? { host: normaliseHost(host) ?? '-' } : {}),
    ...(licence_state ? { licence_state } : {}),
    ...(id !== undefined ? { ids: [id].flat().flatMap((raw) => normaliseDeviceId(raw) ?? []) } : {}),
  };
}

function scopeOf(c: Context<{ Variables: UserVariables }>): ClientScope {
  const user = c.get('user');
  return { userId: user.id, everything: user.role === 'operator' };
}

const refusalBody = (code: ClientsMassUpdateRefusal): ErrorBody => ({
  error: clientTexts.errors[code],
  code,
});

/**
 * A reseller's clients (`/api/admin/clients`): resellers see the devices that hold their playlists, with
 * those playlists only; operators every reseller's; customers nothing (403 on every route). Every statement
 * carries the reach in SQL (`store/admin-clients.ts`), so another reseller's client is simply not found.
 */
export function clientRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/clients/*', async (c, next) => {
    if (c.get('user').role === 'customer') return c.json(errorBody('not_authorized'), 403);
    await next();
  });

  return router
    .openapi(listRoute, async (c) => {
      const { filter, ...page } = c.req.valid('query');
      const parsed = filterSchema.safeParse(filter);
      if (!parsed.success) return c.json(errorBody('invalid_request'), 400);
      const { rows, total } = await listClients(db(), scopeOf(c), page, toFilter(parsed.data), deps.now());
      setContentRange(c, 'clients', page.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(hostsRoute, async (c) => c.json(await clientHostsInUse(db(), scopeOf(c)), 200))
    .openapi(getRoute, async (c) => {
      const deviceId = normaliseDeviceId(c.req.valid('param').id);
      const client = deviceId ? await getClient(db(), scopeOf(c), deviceId, deps.now()) : undefined;
      return client ? c.json(client, 200) : c.json(errorBody('not_found'), 404);
    })
    .openapi(massUpdateRoute, async (c) => {
      const { old_host, new_host, confirm } = c.req.valid('json');
      const answer = await massUpdateClientsHost(
        db(),
        scopeOf(c),
        old_host,
        new_host,
        confirm,
        clientAddress(c, deps.env),
      );
      switch (answer.outcome) {
        case 'refused':
          return c.json(refusalBody(answer.code), 422);
        case 'preview':
          return c.json(answer.preview, 200);
        case 'applied':
          return c.json(answer.result, 200);
      }
    })
    .openapi(historyRoute, async (c) =>
      c.json(await massHostUpdateHistory(db(), clientsMassUpdateScope(scopeOf(c))), 200),
    )
    .openapi(undoRoute, async (c) => {
      const { update_id } = c.req.valid('param');
      if (!isUuid(update_id)) return c.json(errorBody('not_found'), 404);
      const result = await undoMassHostUpdate(
        db(),
        clientsMassUpdateScope(scopeOf(c)),
        update_id,
        clientAddress(c, deps.env),
      );
      if (result.outcome === 'undone') return c.json(result.result, 200);
      if (result.outcome === 'already_undone') return c.json(errorBody('already_undone'), 409);
      return c.json(errorBody('not_found'), 404);
    });
}
