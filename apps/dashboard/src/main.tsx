import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthShell } from './auth/auth-shell.tsx';
import { PageHistory, usePageLocation } from './auth/page-history.tsx';
import { AuthScreen, authScreenAt } from './auth/screens.tsx';
import { Booting } from './boot/booting.tsx';

// react-admin's app, with its router, downloaded when an address of it is opened: at once for someone who opens
// the dashboard signed in, after signing in for the others (decision 52).
const AdminApp = lazy(() => import('./app.tsx').then((module) => ({ default: module.AdminApp })));

/**
 * The screens outside the layout (sign in, sign up, password, two-factor, e-mail confirmation) are drawn with MUI
 * and the dashboard's texts, without react-admin or a router; any other address starts the app, which then
 * stays and draws these screens too when it sends someone to them (signing out, a session that ended). Going
 * from a sign-in screen to the app reloads nothing: the session, the language and the texts carry over.
 */
function Dashboard() {
  const { pathname } = usePageLocation();
  const [appStarted, setAppStarted] = useState(false);
  const showApp = appStarted || !authScreenAt(pathname);
  if (showApp && !appStarted) setAppStarted(true);
  if (showApp) return <AdminApp />;
  return (
    <PageHistory>
      <AuthShell>
        <AuthScreen />
      </AuthShell>
    </PageHistory>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <Suspense fallback={<Booting />}>
      <Dashboard />
    </Suspense>
  </StrictMode>,
);
