import type { RouteHandler } from '@hono/zod-openapi';
import type { ErrorBody } from '@vela/api-client';
import { guideSourceOf, pairingCodeAlphabet, pairingCodeLength } from '@vela/validation';
import type { Context } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import {
  deviceKeyMatches,
  hashDeviceKey,
  hashPairingCode,
  newDeviceId,
  newDeviceKey,
  newPairingCode,
} from '../../crypto/device-keys.ts';
import type { AppDeps } from '../../deps.ts';
import { canPlay, startTrial, summariseLicence } from '../../domain/licence.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorTexts } from '../../http/error-text.ts';
import { rateLimited } from '../../http/limits.ts';
import { describeError } from '../../logger.ts';
import { deviceResetMail } from '../../mail/device-emails.ts';
import { resetDevice } from '../../store/device-reset.ts';
import {
  type DeviceRow,
  deviceDetails,
  findDevice,
  insertDevice,
  licenceStateOf,
  markDeviceSeen,
  type NewDeviceRow,
  playlistsForDevice,
  storePairingCode,
  updateDeviceDetails,
} from '../../store/devices.ts';
import { checkParentalPin, hasParentalPin, parentalPinAttempts } from '../../store/parental-control.ts';
import { recordPlaylistStatus } from '../../store/playlist-statuses.ts';
import { isHostWhitelistedFor } from '../../store/whitelist.ts';
import type {
  canPlayRoute,
  pairingCodeRoute,
  parentalVerifyRoute,
  playlistStatusRoute,
  registerRoute,
  resetRoute,
  syncRoute,
} from './device-app.routes.ts';

const keyInvalid: ErrorBody = { error: errorTexts.deviceKeyInvalid, code: 'device_key_invalid' };
const deviceMissing: ErrorBody = { error: errorTexts.deviceNotFound, code: 'device_not_found' };
const playlistMissing: ErrorBody = { error: errorTexts.playlistNotFound, code: 'playlist_not_found' };

const pairingCodeLifetimeMs = 10 * 60 * 1000;

/** A device call whose key was checked: the device, or the answer to give instead. */
type Authenticated =
  | { device: DeviceRow }
  | { refused: 'device_not_found' | 'device_key_invalid' }
  | { refused: 'rate_limited'; retryAfterMs: number };

/**
 * Checks a device call's id and key. A failure (unknown id or wrong key) counts against the caller's
 * address, never against the device; a call with the right key is then limited per device, so only the
 * holder of the key can use up that device's allowance.
 */
async function authenticate(
  deps: AppDeps,
  c: Context,
  route: string,
  credentials: { deviceid: string; device_key: string },
): Promise<Authenticated> {
  const device = await findDevice(deps.database.db, credentials.deviceid);
  if (!device || !deviceKeyMatches(credentials.device_key, device.deviceKeyHash)) {
    const wait = await deps.limits.keyFailure(c);
    if (wait) return { refused: 'rate_limited', retryAfterMs: wait };
    return { refused: device ? 'device_key_invalid' : 'device_not_found' };
  }
  const wait = await deps.limits.device(route, device.deviceId);
  return wait ? { refused: 'rate_limited', retryAfterMs: wait } : { device };
}

/** The answer to a refused device call. */
function refusal(c: Context, result: Exclude<Authenticated, { device: DeviceRow }>) {
  switch (result.refused) {
    case 'rate_limited':
      return rateLimited(c, result.retryAfterMs);
    case 'device_not_found':
      return c.json(deviceMissing, 404);
    case 'device_key_invalid':
      return c.json(keyInvalid, 401);
  }
}

/** Inserts a new device under a fresh id; tries again in the unlikely case the id is taken. */
async function createDevice(deps: AppDeps, values: Omit<NewDeviceRow, 'deviceId'>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const created = await insertDevice(deps.database.db, { ...values, deviceId: newDeviceId() });
    if (created) return created;
  }
  throw new Error('Could not find a free device id');
}

