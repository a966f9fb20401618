import type { RouteHandler, z } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import {
  messageOf,
  normaliseDeviceId,
  normaliseHost,
  type PlaylistRecordValues,
  playlistRecordSchema,
} from '@vela/validation';
import type { Context } from 'hono';
import { errorBody } from '../../../auth/auth-errors.ts';
import { isUuid } from '../../../db/uuid.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import { errorTexts, validationText } from '../../../http/error-text.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  listPlaylists,
  type PlaylistFilter,
  type PlaylistScope,
  type PlaylistWriteOutcome,
  passwordForReveal,
  updatePlaylist,
} from '../../../store/admin-playlists.ts';
import type { ParentalSession } from '../../../store/parental-control.ts';
import {
  applyMassHostUpdate,
  hostsInUse,
  massHostUpdateHistory,
  ownPlaylists,
  previewMassHostUpdate,
  undoMassHostUpdate,
} from '../../../store/playlist-host-update.ts';
import { setPlaylistLock } from '../../../store/playlist-lock.ts';
import type {
  createPlaylistRoute,
  deleteRoute,
  getRoute,
  historyRoute,
  hostsRoute,
  listRoute,
  lockRoute,
  massUpdateRoute,
  revealRoute,
  undoRoute,
  updateRoute,
} from './playlists.routes.ts';
import { filterSchema } from './playlists.routes.ts';

type Env = { Variables: UserVariables };

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

function scopeOf(c: Context<Env>): PlaylistScope {
  const user = c.get('user');
  return { userId: user.id, everything: user.role === 'operator' };
}

/** The session an unlock of locked playlists is looked up by. */
function parentalOf(c: Context<Env>, deps: AppDeps): ParentalSession {
  return { sessionId: c.get('sessionId'), now: deps.now() };
}

const parentalLocked = () => errorBody('parental_locked');

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

function writeRefusal(outcome: Exclude<PlaylistWriteOutcome['outcome'], 'saved' | 'parental_locked'>) {
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
    case 'parental_pin_required':
      return { status: 409 as const, body: errorBody('parental_pin_required') };
  }
}

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  const { database } = deps;
  return async (c) => {
    const { filter, ...page } = c.req.valid('query');
    const { rows, total } = await listPlaylists(database.db, scopeOf(c), page, toFilter(filter));
    setContentRange(c, 'playlists', page.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function hostsHandler(deps: AppDeps): RouteHandler<typeof hostsRoute, Env> {
  const { database } = deps;
  return async (c) => c.json(await hostsInUse(database.db, ownPlaylists(scopeOf(c))), 200);
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  const { database } = deps;
  return async (c) => {
    const { id } = c.req.valid('param');
    const record = isUuid(id) ? await getPlaylist(database.db, scopeOf(c), id) : undefined;
    return record ? c.json(record, 200) : c.json(notFound(), 404);
  };
}

export function createPlaylistHandler(deps: AppDeps): RouteHandler<typeof createPlaylistRoute, Env> {
  const { database, playlistCipher } = deps;
  const slots = deps.env.PLAYLISTS_PER_DEVICE;
  return async (c) => {
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
  };
}

export function updateHandler(deps: AppDeps): RouteHandler<typeof updateRoute, Env> {
  const { database, playlistCipher } = deps;
  const slots = deps.env.PLAYLISTS_PER_DEVICE;
  return async (c) => {
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
      parentalOf(c, deps),
    );
    if (result.outcome === 'saved') return c.json(result.record, 200);
    if (result.outcome === 'parental_locked') return c.json(parentalLocked(), 423);
    const refusal = writeRefusal(result.outcome);
    return c.json(refusal.body, refusal.status);
  };
}

export function deleteHandler(deps: AppDeps): RouteHandler<typeof deleteRoute, Env> {
  const { database } = deps;
  return async (c) => {
    const { id } = c.req.valid('param');
    const record = isUuid(id)
      ? await deletePlaylist(
          database.db,
          scopeOf(c),
          id,
          deps.now(),
          clientAddress(c, deps.env),
          parentalOf(c, deps),
        )
      : undefined;
    if (record === 'parental_locked') return c.json(parentalLocked(), 423);
    return record ? c.json(record, 200) : c.json(notFound(), 404);
  };
}

export function lockHandler(deps: AppDeps): RouteHandler<typeof lockRoute, Env> {
  const { database } = deps;
  return async (c) => {
    const { id } = c.req.valid('param');
    if (!isUuid(id)) return c.json(notFound(), 404);
    const result = await setPlaylistLock(database.db, c.get('user').id, id, c.req.valid('json').locked, {
      address: clientAddress(c, deps.env),
      parental: parentalOf(c, deps),
    });
    switch (result.outcome) {
      case 'saved':
        return c.json(result.record, 200);
      case 'not_found':
        return c.json(notFound(), 404);
      case 'parental_pin_required':
        return c.json(errorBody('parental_pin_required'), 409);
      case 'parental_locked':
        return c.json(parentalLocked(), 423);
    }
  };
}

export function revealHandler(deps: AppDeps): RouteHandler<typeof revealRoute, Env> {
  const { database, playlistCipher } = deps;
  return async (c) => {
    const { id } = c.req.valid('param');
    const stored = isUuid(id)
      ? await passwordForReveal(
          database.db,
          c.get('user').id,
          id,
          clientAddress(c, deps.env),
          parentalOf(c, deps),
        )
      : undefined;
    if (stored === undefined) return c.json(notFound(), 404);
    if (stored === 'hidden') return c.json(errorBody('playlist_hidden'), 403);
    if (stored === 'parental_locked') return c.json(parentalLocked(), 423);
    return c.json({ password: playlistCipher.decrypt(stored.passwordEncrypted) }, 200);
  };
}

export function massUpdateHandler(deps: AppDeps): RouteHandler<typeof massUpdateRoute, Env> {
  const { database } = deps;
  return async (c) => {
    const { old_host, new_host, confirm } = c.req.valid('json');
    const scope = ownPlaylists(scopeOf(c));
    if (!confirm) return c.json(await previewMassHostUpdate(database.db, scope, old_host, new_host), 200);
    return c.json(
      await applyMassHostUpdate(database.db, scope, old_host, new_host, clientAddress(c, deps.env)),
      200,
    );
  };
}

export function historyHandler(deps: AppDeps): RouteHandler<typeof historyRoute, Env> {
  const { database } = deps;
  return async (c) => c.json(await massHostUpdateHistory(database.db, ownPlaylists(scopeOf(c))), 200);
}

export function undoHandler(deps: AppDeps): RouteHandler<typeof undoRoute, Env> {
  const { database } = deps;
  return async (c) => {
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
  };
}
