/** A receipt as the API keeps it: what was paid, for which device, by whom. */
export interface ReceiptRecord {
  id: string;
  number: string;
  device_row_id: string;
  deviceid: string;
  plan: 'basic' | 'premium';
  amount: string;
  currency: string;
  reference: string;
  provider: string;
  buyer_name: string | null;
  buyer_email: string | null;
  created_at: string;
}

/** A receipt as `GET /api/admin/receipts` gives it: the record and the seller named on it. */
export interface Receipt extends ReceiptRecord {
  seller_name: string;
  seller_address: string;
}
