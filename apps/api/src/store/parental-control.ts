import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { parentalPinMatches } from '../crypto/parental-pins.ts';
import type { Database, Reader, Transaction } from '../db/database.ts';
import { devicePins, devices, parentalUnlocks, playlists } from '../db/schema.ts';
import type { AuditAction } from '../domain/audit-actions.ts';
import { writeAudit } from './audit.ts';
import type { DeviceRow } from './devices.ts';

/*
 * Parental control per device (decision 63): the PIN, kept as a slow hash in `device_pins` and read by
 * `checkParentalPin` alone; the limit on wrong PINs, shared by the TV and the web; and the unlock a signed-in
 * session holds for a device's locked playlists.
 */

/** Wrong PINs in a row before PIN entry on the device pauses. */
export const parentalPinAttempts = 5;
/** The first pause; each further one lasts twice as long as the one before, up to a day. */
export const firstParentalLockoutMs = 60 * 1000;
const longestParentalLockoutMs = 24 * 60 * 60 * 1000;
/** How long an unlock by PIN or password lets a session delete, replace or reveal the device's locked playlists. */
export const parentalUnlockMs = 10 * 60 * 1000;

/** How long the lock-out that follows `lockouts` earlier ones lasts. */
function parentalLockoutMs(lockouts: number): number {
  return Math.min(firstParentalLockoutMs * 2 ** Math.min(lockouts, 30), longestParentalLockoutMs);
}

type Device = Pick<DeviceRow, 'id' | 'deviceId' | 'ownerId'>;

/** Which of these devices have a PIN: a question about the row's presence, never its hash. */
async function devicesWithParentalPin(db: Reader, devicePks: readonly string[]): Promise<Set<string>> {
  if (devicePks.length === 0) return new Set();
  const rows = await db
    .select({ devicePk: devicePins.devicePk })
    .from(devicePins)
    .where(inArray(devicePins.devicePk, [...devicePks]));
  return new Set(rows.map((row) => row.devicePk));
}

export async function hasParentalPin(db: Reader, devicePk: string): Promise<boolean> {
  return (await devicesWithParentalPin(db, [devicePk])).has(devicePk);
}

/** The rows with whether each device has a PIN, as the dashboard shows a device (`parental_pin_set`). */
export async function withParentalPinState<T extends Pick<DeviceRow, 'id'>>(
  db: Reader,
  rows: readonly T[],
): Promise<(T & { parentalPinSet: boolean })[]> {
  const withPin = await devicesWithParentalPin(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, parentalPinSet: withPin.has(row.id) }));
}

/** The device's PIN as SQL on `devices`, for a query that answers whether one is set. */
export const parentalPinSetSql = sql<boolean>`exists (select 1 from ${devicePins} where ${devicePins.devicePk} = ${devices.id})`;

/**
 * A parental event in the owner's security events (entity `user`, the TV in `after.device`); a device nobody
 * owns keeps it as its own entry. `actorId` is null for what the TV (then `after.via` is `'tv'`) or the service did.
 */
export function writeParentalAudit(
  tx: Pick<Database, 'insert'>,
  device: Device,
  entry: {
    action: AuditAction;
    actorId: string | null;
    after?: Record<string, unknown>;
    address: string | null;
  },
) {
  return writeAudit(tx, {
    actorId: entry.actorId,
    action: entry.action,
    entity: device.ownerId ? 'user' : 'device',
    entityId: device.ownerId ?? device.deviceId,
    after: { device: device.deviceId, ...entry.after },
    address: entry.address,
  });
}

export type ParentalPinCheck =
  | { outcome: 'right' }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'not_set' }
  | { outcome: 'locked_out'; retryAfterMs: number };

/** The pause a device is in, or undefined when its PIN may be tried (or it has none). */
async function pauseOf(db: Reader, devicePk: string, now: Date) {
  const [row] = await db
    .select({ lockedUntil: devicePins.lockedUntil })
    .from(devicePins)
    .where(eq(devicePins.devicePk, devicePk));
  if (!row) return { outcome: 'not_set' } as const;
  const left = (row.lockedUntil?.getTime() ?? 0) - now.getTime();
  return { outcome: 'locked_out', retryAfterMs: Math.max(left, 1000) } as const;
}

