import type { DeviceRegistration, PlaylistFormat } from '@vela/validation';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devices, pairingCodes, playlists, whitelistHosts } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { LicenceState } from '../domain/licence.ts';

export type DeviceRow = typeof devices.$inferSelect;

export async function findDevice(db: Database, deviceId: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.deviceId, deviceId)).limit(1);
  return row;
}

/** A device by its row id (what orders, subscriptions and grants refer to). */
export async function findDeviceByRowId(db: Database, deviceRowId: string): Promise<DeviceRow | undefined> {
  return db.query.devices.findFirst({ where: (d, { eq: is }) => is(d.id, deviceRowId) });
}

export function licenceStateOf(
  device: Pick<DeviceRow, 'trialExpiresAt' | 'lifetimeLicence' | 'privacyExpiresAt'>,
): LicenceState {
  return {
    trialExpiresAt: device.trialExpiresAt,
    lifetimeLicence: device.lifetimeLicence,
    privacyExpiresAt: device.privacyExpiresAt,
  };
}

/** The details the TV app reports about itself, as columns. */
export function deviceDetails(registration: DeviceRegistration) {
  return {
    deviceBrand: registration.device_brand ?? null,
    os: registration.os ?? null,
    deviceInfo: registration.device_info ?? null,
    apiVersion: registration.api_version ?? null,
    appName: registration.app_name ?? null,
    appVersion: registration.app_version ?? null,
    macAddress: registration.mac_address ?? null,
    firmware: registration.firmware ?? null,
    hdmi: registration.hdmi ?? null,
    nType: registration.n_type ?? null,
    screenSize: registration.screensize ?? null,
    appId: registration.app_id ?? null,
    playerId: registration.player_id ?? null,
  };
}

export type NewDeviceRow = typeof devices.$inferInsert;

/** Inserts a new device; undefined when its id is taken already. */
export async function insertDevice(db: Database, values: NewDeviceRow): Promise<DeviceRow | undefined> {
  const [created] = await db.insert(devices).values(values).onConflictDoNothing().returning();
  return created;
}

/** Stores the details the TV reported about itself and when it was seen; undefined when the device is gone. */
export async function updateDeviceDetails(
  db: Database,
  deviceRowId: string,
  details: ReturnType<typeof deviceDetails>,
  at: Date,
): Promise<DeviceRow | undefined> {
  const [updated] = await db
    .update(devices)
    .set({ ...details, lastSeenAt: at })
    .where(eq(devices.id, deviceRowId))
    .returning();
  return updated;
}

export async function markDeviceSeen(db: Database, deviceRowId: string, at: Date): Promise<void> {
  await db.update(devices).set({ lastSeenAt: at }).where(eq(devices.id, deviceRowId));
}

/** A playlist as the TV gets it, its password still encrypted. */
export interface DevicePlaylistRow {
  id: string;
  name: string;
  host: string;
  backupHost: string | null;
  username: string;
  passwordEncrypted: string;
  hidePlaylistInfo: boolean;
  format: PlaylistFormat;
  epgUrl: string | null;
  /** Parental control: the TV asks for the device's PIN before playing it. */
  locked: boolean;
  createdAt: Date;
}

/**
 * The device's playlists, newest first and at most `limit` (the slots a device has, even if it holds more from
 * before the limit was lowered). A playlist added with a reseller's code plays from its entry's addresses as
 * they are now.
 */
export async function playlistsForDevice(
  db: Database,
  deviceRowId: string,
  limit: number,
): Promise<DevicePlaylistRow[]> {
  return db
    .select({
      id: playlists.id,
      name: playlists.name,
      host: sql<string>`coalesce(${whitelistHosts.host}, ${playlists.host})`,
      backupHost: whitelistHosts.backupHost,
      username: playlists.username,
      passwordEncrypted: playlists.passwordEncrypted,
      hidePlaylistInfo: playlists.hidePlaylistInfo,
      format: playlists.format,
      epgUrl: playlists.epgUrl,
      locked: playlists.locked,
      createdAt: playlists.createdAt,
    })
    .from(playlists)
    .leftJoin(whitelistHosts, eq(whitelistHosts.id, playlists.whitelistHostId))
    .where(eq(playlists.deviceId, deviceRowId))
    .orderBy(desc(playlists.createdAt))
    .limit(limit);
}

/**
 * Gives the device this pairing code (as its hash), replacing its earlier one. False when the code is still
 * valid for another device: a code is never handed out twice (expired ones may be reused).
 */
export async function storePairingCode(
  db: Database,
  { deviceRowId, codeHash, expiresAt }: { deviceRowId: string; codeHash: string; expiresAt: Date },
): Promise<boolean> {
  const [stored] = await db
    .insert(pairingCodes)
    .values({ deviceId: deviceRowId, codeHash, expiresAt })
    .onConflictDoUpdate({ target: pairingCodes.deviceId, set: { codeHash, expiresAt } })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return [];
      throw error;
    });
  return Boolean(stored);
}
