import type { AdminDevice, DevicePurchase } from '@vela/api-client';
import { identifierSearchDigits } from '@vela/validation';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import {
  devices,
  licenceTransfers,
  macHex,
  pairingCodes,
  paymentOrders,
  playlists,
  subscriptions,
  users,
} from '../db/schema.ts';
import {
  isPrivacyActive,
  licenceStateName,
  type TransferRefusal,
  transferLicence,
  transferWindowStart,
} from '../domain/licence.ts';
import type { ListQuery } from '../domain/list-query.ts';
import type { SignedInUser } from '../domain/signed-in-user.ts';
import { writeAudit } from './audit.ts';
import { type DeviceRow, licenceStateOf } from './devices.ts';
import { likePattern } from './like.ts';
import {
  hasParentalPin,
  holdsParentalUnlock,
  type ParentalSession,
  parentalPinSetSql,
  removeParentalPin,
} from './parental-control.ts';
import { publishDeviceClaimed, publishPlaylistEvents } from './webhook-events.ts';

type Caller = Pick<SignedInUser, 'id' | 'role'>;

export const deviceSortFields = [
  'id',
  'device_id',
  'device_brand',
  'app_version',
  'last_seen',
  'activation_date',
] as const;
export type DeviceSortField = (typeof deviceSortFields)[number];

const sortColumns = {
  id: devices.deviceId,
  device_id: devices.deviceId,
  device_brand: devices.deviceBrand,
  app_version: devices.appVersion,
  last_seen: devices.lastSeenAt,
  activation_date: devices.activationDate,
} as const satisfies Record<DeviceSortField, unknown>;

/**
 * The devices a caller may see, as a condition of the query itself: operators every device, customers and
 * resellers those they own (a reseller's clients are a view of their own).
 */
function ownedBy(caller: Caller): SQL | undefined {
  return caller.role === 'operator' ? undefined : eq(devices.ownerId, caller.id);
}

/**
 * A device as the dashboard shows it, with the spec's field names. `ownerEmail` is given for operators only:
 * with it the record names its owner.
 */
export function toAdminDevice(
  row: DeviceRow & { parentalPinSet: boolean },
  now: Date,
  ownerEmail?: string | null,
): AdminDevice {
  const state = licenceStateOf(row);
  const owner = ownerEmail === undefined ? {} : { owner_id: row.ownerId, owner_email: ownerEmail };
  return {
    ...owner,
    id: row.deviceId,
    device_id: row.deviceId,
    activation_date: row.activationDate.toISOString(),
    license_expiry: row.lifetimeLicence ? null : row.trialExpiresAt.toISOString(),
    privacy_expiry: row.privacyExpiresAt?.toISOString() ?? null,
    privacy_active: isPrivacyActive(state, now),
    device_brand: row.deviceBrand,
    os: row.os,
    device_info: row.deviceInfo,
    api_version: row.apiVersion,
    app_name: row.appName,
    app_version: row.appVersion,
    mac_address: row.macAddress,
    firmware: row.firmware,
    hdmi: row.hdmi,
    n_type: row.nType,
    screensize: row.screenSize,
    app_id: row.appId,
    player_id: row.playerId,
    lifetime: row.lifetimeLicence,
    upload_protected: row.uploadProtected,
    parental_pin_set: row.parentalPinSet,
    name: row.name,
    note: row.note,
    last_seen: row.lastSeenAt?.toISOString() ?? null,
    licence_state: licenceStateName(state, now),
  };
}

/**
 * The condition of a search for a device id in any notation (`26f57d`, `26-F5-7D`, `26:F5:7D`): the id's hex
 * digits contain the search's (`identifierSearchDigits`, the rule of every id search). Undefined when the search
 * is empty; null when it cannot be part of an id, so that it matches nothing.
 */
export function deviceIdSearch(column: AnyColumn, search: string): SQL | null | undefined {
  const digits = identifierSearchDigits(search);
  if (digits === null) return null;
  return digits === '' ? undefined : sql`replace(${column}, ':', '') like ${`%${digits}%`}`;
}

