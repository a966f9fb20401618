import ShoppingBag from '@mui/icons-material/ShoppingBag';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when it is first opened.
const CreditOrderList = lazy(() =>
  import('./credit-order-list.tsx').then((module) => ({ default: module.CreditOrderList })),
);
const CreditReceiptShow = lazy(() =>
  import('./credit-receipt-show.tsx').then((module) => ({ default: module.CreditReceiptShow })),
);

/**
 * Purchases of credits: a reseller's own paid ones (operators: every reseller's), each with a printable receipt
 * of its own, which the e-mailed receipt links to.
 */
export const creditOrdersResource = {
  name: 'credit-orders',
  list: CreditOrderList,
  show: CreditReceiptShow,
  icon: ShoppingBag,
  recordRepresentation: 'provider_order_id',
  options: { label: 'dashboard.resources.credit-orders' },
} satisfies ResourceProps;
