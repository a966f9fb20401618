import { createContext, use } from 'react';

/** Where a screen outside the layout is, as the address bar says, with the state the page was opened with. */
export interface AuthLocation {
  pathname: string;
  search: string;
  /** What the page that sent someone here left (react-admin: the page that asked for sign-in). */
  state: unknown;
}

export interface AuthNavigation {
  location: AuthLocation;
  /** Goes to a dashboard address (`/dashboard/…`, with its query string if any). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * How the screens outside the layout read and change the address: from the page's history while react-admin's
 * app has not started (`page-history.tsx`), through react-admin's router once it has (`router-navigation.tsx`).
 * The screens are the same either way, and neither way makes them load the other.
 */
export const AuthNavigationContext = createContext<AuthNavigation | null>(null);

function useAuthNavigation(): AuthNavigation {
  const navigation = use(AuthNavigationContext);
  if (!navigation) throw new Error('A screen outside the layout is drawn without its navigation');
  return navigation;
}

export const useAuthLocation = (): AuthLocation => useAuthNavigation().location;

export const useAuthNavigate = (): AuthNavigation['navigate'] => useAuthNavigation().navigate;