export function registerHandler(deps: AppDeps): RouteHandler<typeof registerRoute> {
  return async (c) => {
    const registration = c.req.valid('json');
    const at = deps.now();
    if (registration.deviceid === undefined || registration.device_key === undefined) {
      const deviceKey = newDeviceKey();
      const created = await createDevice(deps, {
        deviceKeyHash: hashDeviceKey(deviceKey),
        activationDate: at,
        lastSeenAt: at,
        ...startTrial(at),
        ...deviceDetails(registration),
      });
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
    const result = await authenticate(deps, c, 'app_register', {
      deviceid: registration.deviceid,
      device_key: registration.device_key,
    });
    if (!('device' in result)) return refusal(c, result);
    const updated = await updateDeviceDetails(
      deps.database.db,
      result.device.id,
      deviceDetails(registration),
      at,
    );
    const device = updated ?? result.device;
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

export function syncHandler(deps: AppDeps): RouteHandler<typeof syncRoute> {
  return async (c) => {
    const result = await authenticate(deps, c, 'app_sync', c.req.valid('json'));
    if (!('device' in result)) return refusal(c, result);
    const { device } = result;
    // Bounded by the slots a device has, even if it holds more from before the limit was lowered.
    // A playlist added with a reseller's code plays from its entry's addresses as they are now.
    const [rows, pinSet] = await Promise.all([
      playlistsForDevice(deps.database.db, device.id, deps.env.PLAYLISTS_PER_DEVICE),
      hasParentalPin(deps.database.db, device.id),
    ]);
    await markDeviceSeen(deps.database.db, device.id, deps.now());
    return c.json(
      {
        deviceid: device.deviceId,
        licence: summariseLicence(licenceStateOf(device), deps.now()),
        pin_set: pinSet,
        playlists: rows.map((row) => ({
          id: row.id,
          name: row.name,
          host: row.host,
          backup_host: row.backupHost,
          username: row.username,
          password: deps.playlistCipher.decrypt(row.passwordEncrypted),
          hide_playlist_info: row.hidePlaylistInfo,
          epg_url: row.epgUrl,
          epg_source: guideSourceOf(row),
          locked: row.locked,
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
    const result = await authenticate(deps, c, 'app_can_play', body);
    if (!('device' in result)) return refusal(c, result);
    const decision = canPlay(
      licenceStateOf(result.device),
      deps.now(),
      await isHostWhitelistedFor(deps.database.db, body.host, result.device.id),
    );
    return c.json(
      { allowed: decision.allowed, reason: decision.reason, privacy_active: decision.privacyActive },
      200,
    );
  };
}

/**
 * A new pairing code for the device, replacing any earlier one: the TV shows it, and as a QR code of the
 * claim link, so its owner can add it to a dashboard account without typing its id and key.
 */
export function pairingCodeHandler(deps: AppDeps): RouteHandler<typeof pairingCodeRoute> {
  return async (c) => {
    const result = await authenticate(deps, c, 'app_pairing_code', c.req.valid('json'));
    if (!('device' in result)) return refusal(c, result);
    const expiresAt = new Date(deps.now().getTime() + pairingCodeLifetimeMs);
    let code = '';
    for (let attempt = 0; attempt < 5 && !code; attempt++) {
      const candidate = newPairingCode(pairingCodeAlphabet, pairingCodeLength);
      // A code still valid for another device is never handed out twice; expired ones may be reused.
      const stored = await storePairingCode(deps.database.db, {
        deviceRowId: result.device.id,
        codeHash: hashPairingCode(candidate),
        expiresAt,
      });
      if (stored) code = candidate;
    }
    if (!code) throw new Error('Could not find a free pairing code');
    const claimUrl = new URL(`/dashboard/devices/claim?code=${code}`, deps.settings.siteUrl).toString();
    return c.json({ code, expires_at: expiresAt.toISOString(), claim_url: claimUrl }, 200);
  };
}

/**
 * Keeps what the TV found when it loaded one of its playlists as that playlist's last status: the owner sees
 * it on the playlist, the reseller of its host counts it in the host's health.
 */
export function playlistStatusHandler(deps: AppDeps): RouteHandler<typeof playlistStatusRoute> {
  return async (c) => {
    const report = c.req.valid('json');
    const result = await authenticate(deps, c, 'app_playlist_status', report);
    if (!('device' in result)) return refusal(c, result);
    const outcome = await recordPlaylistStatus(
      deps.database.db,
      {
        devicePk: result.device.id,
        playlistId: report.playlist_id,
        status: report.status,
        checkedAt: report.checked_at,
      },
      deps.now(),
    );
    if (outcome.outcome === 'playlist_not_found') return c.json(playlistMissing, 404);
    return c.json(
      {
        playlist_id: report.playlist_id,
        status: outcome.stored.status,
        checked_at: outcome.stored.checkedAt.toISOString(),
        recorded: outcome.outcome === 'recorded',
      },
      200,
    );
  };
}

/**
 * The TV resets itself: with its key it leaves its owner's account and drops its playlists, pairing code and
 * upload protection, so that it can change hands without the previous owner's playlists (decision 29). The
 * previous owner is told by e-mail once the reset is stored.
 */
export function resetHandler(deps: AppDeps): RouteHandler<typeof resetRoute> {
  return async (c) => {
    const result = await authenticate(deps, c, 'app_reset', c.req.valid('json'));
    if (!('device' in result)) return refusal(c, result);
    const { device, previousOwner, formerName } = await resetDevice(
      deps.database.db,
      result.device.id,
      deps.now(),
      clientAddress(c, deps.env),
    );
    if (previousOwner) {
      try {
        await deps.mailer.send(
          deviceResetMail(previousOwner, device.deviceId, formerName, deps.settings.brand),
        );
      } catch (error) {
        // The reset is stored; a lost e-mail must not undo it or fail the TV's call.
        deps.logger.error('device.reset_mail_failed', {
          device: device.deviceId,
          error: describeError(error),
        });
      }
    }
    return c.json(
      {
        deviceid: device.deviceId,
        licence: summariseLicence(licenceStateOf(device), deps.now()),
        pin_set: false,
        playlists: [],
      },
      200,
    );
  };
}

/**
 * The TV checks a PIN typed on it against its parental PIN, with its key. The PIN is never logged nor kept;
 * wrong ones count against the device (`checkParentalPin`), whose pause is answered 429 with `Retry-After`.
 */
export function parentalVerifyHandler(deps: AppDeps): RouteHandler<typeof parentalVerifyRoute> {
  return async (c) => {
    const { pin, ...credentials } = c.req.valid('json');
    const result = await authenticate(deps, c, 'app_parental_verify', credentials);
    if (!('device' in result)) return refusal(c, result);
    const check = await checkParentalPin(deps.database.db, result.device, pin, {
      now: deps.now(),
      address: clientAddress(c, deps.env),
      via: 'tv',
    });
    switch (check.outcome) {
      case 'right':
        return c.json({ match: true, attempts_left: parentalPinAttempts }, 200);
      case 'wrong':
        return c.json({ match: false, attempts_left: check.attemptsLeft }, 200);
      case 'not_set':
        return c.json(errorBody('parental_pin_not_set'), 409);
      case 'locked_out':
        return rateLimited(c, check.retryAfterMs);
    }
  };
}
