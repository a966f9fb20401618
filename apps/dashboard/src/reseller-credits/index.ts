import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each screen is its own chunk, fetched when an operator first opens it.
const ResellerCreditList = lazy(() =>
  import('./reseller-credit-list.tsx').then((module) => ({ default: module.ResellerCreditList })),
);
const ResellerCreditShow = lazy(() =>
  import('./reseller-credit-show.tsx').then((module) => ({ default: module.ResellerCreditShow })),
);

/**
 * Operators: every reseller's balance, with the prices of the tiers; each reseller's ledger and activations,
 * and the grant or take-back of credits with a reason.
 */
export const resellerCreditsResource = {
  name: 'reseller-credits',
  list: ResellerCreditList,
  show: ResellerCreditShow,
  icon: AccountBalanceWallet,
  recordRepresentation: 'full_name',
  options: { label: 'dashboard.resources.reseller-credits' },
} satisfies ResourceProps;
