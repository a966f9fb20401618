import type { components } from './generated/openapi.ts';

/** A receipt as `GET /api/admin/receipts` gives it: what was paid, for which device, by whom, and the seller. */
export type Receipt = components['schemas']['Receipt'];

/** A receipt as the API keeps it: the receipt without the seller named on it. */
export type ReceiptRecord = Omit<Receipt, 'seller_name' | 'seller_address'>;
