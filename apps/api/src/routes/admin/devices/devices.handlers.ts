import type { RouteHandler } from '@hono/zod-openapi';
import type { DeviceErrorCode } from '@vela/api-client';
import { normaliseDeviceId } from '@vela/validation';
import type { Context } from 'hono';
import { accountPasswordMatches } from '../../../auth/account-password.ts';
import { errorBody } from '../../../auth/auth-errors.ts';
import { deviceKeyMatches, hashPairingCode } from '../../../crypto/device-keys.ts';
import { hashParentalPin } from '../../../crypto/parental-pins.ts';
import type { AppDeps } from '../../../deps.ts';
import { licenceTransfersPerYear } from '../../../domain/licence.ts';
import type { SignedInUser } from '../../../domain/signed-in-user.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import { validationText } from '../../../http/error-text.ts';
import { rateLimited } from '../../../http/limits.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  claimDevice,
  devicePurchases,
  findOwnedDevice,
  listDevices,
  ownerEmailOf,
  playlistsRemovedByRelease,
  releaseDevice,
  setDeviceLabel,
  setUploadProtection,
  toAdminDevice,
  transferDeviceLicence,
} from '../../../store/admin-devices.ts';
import { changeDeviceLicence, deviceHistory } from '../../../store/device-licences.ts';
import type { DeviceRow } from '../../../store/devices.ts';
import {
  checkParentalPin,
  clearParentalPin,
  findOwnDevice,
  grantParentalUnlock,
  hasParentalPin,
  storeParentalPin,
  withParentalPinState,
} from '../../../store/parental-control.ts';
import type {
  claimRoute,
  clearParentalPinRoute,
  getRoute,
  historyRoute,
  labelRoute,
  licenceRoute,
  listRoute,
  parentalPinRoute,
  parentalUnlockRoute,
  purchasesRoute,
  releaseRoute,
  transferRoute,
  updateRoute,
} from './devices.routes.ts';
import { deviceFilterSchema } from './devices.routes.ts';

type Env = { Variables: UserVariables };

const refusal = (code: DeviceErrorCode) => errorBody(code);

/** A device id from the address in its canonical form, or null when it cannot be one. */
const deviceIdOf = (raw: string) => normaliseDeviceId(raw);

/**
 * One device as the caller sees it: operators with its owner's e-mail address, and for everyone what a
 * release would delete, so that its confirmation can say it.
 */
async function shown(deps: AppDeps, caller: Pick<SignedInUser, 'role'>, device: DeviceRow) {
  const db = deps.database.db;
  const [ownerEmail, releaseRemoves, parentalPinSet] = await Promise.all([
    caller.role === 'operator' ? ownerEmailOf(db, device) : undefined,
    playlistsRemovedByRelease(db, device),
    hasParentalPin(db, device.id),
  ]);
  return {
    ...toAdminDevice({ ...device, parentalPinSet }, deps.now(), ownerEmail),
    release_removes_playlists: releaseRemoves,
  };
}

const promotionEndsAt = (deps: AppDeps) =>
  deps.settings.promotionEndsAt ? new Date(deps.settings.promotionEndsAt) : null;

const premiumPrice = (deps: AppDeps) => ({
  amount: deps.settings.prices.premium.toFixed(2),
  currency: deps.settings.prices.currency,
});

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  return async (c) => {
    const query = c.req.valid('query');
    const filter = deviceFilterSchema.safeParse(query.filter);
    if (!filter.success) return c.json(errorBody('invalid_request'), 400);
    const ids = filter.data.id === undefined ? undefined : [filter.data.id].flat();
    const canonicalIds = ids?.map(deviceIdOf).filter((id): id is string => id !== null);
    const user = c.get('user');
    const { rows, total } = await listDevices(deps.database.db, user, query, {
      q: filter.data.q,
      mac: filter.data.mac,
      owner: filter.data.owner,
      id: canonicalIds,
    });
    setContentRange(c, 'devices', query.offset, rows.length, total);
    const now = deps.now();
    const operator = user.role === 'operator';
    return c.json(
      rows.map((row) => (operator ? toAdminDevice(row, now, row.ownerEmail) : toAdminDevice(row, now))),
      200,
    );
  };
}

