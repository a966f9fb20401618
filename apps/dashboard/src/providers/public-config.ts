import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@vela/api-client';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './data-provider.ts';

/**
 * The server's public configuration (`GET /api/config`), read once per page load: undefined until it has been
 * read, null when it could not be (it is asked for again on the next screen).
 */
function usePublicConfig(): PublicConfig | null | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: config, isSuccess } = useQuery({
    queryKey: ['config'],
    queryFn: () => dataProvider.getPublicConfig().catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return isSuccess ? config : undefined;
}

/**
 * Whether the promotion (a month of Privacy Mode with Basic) runs now: only while the server names an end that
 * is still ahead. Undefined until the configuration has been read; a configuration that could not be read runs
 * none.
 */
export function usePromotionRuns(): boolean | undefined {
  const config = usePublicConfig();
  if (config === undefined) return undefined;
  const ends = config?.promotionEndsAt ? Date.parse(config.promotionEndsAt) : Number.NaN;
  return Number.isFinite(ends) && ends > Date.now();
}

/**
 * How the server takes payments: PayPal with its public client id, or the simulator that stands in for it.
 * Undefined until the configuration has been read, null when it could not be.
 */
export function usePaymentsConfig(): PublicConfig['payments'] | null | undefined {
  const config = usePublicConfig();
  return config === undefined ? undefined : (config?.payments ?? null);
}
