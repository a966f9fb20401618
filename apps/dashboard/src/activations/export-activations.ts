import type { Activation } from '@vela/api-client';
import { downloadCSV } from 'react-admin';
import { csvOf } from '../export/csv.ts';

/** The columns of an export: every field of an activation, the device and the licence first. */
const exportedColumns = [
  'created_at',
  'device_id',
  'tier',
  'credits',
  'note',
  'status',
  'revocable_until',
  'privacy_expires_at',
  'revoked_at',
  'revoked_as',
  'revoke_reason',
  'reseller_name',
  'reseller_id',
  'device_row_id',
  'id',
] as const satisfies readonly (keyof Activation)[];

/**
 * The activations as CSV, every cell defused: a note is the reseller's own text and a reason an operator's,
 * neither trusted to be free of formulas.
 */
function activationsCsv(records: readonly Activation[]): string {
  return csvOf(exportedColumns, records, (record, column) => record[column]);
}

/** react-admin's `exporter` of the activations list. */
export function exportActivations(records: Activation[]) {
  downloadCSV(activationsCsv(records), 'activations');
}
