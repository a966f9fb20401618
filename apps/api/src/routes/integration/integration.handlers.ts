import type { RouteHandler } from '@hono/zod-openapi';
import type { IntegrationPlaylistRecord } from '@vela/api-client';
import { errorBody } from '../../auth/auth-errors.ts';
import { isUuid } from '../../db/uuid.ts';
import type { AppDeps } from '../../deps.ts';
import { clientAddress } from '../../http/client-address.ts';
import { actingContext, refusalStatus } from '../../http/credit-calls.ts';
import { errorTexts } from '../../http/error-text.ts';
import type { IntegrationCall, IntegrationVariables } from '../../http/integration-call.ts';
import { integrationError } from '../../http/integration-errors.ts';
import { playlistRefusal } from '../../http/playlist-refusals.ts';
import { activateDevice, listActivations, revokeActivation } from '../../store/activations.ts';
import { creditSummary } from '../../store/credits.ts';
import {
  addIntegrationPlaylist,
  deleteResellerPlaylist,
  deviceSlots,
  resellerHosts,
  resellerPlaylistsOnDevice,
} from '../../store/integration.ts';
import type {
  activateRoute,
  addPlaylistRoute,
  creditsRoute,
  deletePlaylistRoute,
  hostsRoute,
  listActivationsRoute,
  listPlaylistsRoute,
  revokeRoute,
  slotsRoute,
} from './integration.routes.ts';

type Env = { Variables: IntegrationVariables };

const deviceNotFound = { error: errorTexts.deviceNotFound, code: 'device_not_found' } as const;
const notFound = { error: errorTexts.notFound, code: 'not_found' } as const;

export function slotsHandler({ database, env }: AppDeps): RouteHandler<typeof slotsRoute, Env> {
  return async (c) => {
    const { deviceid } = c.req.valid('param');
    c.get('call').audit = { action: 'integration.device.slots', entity: 'device', entityId: deviceid };
    const slots = await deviceSlots(database.db, deviceid, env.PLAYLISTS_PER_DEVICE);
    return slots ? c.json(slots, 200) : c.json(deviceNotFound, 404);
  };
}

export function hostsHandler({ database }: AppDeps): RouteHandler<typeof hostsRoute, Env> {
  return async (c) => {
    const call = c.get('call');
    const hosts = await resellerHosts(database.db, call.caller.ownerId);
    call.audit = {
      action: 'integration.hosts.list',
      entity: 'whitelist_host',
      entityId: null,
      after: { count: hosts.length },
    };
    return c.json(hosts, 200);
  };
}

export function listPlaylistsHandler({ database }: AppDeps): RouteHandler<typeof listPlaylistsRoute, Env> {
  return async (c) => {
    const { deviceid } = c.req.valid('param');
    const call = c.get('call');
    const found = await resellerPlaylistsOnDevice(database.db, call.caller.ownerId, deviceid);
    call.audit = {
      action: 'integration.playlists.list',
      entity: 'device',
      entityId: deviceid,
      ...(found ? { after: { count: found.length } } : {}),
    };
    return found ? c.json(found, 200) : c.json(deviceNotFound, 404);
  };
}

export function deletePlaylistHandler({
  database,
  env,
  now,
}: AppDeps): RouteHandler<typeof deletePlaylistRoute, Env> {
  return async (c) => {
    const { deviceid, id } = c.req.valid('param');
    const call = c.get('call');
    call.audit = { action: 'integration.playlist.delete', entity: 'playlist', entityId: null };
    if (!isUuid(id)) return c.json(notFound, 404);
    const removed = await deleteResellerPlaylist(
      database.db,
      call.caller,
      deviceid,
      id,
      c.req.path,
      now(),
      clientAddress(c, env),
    );
    if (!removed) return c.json(notFound, 404);
    if (removed === 'parental_locked') return c.json(integrationError('parental_locked'), 423);
    call.audited = true;
    return c.json(removed, 200);
  };
}

