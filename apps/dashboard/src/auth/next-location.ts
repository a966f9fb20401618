import { dashboardBase } from '../providers/auth-client.ts';
import { useAuthLocation } from './navigation.ts';

const home = `${dashboardBase}/`;

/** Only an address of the dashboard itself may be returned to after sign-in. */
function ownAddress(candidate: string | null | undefined): string | undefined {
  if (!candidate) return undefined;
  if (!candidate.startsWith(`${dashboardBase}/`) || candidate.startsWith('//')) return undefined;
  return candidate;
}

/**
 * Where to go once signed in: the page that asked for sign-in (react-admin passes it in the location's state,
 * the two-factor step in `?next=`), else the home screen. `deepLink` tells whether a page asked at all.
 */
export function useNextLocation(): { next: string; deepLink: boolean } {
  const location = useAuthLocation();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const fromState = state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : undefined;
  const fromQuery = new URLSearchParams(location.search).get('next');
  const next = ownAddress(fromState) ?? ownAddress(fromQuery) ?? home;
  const deepLink = next !== home && next !== dashboardBase;
  return { next, deepLink };
}
