import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';

/** Brand, prices and promotion the site was built with (the root route's data). */
export function useSiteSettings(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('The root data is missing');
  return data;
}