export function addPlaylistHandler({
  database,
  env,
  playlistCipher,
  now,
  metrics,
}: AppDeps): RouteHandler<typeof addPlaylistRoute, Env> {
  return async (c) => {
    const { deviceid } = c.req.valid('param');
    const playlist = c.req.valid('json');
    const idempotencyKey = c.req.valid('header')['idempotency-key'];
    const call = c.get('call');
    // The digest covers the device and every field as validated, the password included, under a key of the
    // server's: equal requests have equal digests, and a stolen table gives nothing to guess passwords with.
    const fingerprint = playlistCipher.digest(JSON.stringify({ deviceid, playlist }));
    const result = await addIntegrationPlaylist(
      database,
      call.caller,
      {
        deviceid,
        playlist,
        passwordEncrypted: playlistCipher.encrypt(playlist.password),
        path: c.req.path,
        idempotency: idempotencyKey ? { key: idempotencyKey, fingerprint } : null,
      },
      { slotsPerDevice: env.PLAYLISTS_PER_DEVICE, now: now() },
      clientAddress(c, env),
    );
    call.audited = true;
    switch (result.outcome) {
      case 'added':
        metrics.playlistsAdded('integration');
        return c.json(result.record, 201);
      case 'replayed':
        c.header('Idempotent-Replayed', 'true');
        return c.json(result.body as unknown as IntegrationPlaylistRecord, 201);
      case 'idempotency_conflict':
        return c.json(integrationError('idempotency_key_reused'), 422);
      case 'host_not_allowed':
        return c.json(integrationError('host_not_allowed'), 403);
      default: {
        const { status, body } = playlistRefusal(result.outcome);
        return c.json(body, status);
      }
    }
  };
}

export function creditsHandler(deps: AppDeps): RouteHandler<typeof creditsRoute, Env> {
  return async (c) => {
    const call = c.get('call');
    const { balance, frozen, prices, revoke_window_hours } = await creditSummary(
      deps.database.db,
      call.caller.ownerId,
      deps.env.ACTIVATION_REVOKE_HOURS,
    );
    call.audit = { action: 'integration.credits.read', entity: 'user', entityId: call.caller.ownerId };
    return c.json({ balance, frozen, prices, revoke_window_hours }, 200);
  };
}

/** The integration API's caller as the credits see it: the key's owner, whose role the key check proved. */
const creditCaller = (call: IntegrationCall) => ({ id: call.caller.ownerId, role: 'reseller' as const });

export function activateHandler(deps: AppDeps): RouteHandler<typeof activateRoute, Env> {
  return async (c) => {
    const input = c.req.valid('json');
    const idempotencyKey = c.req.valid('header')['idempotency-key'];
    const call = c.get('call');
    const context = actingContext(deps, c, call.caller.keyId);
    const result = await activateDevice(deps.database.db, creditCaller(call), input, {
      ...context,
      idempotency: idempotencyKey
        ? {
            apiKeyId: call.caller.keyId,
            key: idempotencyKey,
            fingerprint: deps.playlistCipher.digest(JSON.stringify({ activation: input })),
          }
        : null,
    });
    if ('activation' in result) {
      call.audited = true;
      return c.json(result.activation, 201);
    }
    if ('replayed' in result) {
      call.audited = true;
      c.header('Idempotent-Replayed', 'true');
      return c.json(result.replayed, 201);
    }
    call.audit = {
      action: 'integration.refused',
      entity: 'device',
      entityId: input.device_id,
      after: { code: result.refused },
    };
    if (result.refused === 'idempotency_key_reused') return c.json(integrationError(result.refused), 422);
    return c.json(integrationError(result.refused), refusalStatus[result.refused]);
  };
}

export function listActivationsHandler(deps: AppDeps): RouteHandler<typeof listActivationsRoute, Env> {
  return async (c) => {
    const { device_id, status, limit, offset } = c.req.valid('query');
    const call = c.get('call');
    const { rows } = await listActivations(
      deps.database.db,
      creditCaller(call),
      { sort: { field: 'created_at', order: 'desc' }, offset, limit, filter: {} },
      { q: device_id, ...(status ? { status } : {}) },
      deps.env.ACTIVATION_REVOKE_HOURS,
    );
    call.audit = {
      action: 'integration.activations.list',
      entity: 'device',
      entityId: device_id ?? null,
      after: { count: rows.length },
    };
    return c.json(rows, 200);
  };
}

export function revokeHandler(deps: AppDeps): RouteHandler<typeof revokeRoute, Env> {
  return async (c) => {
    const call = c.get('call');
    const { id } = c.req.valid('param');
    const result = await revokeActivation(
      deps.database.db,
      creditCaller(call),
      id,
      { as: 'reseller', reason: null },
      actingContext(deps, c, call.caller.keyId),
    );
    if ('activation' in result) {
      call.audited = true;
      return c.json(result.activation, 200);
    }
    call.audit = {
      action: 'integration.refused',
      entity: 'activation',
      entityId: isUuid(id) ? id : null,
      after: { code: result.refused },
    };
    // Not one of the guide's codes: an unknown activation is simply not found.
    if (result.refused === 'not_found') return c.json(errorBody('not_found'), 404);
    return c.json(integrationError(result.refused), refusalStatus[result.refused]);
  };
}