export interface DeviceFilter {
  q?: string;
  /** The whole MAC address the TV reported, or its beginning, in any notation. */
  mac?: string;
  /** Part of the owner's e-mail address, in any case. */
  owner?: string;
  /** react-admin's `getMany`: the ids of the records it needs. */
  id?: string[];
}

export type ListedDevice = DeviceRow & { ownerEmail: string | null; parentalPinSet: boolean };

export async function listDevices(
  db: Database,
  caller: Caller,
  query: ListQuery<DeviceSortField>,
  filter: DeviceFilter,
): Promise<{ rows: ListedDevice[]; total: number }> {
  const conditions: (SQL | undefined)[] = [ownedBy(caller)];
  const search = filter.q?.trim();
  if (search) {
    // The owner's name for the TV, in any case, or a part of its id in any notation.
    const byName = ilike(devices.name, likePattern(search));
    const byId = deviceIdSearch(devices.deviceId, search);
    conditions.push(byId ? or(byId, byName) : byName);
  }
  if (filter.mac !== undefined) {
    const digits = identifierSearchDigits(filter.mac);
    if (digits === null) return { rows: [], total: 0 };
    // The expression of the index `devices_mac_hex_idx`, searched by prefix so that the index serves it.
    if (digits !== '') conditions.push(sql`${macHex(devices.macAddress)} like ${`${digits}%`}`);
  }
  const owner = filter.owner?.trim();
  if (owner) {
    conditions.push(
      inArray(
        devices.ownerId,
        db
          .select({ id: users.id })
          .from(users)
          .where(ilike(users.email, likePattern(owner))),
      ),
    );
  }
  if (filter.id !== undefined) {
    if (filter.id.length === 0) return { rows: [], total: 0 };
    conditions.push(inArray(devices.deviceId, filter.id));
  }
  const where = and(...conditions);
  const column = sortColumns[query.sort.field];
  const order = query.sort.order === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ device: devices, ownerEmail: users.email, parentalPinSet: parentalPinSetSql })
      .from(devices)
      .leftJoin(users, eq(users.id, devices.ownerId))
      .where(where)
      .orderBy(order, asc(devices.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(devices).where(where),
  ]);
  return {
    rows: rows.map(({ device, ownerEmail, parentalPinSet }) => ({ ...device, ownerEmail, parentalPinSet })),
    total: counted?.total ?? 0,
  };
}

/** The e-mail address of a device's owner, for operators' screens; null when nobody owns the device. */
export async function ownerEmailOf(db: Database, device: Pick<DeviceRow, 'ownerId'>): Promise<string | null> {
  if (!device.ownerId) return null;
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, device.ownerId));
  return owner?.email ?? null;
}

export async function findOwnedDevice(
  db: Database | Transaction,
  caller: Caller,
  deviceId: string,
  { lock = false } = {},
): Promise<DeviceRow | undefined> {
  const query = db
    .select()
    .from(devices)
    .where(and(eq(devices.deviceId, deviceId), ownedBy(caller)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setUploadProtection(
  db: Database,
  caller: Caller,
  deviceId: string,
  uploadProtected: boolean,
  address: string | null,
): Promise<DeviceRow | undefined> {
  return db.transaction(async (tx) => {
    const before = await findOwnedDevice(tx, caller, deviceId, { lock: true });
    if (!before) return undefined;
    if (before.uploadProtected === uploadProtected) return before;
    const [after] = await tx
      .update(devices)
      .set({ uploadProtected })
      .where(eq(devices.id, before.id))
      .returning();
    await writeAudit(tx, {
      actorId: caller.id,
      action: 'device.update',
      entity: 'device',
      entityId: before.deviceId,
      before: { upload_protected: before.uploadProtected },
      after: { upload_protected: uploadProtected },
      address,
    });
    return after;
  });
}

/**
 * Names a TV and keeps its owner's note: the owner only, whatever the caller's role (an operator sees the name
 * but does not choose it). Fields left out stay as they are; audited when something changes.
 */
export async function setDeviceLabel(
  db: Database,
  caller: Pick<SignedInUser, 'id'>,
  deviceId: string,
  label: { name?: string | null; note?: string | null },
  address: string | null,
): Promise<DeviceRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(devices)
      .where(and(eq(devices.deviceId, deviceId), eq(devices.ownerId, caller.id)))
      .for('update');
    if (!before) return undefined;
    const name = label.name === undefined ? before.name : label.name;
    const note = label.note === undefined ? before.note : label.note;
    if (name === before.name && note === before.note) return before;
    const [after] = await tx.update(devices).set({ name, note }).where(eq(devices.id, before.id)).returning();
    await writeAudit(tx, {
      actorId: caller.id,
      action: 'device.rename',
      entity: 'device',
      entityId: before.deviceId,
      before: { name: before.name, note: before.note },
      after: { name, note },
      address,
    });
    return after;
  });
}

