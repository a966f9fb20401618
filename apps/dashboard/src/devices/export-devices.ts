import type { AdminDevice } from '@vela/api-client';
import { downloadCSV } from 'react-admin';
import { csvOf } from '../export/csv.ts';

/** The columns of an export: every field of a device as the list has it (spec section 3). */
const exportedColumns = [
  'device_id',
  'name',
  'note',
  'activation_date',
  'license_expiry',
  'privacy_expiry',
  'privacy_active',
  'licence_state',
  'lifetime',
  'upload_protected',
  'last_seen',
  'device_brand',
  'os',
  'device_info',
  'api_version',
  'app_name',
  'app_version',
  'mac_address',
  'firmware',
  'hdmi',
  'n_type',
  'screensize',
  'app_id',
  'player_id',
] as const satisfies readonly (keyof AdminDevice)[];

/** What operators' records add: whose device it is. */
const ownerColumns = ['owner_email', 'owner_id'] as const satisfies readonly (keyof AdminDevice)[];

/**
 * The devices as CSV, every cell defused: what a TV reports about itself (brand, OS, …) is written by whoever
 * registers it, without signing in, so it is never trusted to be free of formulas.
 */
function devicesCsv(records: readonly AdminDevice[]): string {
  const columns = records.some((record) => record.owner_email !== undefined)
    ? [...exportedColumns, ...ownerColumns]
    : exportedColumns;
  return csvOf(columns, records, (record, column) => record[column]);
}

/** react-admin's `exporter` of the device list. */
export function exportDevices(records: AdminDevice[]) {
  downloadCSV(devicesCsv(records), 'devices');
}
