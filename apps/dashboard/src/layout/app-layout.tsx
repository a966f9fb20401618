import type { ReactNode } from 'react';
import { Layout, LoadingPage, useAuthState } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppAuthProvider } from '../auth/use-auth-provider.ts';
import { twoFactorSetupPath } from '../providers/auth-provider.ts';
import { AppBar } from './app-bar.tsx';
import { AppMenu } from './app-menu.tsx';
import { DocumentTitle } from './document-title.tsx';

/**
 * The screens inside the layout need a session: without one, react-admin signs out to the sign-in screen,
 * which remembers the address. An operator without two-factor authentication sets it up before anything else.
 */
function SignedIn({ children }: { children: ReactNode }) {
  const { isPending, authenticated } = useAuthState(undefined, true);
  const authProvider = useAppAuthProvider();
  const { pathname } = useLocation();
  if (isPending || !authenticated) return <LoadingPage />;
  const user = authProvider.currentUser();
  if (user?.role === 'operator' && !user.twoFactorEnabled && pathname !== twoFactorSetupPath) {
    return <Navigate to={twoFactorSetupPath} replace />;
  }
  return children;
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SignedIn>
      <Layout appBar={AppBar} menu={AppMenu}>
        <DocumentTitle />
        {children}
      </Layout>
    </SignedIn>
  );
}
