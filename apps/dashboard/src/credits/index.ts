import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Its own chunk, fetched when it is first opened.
export const CreditsPage = lazy(() =>
  import('./credits-page.tsx').then((module) => ({ default: module.CreditsPage })),
);

export { creditsRoute } from './paths.ts';

/**
 * The credit ledger: each movement in or out of a reseller's balance. Read on the Credits page and on a
 * reseller's credits page only; operators add a movement (a grant, a take-back) from the latter.
 */
export const creditMovementsResource = {
  name: 'credit-movements',
  options: { label: 'dashboard.resources.credit-movements' },
} satisfies ResourceProps;
