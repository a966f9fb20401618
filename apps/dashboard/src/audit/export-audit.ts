import type { AuditEntry } from '@vela/api-client';
import { downloadCSV } from 'react-admin';
import { csvOf } from '../export/csv.ts';

/** The columns of an export: the whole entry, the records before and after as JSON. */
const exportedColumns = [
  'created_at',
  'actor_email',
  'actor_id',
  'api_key_prefix',
  'api_key_name',
  'api_key_id',
  'action',
  'entity',
  'entity_id',
  'address',
  'before',
  'after',
  'id',
] as const satisfies readonly (keyof AuditEntry)[];

export function auditCsv(records: readonly AuditEntry[]): string {
  return csvOf(exportedColumns, records, (record, column) => {
    const value = record[column];
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  });
}

/** react-admin's `exporter` of the audit log. */
export function exportAudit(records: AuditEntry[]) {
  downloadCSV(auditCsv(records), 'audit-log');
}