export function claimHandler(deps: AppDeps): RouteHandler<typeof claimRoute, Env> {
  return async (c) => {
    const user = c.get('user');
    const wait = await deps.limits.claimAttempt(c, user.id);
    if (wait) return rateLimited(c, wait);
    const claim = c.req.valid('json');
    const proof =
      claim.pairing_code !== undefined
        ? { pairingCodeHash: hashPairingCode(claim.pairing_code) }
        : {
            deviceId: claim.deviceid ?? '',
            keyMatches: (storedHash: string) => deviceKeyMatches(claim.device_key ?? '', storedHash),
          };
    const result = await claimDevice(deps.database.db, user, proof, deps.now(), clientAddress(c, deps.env));
    if ('refused' in result) {
      const code = result.refused;
      if (code === 'device_owned') return c.json(refusal(code), 409);
      return code === 'device_key_invalid' ? c.json(refusal(code), 400) : c.json(refusal(code), 404);
    }
    deps.metrics.deviceClaimed();
    return c.json(await shown(deps, user, result.device), 200);
  };
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  return async (c) => {
    const deviceId = deviceIdOf(c.req.valid('param').id);
    const device = deviceId ? await findOwnedDevice(deps.database.db, c.get('user'), deviceId) : undefined;
    if (!device) return c.json(refusal('device_not_found'), 404);
    return c.json(await shown(deps, c.get('user'), device), 200);
  };
}

export function updateHandler(deps: AppDeps): RouteHandler<typeof updateRoute, Env> {
  return async (c) => {
    const deviceId = deviceIdOf(c.req.valid('param').id);
    const { upload_protected } = c.req.valid('json');
    const device = deviceId
      ? await setUploadProtection(
          deps.database.db,
          c.get('user'),
          deviceId,
          upload_protected,
          clientAddress(c, deps.env),
        )
      : undefined;
    if (!device) return c.json(refusal('device_not_found'), 404);
    return c.json(await shown(deps, c.get('user'), device), 200);
  };
}

export function labelHandler(deps: AppDeps): RouteHandler<typeof labelRoute, Env> {
  return async (c) => {
    const deviceId = deviceIdOf(c.req.valid('param').id);
    const label = c.req.valid('json');
    const device = deviceId
      ? await setDeviceLabel(deps.database.db, c.get('user'), deviceId, label, clientAddress(c, deps.env))
      : undefined;
    if (!device) return c.json(refusal('device_not_found'), 404);
    return c.json(await shown(deps, c.get('user'), device), 200);
  };
}

export function releaseHandler(deps: AppDeps): RouteHandler<typeof releaseRoute, Env> {
  return async (c) => {
    const deviceId = deviceIdOf(c.req.valid('param').id);
    const now = deps.now();
    const device = deviceId
      ? await releaseDevice(deps.database.db, c.get('user'), deviceId, now, clientAddress(c, deps.env), {
          sessionId: c.get('sessionId'),
          now,
        })
      : undefined;
    if (!device) return c.json(refusal('device_not_found'), 404);
    if (device === 'parental_locked') return c.json(errorBody('parental_locked'), 423);
    return c.json(await shown(deps, c.get('user'), device), 200);
  };
}

export function licenceHandler(deps: AppDeps): RouteHandler<typeof licenceRoute, Env> {
  return async (c) => {
    const deviceId = deviceIdOf(c.req.valid('param').id);
    const { action, reason } = c.req.valid('json');
    const user = c.get('user');
    if (!deviceId) return c.json(refusal('device_not_found'), 404);
    const result = await changeDeviceLicence(
      deps.database.db,
      user,
      deviceId,
      {
        action,
        reason,
        now: deps.now(),
        promotionEndsAt: promotionEndsAt(deps),
      },
      clientAddress(c, deps.env),
    );
    if ('refused' in result) {
      if (result.refused === 'device_not_found') return c.json(refusal(result.refused), 404);
      return c.json(errorBody(result.refused), 409);
    }
    return c.json(await shown(deps, user, result.device), 200);
  };
}

export function historyHandler(deps: AppDeps): RouteHandler<typeof historyRoute, Env> {
  return async (c) => {
    const deviceId = deviceIdOf(c.req.valid('param').id);
    const history = deviceId ? await deviceHistory(deps.database.db, c.get('user'), deviceId) : undefined;
    if (!history) return c.json(refusal('device_not_found'), 404);
    return c.json(history, 200);
  };
}

export function purchasesHandler(deps: AppDeps): RouteHandler<typeof purchasesRoute, Env> {
  return async (c) => {
    const deviceId = deviceIdOf(c.req.valid('param').id);
    const purchases = deviceId
      ? await devicePurchases(deps.database.db, c.get('user'), deviceId, premiumPrice(deps))
      : undefined;
    if (!purchases) return c.json(refusal('device_not_found'), 404);
    return c.json(purchases, 200);
  };
}

export function transferHandler(deps: AppDeps): RouteHandler<typeof transferRoute, Env> {
  return async (c) => {
    const deviceId = deviceIdOf(c.req.valid('param').id);
    if (!deviceId) return c.json(refusal('device_not_found'), 404);
    const { to_deviceid } = c.req.valid('json');
    const now = deps.now();
    const result = await transferDeviceLicence(
      deps.database.db,
      c.get('user'),
      deviceId,
      to_deviceid,
      now,
      clientAddress(c, deps.env),
    );
    if ('refused' in result) {
      if (result.refused === 'device_not_found') return c.json(refusal(result.refused), 404);
      return c.json(refusal(result.refused), 409);
    }
    const [source, target] = await withParentalPinState(deps.database.db, [result.source, result.target]);
    if (!source || !target) throw new Error('A moved device was not read back');
    return c.json(
      {
        from: toAdminDevice(source, now),
        to: toAdminDevice(target, now),
        moves_used: result.movesUsed,
        moves_limit: licenceTransfersPerYear,
      },
      200,
    );
  };
}