export type ClaimProof =
  | { pairingCodeHash: string }
  | { deviceId: string; keyMatches: (storedHash: string) => boolean };

export type ClaimResult =
  | { device: DeviceRow }
  | { refused: 'pairing_code_unknown' | 'device_not_found' | 'device_key_invalid' | 'device_owned' };

/**
 * Makes the caller the device's owner, given the TV's proof: a pairing code (used up here, whatever the
 * outcome) or the device's key. A device another account owns is never taken, whatever the proof: it changes
 * hands only when its owner or an operator releases it, or when the TV is reset (decision 29).
 */
export async function claimDevice(
  db: Database,
  caller: Caller,
  proof: ClaimProof,
  now: Date,
  address: string | null,
): Promise<ClaimResult> {
  return db.transaction(async (tx): Promise<ClaimResult> => {
    let device: DeviceRow | undefined;
    if ('pairingCodeHash' in proof) {
      const [used] = await tx
        .delete(pairingCodes)
        .where(and(eq(pairingCodes.codeHash, proof.pairingCodeHash), gt(pairingCodes.expiresAt, now)))
        .returning({ deviceRowId: pairingCodes.deviceId });
      if (!used) return { refused: 'pairing_code_unknown' };
      [device] = await tx.select().from(devices).where(eq(devices.id, used.deviceRowId)).for('update');
      if (!device) return { refused: 'pairing_code_unknown' };
    } else {
      [device] = await tx.select().from(devices).where(eq(devices.deviceId, proof.deviceId)).for('update');
      if (!device) return { refused: 'device_not_found' };
      if (!proof.keyMatches(device.deviceKeyHash)) return { refused: 'device_key_invalid' };
    }
    if (device.ownerId === caller.id) return { device };
    // Refused by key, nothing of the device changes (a code is used up by its own attempt, above).
    if (device.ownerId !== null) return { refused: 'device_owned' };
    // A code the TV showed before is of no more use once the device is claimed.
    if (!('pairingCodeHash' in proof))
      await tx.delete(pairingCodes).where(eq(pairingCodes.deviceId, device.id));
    const [claimed] = await tx
      .update(devices)
      .set({ ownerId: caller.id })
      .where(eq(devices.id, device.id))
      .returning();
    await publishDeviceClaimed(tx, { now: () => now }, device);
    await writeAudit(tx, {
      actorId: caller.id,
      action: 'device.claim',
      entity: 'device',
      entityId: device.deviceId,
      before: { owner_id: device.ownerId },
      after: { owner_id: caller.id, proof: 'pairingCodeHash' in proof ? 'pairing_code' : 'device_key' },
      address,
    });
    return { device: claimed ?? device };
  });
}

/**
 * The playlists a release takes away: those the owner added in the dashboard are the owner's, and the next
 * owner must not get them. What others added (My List, a reseller's code or API key, an operator) stays.
 */
function addedByOwnerInDashboard(device: Pick<DeviceRow, 'id' | 'ownerId'>): SQL | undefined {
  if (device.ownerId === null) return undefined;
  return and(
    eq(playlists.deviceId, device.id),
    eq(playlists.addedVia, 'dashboard'),
    eq(playlists.addedBy, device.ownerId),
  );
}

/** How many playlists releasing the device would delete (see {@link releaseDevice}). */
export async function playlistsRemovedByRelease(
  db: Database,
  device: Pick<DeviceRow, 'id' | 'ownerId'>,
): Promise<number> {
  const owned = addedByOwnerInDashboard(device);
  if (!owned) return 0;
  const [counted] = await db.select({ total: count() }).from(playlists).where(owned);
  return counted?.total ?? 0;
}

