import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

const ReceiptShow = lazy(() =>
  import('./receipt-show.tsx').then((module) => ({ default: module.ReceiptShow })),
);

/**
 * Receipts of purchases and subscription cycles: listed on the account's Purchases and on each device's page,
 * each with a printable page of its own (the e-mailed receipt links to it).
 */
export const receiptsResource = {
  name: 'receipts',
  show: ReceiptShow,
  icon: ReceiptLong,
  recordRepresentation: 'number',
  options: { label: 'dashboard.resources.receipts' },
} satisfies ResourceProps;
