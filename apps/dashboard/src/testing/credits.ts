import type { CreditSummary } from '@vela/api-client';

/** A reseller's credits as `GET /api/admin/credits` answers them: 20 credits, not frozen, no warning set. */
export const creditSummary: CreditSummary = {
  balance: 20,
  frozen: false,
  low_balance_threshold: null,
  business_name: null,
  prices: { basic: 1, premium: 2 },
  revoke_window_hours: 48,
};
