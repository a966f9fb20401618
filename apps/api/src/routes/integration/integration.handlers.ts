import type { RouteHandler } from '@hono/zod-openapi';
import type { IntegrationPlaylistRecord } from '@vela/api-client';
import { isUuid } from '../../db/uuid.ts';
import type { AppDeps } from '../../deps.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorTexts } from '../../http/error-text.ts';
import type { IntegrationVariables } from '../../http/integration-call.ts';
import { integrationError } from '../../http/integration-errors.ts';
import { playlistRefusal } from '../../http/playlist-refusals.ts';
import {
  addIntegrationPlaylist,
  deleteResellerPlaylist,
  deviceSlots,
  resellerHosts,
  resellerPlaylistsOnDevice,
} from '../../store/integration.ts';
import type {
  addPlaylistRoute,
  deletePlaylistRoute,
  hostsRoute,
  listPlaylistsRoute,
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
