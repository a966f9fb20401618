import type { AdminClient } from '@vela/api-client';
import { downloadCSV } from 'react-admin';
import { csvOf } from '../export/csv.ts';

/** The columns of the clients' export: what the list shows, the hosts in one cell separated by spaces. */
const exportedColumns = [
  'device_id',
  'licence_state',
  'license_expiry',
  'last_seen',
  'playlists',
  'hosts',
] as const satisfies readonly (keyof AdminClient)[];

export function clientsCsv(records: readonly AdminClient[]): string {
  return csvOf(exportedColumns, records, (record, column) =>
    column === 'hosts' ? record.hosts.join(' ') : record[column],
  );
}

/** react-admin's `exporter` of the clients list. */
export function exportClients(records: AdminClient[]) {
  downloadCSV(clientsCsv(records), 'clients');
}
