import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditSummary } from '@vela/api-client';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';

const summaryKey = ['credits', 'getCreditSummary'];

/**
 * The signed-in person's credits: balance, whether they are frozen, the low-balance setting, the prices of the
 * tiers and the grace period of a revocation. Read again with every refresh (an activation, a revocation).
 */
export function useCreditSummary() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: summaryKey,
    queryFn: () => dataProvider.getCreditSummary(),
    // The data provider already reads again while the API is out of reach.
    retry: false,
  });
}

/** Puts an answer that carries the summary (the settings' save) in place of the one read before. */
export function useKeepCreditSummary() {
  const queryClient = useQueryClient();
  return (summary: CreditSummary) => queryClient.setQueryData(summaryKey, summary);
}

/**
 * Reads again what a change of the balance changes: the summary (the balance card), the ledger and the purchases
 * of credits.
 */
export function useCreditsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [summaryKey, ['credit-movements'], ['credit-orders']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
