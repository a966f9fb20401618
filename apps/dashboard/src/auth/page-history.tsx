import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { type AuthLocation, type AuthNavigation, AuthNavigationContext } from './navigation.ts';

// The page's address for the screens outside the layout before react-admin's router exists. Entries are written
// as React Router writes its own (`{ usr, key, idx }`), so that its router, once the app starts, reads the
// history these screens left as if it had written it.

interface RouterState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const listeners = new Set<() => void>();
let snapshot: { href: string; state: unknown; location: AuthLocation } | undefined;

function readLocation(): AuthLocation {
  const state = window.history.state as RouterState | null;
  if (snapshot?.href !== window.location.href || snapshot.state !== state) {
    snapshot = {
      href: window.location.href,
      state,
      location: {
        pathname: window.location.pathname,
        search: window.location.search,
        state: state?.usr ?? null,
      },
    };
  }
  return snapshot.location;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  const current = window.history.state as RouterState | null;
  const idx = (current?.idx ?? 0) + (replace ? 0 : 1);
  const entry: RouterState = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  for (const listener of listeners) listener();
}

/** The page's address, drawn again when it changes through {@link PageHistory} or the browser's buttons. */
export function usePageLocation(): AuthLocation {
  return useSyncExternalStore(subscribe, readLocation);
}

/** Gives the screens outside the layout the page's history as their navigation. */
export function PageHistory({ children }: { children: ReactNode }) {
  const location = usePageLocation();
  const navigation = useMemo<AuthNavigation>(() => ({ location, navigate }), [location]);
  return <AuthNavigationContext value={navigation}>{children}</AuthNavigationContext>;
}
