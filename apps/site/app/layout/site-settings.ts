import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root-data.ts';

/** Brand, prices and promotion the site was built with (the root route's data). */
export function useSiteSettings(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('The root data is missing');
  return data;
}

/**
 * The end of the promotion (a month of Privacy Mode with Basic) while it runs, or null: texts mention the
 * promotion only while one is configured and its end date is still ahead.
 */
export function useRunningPromotion(): string | null {
  const { promotionEndsAt } = useSiteSettings();
  return promotionEndsAt !== null && new Date(promotionEndsAt).getTime() > Date.now()
    ? promotionEndsAt
    : null;
}
