import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './data-provider.ts';

/**
 * Whether the promotion (a month of Privacy Mode with Basic) runs now: only while the server names an end that
 * is still ahead. Undefined until the configuration (`GET /api/config`, read once per page load) has been
 * read; a configuration that could not be read runs none, and is asked for again on the next screen.
 */
export function usePromotionRuns(): boolean | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: config, isSuccess } = useQuery({
    queryKey: ['config'],
    queryFn: () => dataProvider.getPublicConfig().catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!isSuccess) return undefined;
  const ends = config?.promotionEndsAt ? Date.parse(config.promotionEndsAt) : Number.NaN;
  return Number.isFinite(ends) && ends > Date.now();
}
