import type { RouteHandler } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import { desc, eq } from 'drizzle-orm';
import { deviceKeyMatches, hashDeviceKey, newDeviceKey } from '../../crypto/device-keys.ts';
import { devices, playlists } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { canPlay, startTrial, summariseLicence } from '../../domain/licence.ts';
import { errorTexts } from '../../http/error-text.ts';
import { type DeviceRow, deviceDetails, findDevice, licenceStateOf } from '../../store/devices.ts';
import { isHostWhitelisted } from '../../store/whitelist.ts';
import type { canPlayRoute, registerRoute, syncRoute } from './device-app.routes.ts';

const keyRequired: ErrorBody = { error: errorTexts.deviceKeyRequired, code: 'device_key_required' };
const keyInvalid: ErrorBody = { error: errorTexts.deviceKeyInvalid, code: 'device_key_invalid' };
const deviceMissing: ErrorBody = { error: errorTexts.deviceNotFound, code: 'device_not_found' };

export function registerHandler({ database, now }: AppDeps): RouteHandler<typeof registerRoute> {
  return async (c) => {
    const registration = c.req.valid('json');
    const at = now();
    const deviceKey = newDeviceKey();
    const [created] = await database.db
      .insert(devices)
      .values({
        deviceId: registration.deviceid,
        deviceKeyHash: hashDeviceKey(deviceKey),
        activationDate: at,
        lastSeenAt: at,
        ...startTrial(at),
        ...deviceDetails(registration),
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      return c.json(
        {
          deviceid: created.deviceId,
          device_key: deviceKey,
          trial_expires_at: created.trialExpiresAt.toISOString(),
          licence: summariseLicence(licenceStateOf(created), at),
        },
        201,
      );
    }
    const existing = await findDevice(database.db, registration.deviceid);
    if (!existing || !registration.device_key) return c.json(keyRequired, 409);
    if (!deviceKeyMatches(registration.device_key, existing.deviceKeyHash)) return c.json(keyInvalid, 401);
    const [updated] = await database.db
      .update(devices)
      .set({ ...deviceDetails(registration), lastSeenAt: at })
      .where(eq(devices.id, existing.id))
      .returning();
    const device = updated ?? existing;
    return c.json(
      {
        deviceid: device.deviceId,
        trial_expires_at: device.trialExpiresAt.toISOString(),
        licence: summariseLicence(licenceStateOf(device), at),
      },
      200,
    );
  };
}

/** The device named by the body when its key matches; otherwise why not. */
async function authenticate(
  deps: AppDeps,
  credentials: { deviceid: string; device_key: string },
): Promise<DeviceRow | 'unknown' | 'wrong_key'> {
  const device = await findDevice(deps.database.db, credentials.deviceid);
  if (!device) return 'unknown';
  return deviceKeyMatches(credentials.device_key, device.deviceKeyHash) ? device : 'wrong_key';
}

export function syncHandler(deps: AppDeps): RouteHandler<typeof syncRoute> {
  return async (c) => {
    const device = await authenticate(deps, c.req.valid('json'));
    if (device === 'unknown') return c.json(deviceMissing, 404);
    if (device === 'wrong_key') return c.json(keyInvalid, 401);
    const rows = await deps.database.db
      .select()
      .from(playlists)
      .where(eq(playlists.deviceId, device.id))
      .orderBy(desc(playlists.createdAt));
    await deps.database.db.update(devices).set({ lastSeenAt: deps.now() }).where(eq(devices.id, device.id));
    return c.json(
      {
        deviceid: device.deviceId,
        licence: summariseLicence(licenceStateOf(device), deps.now()),
        playlists: rows.map((row) => ({
          id: row.id,
          name: row.name,
          host: row.host,
          username: row.username,
          password: deps.playlistCipher.decrypt(row.passwordEncrypted),
          hide_playlist_info: row.hidePlaylistInfo,
          added_at: row.createdAt.toISOString(),
        })),
      },
      200,
    );
  };
}

export function canPlayHandler(deps: AppDeps): RouteHandler<typeof canPlayRoute> {
  return async (c) => {
    const body = c.req.valid('json');
    const device = await authenticate(deps, body);
    if (device === 'unknown') return c.json(deviceMissing, 404);
    if (device === 'wrong_key') return c.json(keyInvalid, 401);
    const decision = canPlay(
      licenceStateOf(device),
      deps.now(),
      await isHostWhitelisted(deps.database.db, body.host),
    );
    return c.json(
      { allowed: decision.allowed, reason: decision.reason, privacy_active: decision.privacyActive },
      200,
    );
  };
}