/**
 * What lets a release remove the playlists of a device with a parental PIN: the session's unlock of the device,
 * or the deletion of the owner's account, for which they gave their password.
 */
export type ParentalClearance = ParentalSession | null | 'account_deleted';

/**
 * The device leaves its owner's account (the owner's own release, or an operator's), with the playlists the
 * owner added in the dashboard; its licence and the playlists others added stay with the TV. A device with a
 * parental PIN is released only with the session's unlock (`parental_locked` otherwise), and leaves without
 * its PIN and locks: they were the owner's.
 */
export async function releaseDevice(
  db: Database | Transaction,
  caller: Caller,
  deviceId: string,
  now: Date,
  address: string | null,
  parental: ParentalClearance,
): Promise<DeviceRow | 'parental_locked' | undefined> {
  return db.transaction(async (tx) => {
    const device = await findOwnedDevice(tx, caller, deviceId, { lock: true });
    if (!device) return undefined;
    if (await hasParentalPin(tx, device.id)) {
      const cleared = parental === 'account_deleted' || (await holdsParentalUnlock(tx, parental, device.id));
      if (!cleared) return 'parental_locked';
      await removeParentalPin(tx, device, { actorId: caller.id, address });
    }
    const owned = addedByOwnerInDashboard(device);
    if (owned) {
      const leaving = await tx.select({ id: playlists.id }).from(playlists).where(owned);
      await publishPlaylistEvents(
        tx,
        { now: () => now },
        'playlist.removed',
        leaving.map((row) => row.id),
      );
    }
    const removed = owned ? await tx.delete(playlists).where(owned).returning({ id: playlists.id }) : [];
    const [released] = await tx
      .update(devices)
      .set({ ownerId: null, name: null, note: null })
      .where(eq(devices.id, device.id))
      .returning();
    await writeAudit(tx, {
      actorId: caller.id,
      action: 'device.release',
      entity: 'device',
      entityId: device.deviceId,
      before: { owner_id: device.ownerId },
      after: { owner_id: null, removed_playlist_ids: removed.map((row) => row.id) },
      address,
    });
    return released;
  });
}

