import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when an operator first opens it.
const OrderList = lazy(() => import('./order-list.tsx').then((module) => ({ default: module.OrderList })));
const OrderShow = lazy(() => import('./order-show.tsx').then((module) => ({ default: module.OrderShow })));

/** Every order and subscription, for operators: filter, export, and each with its notifications and grants. */
export const ordersResource = {
  name: 'orders',
  list: OrderList,
  show: OrderShow,
  icon: ReceiptLong,
  recordRepresentation: 'reference',
  options: { label: 'dashboard.resources.orders' },
} satisfies ResourceProps;
