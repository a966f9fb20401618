import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type AuthNavigation, AuthNavigationContext } from './navigation.ts';

/** Gives the screens outside the layout react-admin's router as their navigation, once the app has started. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, state } = useLocation();
  const routerNavigate = useNavigate();
  const navigation = useMemo<AuthNavigation>(
    () => ({
      location: { pathname, search, state: state ?? null },
      navigate: (to, options) => {
        void routerNavigate(to, options);
      },
    }),
    [pathname, search, state, routerNavigate],
  );
  return <AuthNavigationContext value={navigation}>{children}</AuthNavigationContext>;
}
