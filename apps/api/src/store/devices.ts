import type { DeviceRegistration } from '@vela/validation';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devices } from '../db/schema.ts';
import type { LicenceState } from '../domain/licence.ts';

export type DeviceRow = typeof devices.$inferSelect;

export async function findDevice(db: Database, deviceId: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.deviceId, deviceId)).limit(1);
  return row;
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
