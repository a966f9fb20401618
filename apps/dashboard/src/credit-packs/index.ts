import Sell from '@mui/icons-material/Sell';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when an operator first opens it.
const CreditPackList = lazy(() =>
  import('./credit-pack-list.tsx').then((module) => ({ default: module.CreditPackList })),
);
const CreditPackCreate = lazy(() =>
  import('./credit-pack-create.tsx').then((module) => ({ default: module.CreditPackCreate })),
);
const CreditPackEdit = lazy(() =>
  import('./credit-pack-edit.tsx').then((module) => ({ default: module.CreditPackEdit })),
);

/**
 * Operators: the packs of credits resellers buy on their Credits page, each with its credits and price. A pack is
 * never deleted (its purchases keep it): it is taken off sale.
 */
export const creditPacksResource = {
  name: 'credit-packs',
  list: CreditPackList,
  create: CreditPackCreate,
  edit: CreditPackEdit,
  icon: Sell,
  recordRepresentation: 'credits',
  options: { label: 'dashboard.resources.credit-packs' },
} satisfies ResourceProps;