const notPaused = (now: Date) => or(isNull(devicePins.lockedUntil), lte(devicePins.lockedUntil, now));

/**
 * Checks a PIN typed on the TV or in the dashboard against the device's, within its limit: each try is
 * counted before the hash is compared (so tries sent at once cannot pass the limit), the fifth wrong one in a
 * row (answered as wrong, with no try left) pauses PIN entry on the device for a minute, each further pause twice as long up to a day, and a right
 * PIN starts the count again. The one function that reads the hash.
 */
export async function checkParentalPin(
  db: Database,
  device: Device,
  pin: string,
  { now, address, via }: { now: Date; address: string | null; via: 'tv' | { web: { actorId: string } } },
): Promise<ParentalPinCheck> {
  const [counted] = await db
    .update(devicePins)
    .set({ failedAttempts: sql`${devicePins.failedAttempts} + 1` })
    .where(and(eq(devicePins.devicePk, device.id), notPaused(now)))
    .returning({
      pinHash: devicePins.pinHash,
      failedAttempts: devicePins.failedAttempts,
      lockouts: devicePins.lockouts,
    });
  if (!counted) return pauseOf(db, device.id, now);
  const withinLimit = counted.failedAttempts <= parentalPinAttempts;
  if (withinLimit && (await parentalPinMatches(pin, counted.pinHash))) {
    await db
      .update(devicePins)
      .set({ failedAttempts: 0, lockouts: 0, lockedUntil: null })
      .where(eq(devicePins.devicePk, device.id));
    return { outcome: 'right' };
  }
  if (counted.failedAttempts < parentalPinAttempts) {
    return { outcome: 'wrong', attemptsLeft: parentalPinAttempts - counted.failedAttempts };
  }
  const lockedUntil = new Date(now.getTime() + parentalLockoutMs(counted.lockouts));
  const paused = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(devicePins)
      .set({ failedAttempts: 0, lockouts: sql`${devicePins.lockouts} + 1`, lockedUntil })
      .where(
        and(
          eq(devicePins.devicePk, device.id),
          sql`${devicePins.failedAttempts} >= ${parentalPinAttempts}`,
          notPaused(now),
        ),
      )
      .returning({ lockouts: devicePins.lockouts });
    if (!row) return false;
    // The TV's wrong PINs are the TV's (no actor, `via: 'tv'`); the dashboard's, the signed-in person's.
    await writeParentalAudit(tx, device, {
      action: 'device.parental_lockout',
      actorId: via === 'tv' ? null : via.web.actorId,
      after: {
        via: via === 'tv' ? 'tv' : 'web',
        lockouts: row.lockouts,
        locked_until: lockedUntil.toISOString(),
      },
      address,
    });
    return true;
  });
  // This wrong PIN was the last one allowed: it is answered as wrong, and the next try waits. A try sent at the
  // same time may have paused the device first: the pause it set is the one to wait for.
  return paused ? { outcome: 'wrong', attemptsLeft: 0 } : pauseOf(db, device.id, now);
}

/** One of the caller's own devices (whatever their role: parental control is the owner's alone), locked for the change. */
async function ownDevice(tx: Transaction, ownerId: string, deviceId: string): Promise<DeviceRow | undefined> {
  const [device] = await tx
    .select()
    .from(devices)
    .where(and(eq(devices.deviceId, deviceId), eq(devices.ownerId, ownerId)))
    .for('update');
  return device;
}

/** The caller's own device, for the parental routes: another account's answers as an unknown one. */
export async function findOwnDevice(db: Database, ownerId: string, deviceId: string) {
  const [device] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.deviceId, deviceId), eq(devices.ownerId, ownerId)))
    .limit(1);
  return device;
}

/**
 * Sets or replaces the PIN of one of the owner's devices (its hash, made by the caller), after the caller
 * checked the proof a change needs; a new PIN starts with no wrong tries. Audited as a set or a change.
 */