/** The device's orders and subscriptions, newest first; undefined when the caller may not see the device. */
export async function devicePurchases(
  db: Database,
  caller: Caller,
  deviceId: string,
  premiumPrice: { amount: string; currency: string },
): Promise<DevicePurchase[] | undefined> {
  const device = await findOwnedDevice(db, caller, deviceId);
  if (!device) return undefined;
  const [orders, subs] = await Promise.all([
    db
      .select()
      .from(paymentOrders)
      .innerJoin(devices, eq(devices.id, paymentOrders.deviceId))
      .where(and(eq(paymentOrders.deviceId, device.id), ownedBy(caller)))
      .orderBy(desc(paymentOrders.createdAt))
      .limit(200),
    db
      .select()
      .from(subscriptions)
      .innerJoin(devices, eq(devices.id, subscriptions.deviceId))
      .where(and(eq(subscriptions.deviceId, device.id), ownedBy(caller)))
      .orderBy(desc(subscriptions.createdAt))
      .limit(200),
  ]);
  const purchases: DevicePurchase[] = [
    ...orders.map(({ payment_orders: order }) => ({
      id: order.id,
      kind: 'order' as const,
      plan: 'basic' as const,
      amount: order.amount,
      currency: order.currency,
      status: order.status,
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
    })),
    ...subs.map(({ subscriptions: subscription }) => ({
      id: subscription.id,
      kind: 'subscription' as const,
      plan: 'premium' as const,
      amount: premiumPrice.amount,
      currency: premiumPrice.currency,
      status: subscription.status,
      created_at: subscription.createdAt.toISOString(),
      updated_at: subscription.updatedAt.toISOString(),
    })),
  ];
  return purchases.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * The licence a device holds, as the moves know it: the one it last received, unless it has given a licence
 * away since (then what it holds now was bought anew). Null when its licence never moved.
 */
async function licenceIdOf(tx: Transaction, deviceRowId: string): Promise<string | null> {
  const [last] = await tx
    .select({ licenceId: licenceTransfers.licenceId, toDeviceId: licenceTransfers.toDeviceId })
    .from(licenceTransfers)
    .where(or(eq(licenceTransfers.fromDeviceId, deviceRowId), eq(licenceTransfers.toDeviceId, deviceRowId)))
    .orderBy(desc(licenceTransfers.createdAt), desc(licenceTransfers.id))
    .limit(1);
  return last && last.toDeviceId === deviceRowId ? last.licenceId : null;
}

export type TransferResult =
  | { refused: 'device_not_found' | 'transfer_same_device' | TransferRefusal }
  | { source: DeviceRow; target: DeviceRow; movesUsed: number };

/**
 * Moves the lifetime licence and the remaining Privacy Mode of one of the caller's devices to another of
 * theirs, in one transaction with its audit entry; at most twice a year per licence.
 */
export async function transferDeviceLicence(
  db: Database,
  caller: Caller,
  fromDeviceId: string,
  toDeviceId: string,
  now: Date,
  address: string | null,
): Promise<TransferResult> {
  return db.transaction(async (tx): Promise<TransferResult> => {
    // Both rows are locked in one statement, in a fixed order, so two moves between the same devices queue.
    const locked = await tx
      .select()
      .from(devices)
      .where(and(inArray(devices.deviceId, [fromDeviceId, toDeviceId]), ownedBy(caller)))
      .orderBy(asc(devices.id))
      .for('update');
    const source = locked.find((row) => row.deviceId === fromDeviceId);
    const target = locked.find((row) => row.deviceId === toDeviceId);
    if (!source || !target) return { refused: 'device_not_found' };
    if (source.id === target.id) return { refused: 'transfer_same_device' };
    const licenceId = (await licenceIdOf(tx, source.id)) ?? crypto.randomUUID();
    const [moves] = await tx
      .select({ total: count() })
      .from(licenceTransfers)
      .where(
        and(
          eq(licenceTransfers.licenceId, licenceId),
          gte(licenceTransfers.createdAt, transferWindowStart(now)),
        ),
      );
    const movesInWindow = moves?.total ?? 0;
    const result = transferLicence(licenceStateOf(source), licenceStateOf(target), now, movesInWindow);
    if ('refused' in result) return result;
    const [updatedSource] = await tx
      .update(devices)
      .set({
        lifetimeLicence: result.source.lifetimeLicence,
        privacyExpiresAt: result.source.privacyExpiresAt,
        trialExpiresAt: result.source.trialExpiresAt,
      })
      .where(eq(devices.id, source.id))
      .returning();
    const [updatedTarget] = await tx
      .update(devices)
      .set({
        lifetimeLicence: result.target.lifetimeLicence,
        privacyExpiresAt: result.target.privacyExpiresAt,
      })
      .where(eq(devices.id, target.id))
      .returning();
    await tx.insert(licenceTransfers).values({
      licenceId,
      fromDeviceId: source.id,
      toDeviceId: target.id,
      actorId: caller.id,
      privacyExpiresAt: result.target.privacyExpiresAt,
      createdAt: now,
    });
    await writeAudit(tx, {
      actorId: caller.id,
      action: 'device.transfer_licence',
      entity: 'device',
      entityId: source.deviceId,
      before: {
        from: source.deviceId,
        to: target.deviceId,
        from_lifetime: source.lifetimeLicence,
        from_privacy_expiry: source.privacyExpiresAt?.toISOString() ?? null,
        to_lifetime: target.lifetimeLicence,
        to_privacy_expiry: target.privacyExpiresAt?.toISOString() ?? null,
      },
      after: {
        licence_id: licenceId,
        to_lifetime: true,
        to_privacy_expiry: result.target.privacyExpiresAt?.toISOString() ?? null,
        moves_in_year: movesInWindow + 1,
      },
      address,
    });
    if (!updatedSource || !updatedTarget) throw new Error('A locked device disappeared during the move');
    return { source: updatedSource, target: updatedTarget, movesUsed: movesInWindow + 1 };
  });
}
