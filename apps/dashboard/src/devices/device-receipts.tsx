import type { AdminDevice } from '@vela/api-client';
import { useRecordContext } from 'react-admin';
import { ReceiptTable } from '../receipts/receipt-table.tsx';

/** The receipts of the device in context that belong to the signed-in person, each with its printable page. */
export function DeviceReceipts() {
  const record = useRecordContext<AdminDevice>();
  return record ? <ReceiptTable deviceId={record.device_id} /> : null;
}
