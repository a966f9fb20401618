import type { AdminOrder } from '@vela/api-client';
import { downloadCSV } from 'react-admin';
import { csvOf } from '../export/csv.ts';

/** The columns of an export: every field of a purchase, references first. */
const exportedColumns = [
  'created_at',
  'kind',
  'provider',
  'reference',
  'capture_id',
  'plan',
  'amount',
  'currency',
  'status',
  'device_id',
  'device_name',
  'owner_email',
  'owner_id',
  'updated_at',
  'id',
] as const satisfies readonly (keyof AdminOrder)[];

/**
 * The purchases as CSV, every cell defused: a device's name is its owner's text and a reference the
 * provider's, neither trusted to be free of formulas.
 */
function ordersCsv(records: readonly AdminOrder[]): string {
  return csvOf(exportedColumns, records, (record, column) => record[column]);
}

/** react-admin's `exporter` of the orders list. */
export function exportOrders(records: AdminOrder[]) {
  downloadCSV(ordersCsv(records), 'orders');
}
