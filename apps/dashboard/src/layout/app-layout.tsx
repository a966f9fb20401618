import { type ReactNode, use } from 'react';
import { Layout, LoadingPage, useAuthState, useI18nProvider } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppAuthProvider } from '../auth/use-auth-provider.ts';
import type { DashboardI18nProvider } from '../i18n/i18n-provider.ts';
import { twoFactorSetupPath } from '../providers/auth-provider.ts';
import { AppBar } from './app-bar.tsx';
import { AppMenu } from './app-menu.tsx';
import { DocumentTitle } from './document-title.tsx';
import { isHomePath } from './home-path.ts';
import { RememberLanguage } from './remember-language.tsx';
import { SignInNotice } from './sign-in-notice.tsx';

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

/**
 * Every screen but the home waits for the texts of the screens (the layout's own `Suspense` shows react-admin's
 * loading page meanwhile): the home draws with its own few, and the rest download when the first screen opens.
 */
function ScreenTexts({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const i18nProvider = useI18nProvider() as DashboardI18nProvider;
  if (!isHomePath(pathname) && !i18nProvider.hasTexts('screens')) use(i18nProvider.loadTexts('screens'));
  return children;
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SignedIn>
      <Layout appBar={AppBar} menu={AppMenu}>
        <DocumentTitle />
        <RememberLanguage />
        <SignInNotice />
        <ScreenTexts>{children}</ScreenTexts>
      </Layout>
    </SignedIn>
  );
}