/** The account's password, counted on the password checks: null when it is right, else the answer to give. */
async function passwordRefusal(deps: AppDeps, c: Context<Env>, password: string) {
  const user = c.get('user');
  const wait = await deps.limits.passwordCheck(user.id);
  if (wait) return rateLimited(c, wait);
  if (await accountPasswordMatches(deps.auth, user.id, password)) return null;
  return c.json(errorBody('current_password_wrong'), 400);
}

/** The caller's own device the path names, or undefined: parental control is the owner's alone. */
async function ownDevice(deps: AppDeps, c: Context<Env>, id: string) {
  const deviceId = deviceIdOf(id);
  return deviceId ? findOwnDevice(deps.database.db, c.get('user').id, deviceId) : undefined;
}

/**
 * The owner's proof for a TV with a PIN: its PIN, counted against the device as on the TV, or the account's
 * password. Null when it holds, `not_set` when the TV has no PIN to check it against, else the answer to give.
 */
async function proofRefusal(
  deps: AppDeps,
  c: Context<Env>,
  device: DeviceRow,
  { pin, password }: { pin: string | undefined; password: string | undefined },
) {
  if (pin !== undefined) {
    const check = await checkParentalPin(deps.database.db, device, pin, {
      now: deps.now(),
      address: clientAddress(c, deps.env),
      via: { web: { actorId: c.get('user').id } },
    });
    if (check.outcome === 'locked_out') return rateLimited(c, check.retryAfterMs);
    if (check.outcome === 'wrong') return c.json(errorBody('parental_pin_wrong'), 400);
    return check.outcome === 'not_set' ? 'not_set' : null;
  }
  if (password !== undefined) return passwordRefusal(deps, c, password);
  return c.json(proofMissing(), 400);
}

const proofMissing = () => ({ error: validationText({ key: 'parental_proof' }), code: 'parental_proof' });

export function parentalPinHandler(deps: AppDeps): RouteHandler<typeof parentalPinRoute, Env> {
  return async (c) => {
    const user = c.get('user');
    const device = await ownDevice(deps, c, c.req.valid('param').id);
    if (!device) return c.json(refusal('device_not_found'), 404);
    const { pin, current_pin, password } = c.req.valid('json');
    // Changing a PIN needs the current one or the password; the first PIN needs neither.
    if (await hasParentalPin(deps.database.db, device.id)) {
      const refused = await proofRefusal(deps, c, device, { pin: current_pin, password });
      if (refused && refused !== 'not_set') return refused;
    }
    const stored = await storeParentalPin(
      deps.database.db,
      user.id,
      device.deviceId,
      await hashParentalPin(pin),
      clientAddress(c, deps.env),
    );
    if (!stored) return c.json(refusal('device_not_found'), 404);
    return c.json(await shown(deps, user, stored), 200);
  };
}

export function clearParentalPinHandler(deps: AppDeps): RouteHandler<typeof clearParentalPinRoute, Env> {
  return async (c) => {
    const user = c.get('user');
    const device = await ownDevice(deps, c, c.req.valid('param').id);
    if (!device) return c.json(refusal('device_not_found'), 404);
    const refused = await passwordRefusal(deps, c, c.req.valid('json').password);
    if (refused) return refused;
    const cleared = await clearParentalPin(
      deps.database.db,
      user.id,
      device.deviceId,
      clientAddress(c, deps.env),
    );
    if (!cleared) return c.json(refusal('device_not_found'), 404);
    return c.json(await shown(deps, user, cleared), 200);
  };
}

export function parentalUnlockHandler(deps: AppDeps): RouteHandler<typeof parentalUnlockRoute, Env> {
  return async (c) => {
    const user = c.get('user');
    const device = await ownDevice(deps, c, c.req.valid('param').id);
    if (!device) return c.json(refusal('device_not_found'), 404);
    const notSet = () => c.json(errorBody('parental_pin_not_set'), 409);
    if (!(await hasParentalPin(deps.database.db, device.id))) return notSet();
    const { pin, password } = c.req.valid('json');
    const refused = await proofRefusal(deps, c, device, { pin, password });
    if (refused === 'not_set') return notSet();
    if (refused) return refused;
    const until = await grantParentalUnlock(deps.database.db, user.id, device, {
      sessionId: c.get('sessionId'),
      now: deps.now(),
      method: pin !== undefined ? 'pin' : 'password',
      address: clientAddress(c, deps.env),
    });
    return c.json({ device_id: device.deviceId, unlocked_until: until.toISOString() }, 200);
  };
}
