import type { AdminUser } from '@vela/api-client';
import { downloadCSV } from 'react-admin';
import { csvOf } from '../export/csv.ts';

/** The columns of an export: the account as the list has it. Names and ban reasons are typed by people. */
const exportedColumns = [
  'email',
  'full_name',
  'role',
  'email_verified',
  'two_factor_enabled',
  'banned',
  'ban_reason',
  'created_at',
  'last_sign_in_at',
  'id',
] as const satisfies readonly (keyof AdminUser)[];

function usersCsv(records: readonly AdminUser[]): string {
  return csvOf(exportedColumns, records, (record, column) => record[column]);
}

/** react-admin's `exporter` of the accounts list. */
export function exportUsers(records: AdminUser[]) {
  downloadCSV(usersCsv(records), 'users');
}