export async function storeParentalPin(
  db: Database,
  ownerId: string,
  deviceId: string,
  pinHash: string,
  address: string | null,
): Promise<DeviceRow | undefined> {
  return db.transaction(async (tx) => {
    const device = await ownDevice(tx, ownerId, deviceId);
    if (!device) return undefined;
    const existed = await hasParentalPin(tx, device.id);
    await tx
      .insert(devicePins)
      .values({ devicePk: device.id, pinHash })
      .onConflictDoUpdate({
        target: devicePins.devicePk,
        set: { pinHash, failedAttempts: 0, lockouts: 0, lockedUntil: null },
      });
    await writeParentalAudit(tx, device, {
      action: existed ? 'device.parental_pin_change' : 'device.parental_pin_set',
      actorId: ownerId,
      address,
    });
    return device;
  });
}

/**
 * Takes a device's PIN away: with it go the locks on its playlists (a lock without a PIN could not be opened)
 * and every unlock granted for it. Audited when there was a PIN, by the person who did it or, for a reset on
 * the TV, as the TV's (no actor, `via: 'tv'`), which the owner's security events show as the TV's doing.
 */
export async function removeParentalPin(
  tx: Transaction,
  device: Device,
  by: { actorId: string; address: string | null } | { tv: true; address: string | null },
): Promise<boolean> {
  const removed = await tx
    .delete(devicePins)
    .where(eq(devicePins.devicePk, device.id))
    .returning({ devicePk: devicePins.devicePk });
  await tx
    .update(playlists)
    .set({ locked: false })
    .where(and(eq(playlists.deviceId, device.id), eq(playlists.locked, true)));
  await tx.delete(parentalUnlocks).where(eq(parentalUnlocks.devicePk, device.id));
  if (removed.length > 0)
    await writeParentalAudit(tx, device, {
      action: 'device.parental_pin_clear',
      ...('tv' in by ? { actorId: null, after: { via: 'tv' } } : { actorId: by.actorId }),
      address: by.address,
    });
  return removed.length > 0;
}

/** The owner clears the PIN of their device (after proving their password). Undefined: no such device of theirs. */
export async function clearParentalPin(
  db: Database,
  ownerId: string,
  deviceId: string,
  address: string | null,
): Promise<DeviceRow | undefined> {
  return db.transaction(async (tx) => {
    const device = await ownDevice(tx, ownerId, deviceId);
    if (!device) return undefined;
    await removeParentalPin(tx, device, { actorId: ownerId, address });
    return device;
  });
}

/**
 * Lets a signed-in session delete, replace and reveal the locked playlists of one of the owner's devices until
 * `expiresAt` (the owner gave the PIN or the password). Expired unlocks of any session are swept on the way.
 */
export async function grantParentalUnlock(
  db: Database,
  ownerId: string,
  device: Device,
  {
    sessionId,
    now,
    method,
    address,
  }: { sessionId: string; now: Date; method: 'pin' | 'password'; address: string | null },
): Promise<Date> {
  const expiresAt = new Date(now.getTime() + parentalUnlockMs);
  await db.transaction(async (tx) => {
    await tx.delete(parentalUnlocks).where(lte(parentalUnlocks.expiresAt, now));
    await tx
      .insert(parentalUnlocks)
      .values({ sessionId, devicePk: device.id, expiresAt })
      .onConflictDoUpdate({
        target: [parentalUnlocks.sessionId, parentalUnlocks.devicePk],
        set: { expiresAt },
      });
    await writeParentalAudit(tx, device, {
      action: 'device.parental_unlock',
      actorId: ownerId,
      after: { method, until: expiresAt.toISOString() },
      address,
    });
  });
  return expiresAt;
}

/** The session a request came with, and its time: what an unlock is looked up by. */
export interface ParentalSession {
  sessionId: string;
  now: Date;
}

/** Whether the session holds an unlock of the device that has not expired. */
export async function holdsParentalUnlock(
  db: Reader,
  session: ParentalSession | null,
  devicePk: string,
): Promise<boolean> {
  if (!session) return false;
  const [row] = await db
    .select({ devicePk: parentalUnlocks.devicePk })
    .from(parentalUnlocks)
    .where(
      and(
        eq(parentalUnlocks.sessionId, session.sessionId),
        eq(parentalUnlocks.devicePk, devicePk),
        gt(parentalUnlocks.expiresAt, session.now),
      ),
    );
  return Boolean(row);
}
