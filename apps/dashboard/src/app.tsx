import { type ComponentType, lazy, Suspense, use } from 'react';
import { CanAccess, CustomRoutes, type LayoutProps, LoadingPage, Resource } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import type { AccountSection } from './account/sections.ts';
import { AdminShell } from './admin-shell.tsx';
import { IntegrationGuidePage, integrationGuideRoute } from './api-keys/index.ts';
import { authPaths } from './auth/paths.ts';
import { ClientsMassUpdatePage, clientsMassUpdateRoute } from './clients/index.ts';
import { CustomerPage, customerPagePath } from './customers/index.ts';
import { DeviceClaimPage, deviceClaimPath } from './devices/index.ts';
import { StyleDirection } from './direction/style-direction.tsx';
import { createI18nProvider } from './i18n/i18n-provider.ts';
import { isHomePath } from './layout/home-path.ts';
import {
  GlobalMassUpdatePage,
  globalMassUpdateRoute,
  MassUpdatePage,
  massUpdateRoute,
} from './playlists/index.ts';
import { dashboardBase } from './providers/auth-client.ts';
import { createAuthProvider } from './providers/auth-provider.ts';
import { createDataProvider } from './providers/data-provider.ts';
import { appResources } from './resources.ts';
import { themeFor } from './theme.ts';

/** Where the API serves the dashboard; addresses below it are the dashboard's own screens. */
const basename = dashboardBase;

const i18nProviderReady = createI18nProvider(undefined, { lazy: true });
const authProvider = createAuthProvider();
const dataProvider = createDataProvider();

// The sign-in screen needs none of what comes after it: the layout, every screen inside it and their texts load
// on demand. The layout comes with the texts of the home, or of every screen when the first address is another.
const AppLayout = lazy(() =>
  Promise.all([
    import('./layout/app-layout.tsx'),
    i18nProviderReady.then((provider) =>
      provider.loadTexts(isHomePath(window.location.pathname) ? 'home' : 'screens'),
    ),
  ]).then(([module]) => ({ default: module.AppLayout })),
);
const Home = lazy(() => import('./home/home.tsx').then((module) => ({ default: module.Home })));
const AccountPage = lazy(() =>
  import('./account/account-page.tsx').then((module) => ({ default: module.AccountPage })),
);
const NotAuthorized = lazy(() =>
  import('./layout/not-authorized.tsx').then((module) => ({ default: module.NotAuthorized })),
);
const ServiceStatus = lazy(() =>
  import('./status/service-status.tsx').then((module) => ({ default: module.ServiceStatus })),
);

function LazyLayout(props: LayoutProps) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <AppLayout {...props} />
    </Suspense>
  );
}

function LazyHome() {
  return <Home />;
}

/**
 * A page outside the layout, downloaded when it is opened: someone already signed in never loads the sign-in,
 * sign-up or password forms (nor the schema library their checks use) on the way to their home.
 */
function pageOnDemand(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function PageOnDemand() {
    return (
      <Suspense fallback={<LoadingPage />}>
        <Page />
      </Suspense>
    );
  };
}

const SignInPage = pageOnDemand(() => import('./auth/sign-in-page.tsx').then((module) => module.SignInPage));

const authPages: [string, ComponentType][] = [
  [
    authPaths.signUp,
    pageOnDemand(() => import('./auth/sign-up-page.tsx').then((module) => module.SignUpPage)),
  ],
  [
    authPaths.verifyEmail,
    pageOnDemand(() => import('./auth/verify-email-page.tsx').then((module) => module.VerifyEmailPage)),
  ],
  [
    authPaths.resendConfirmation,
    pageOnDemand(() =>
      import('./auth/resend-confirmation-page.tsx').then((module) => module.ResendConfirmationPage),
    ),
  ],
  [
    authPaths.forgotPassword,
    pageOnDemand(() => import('./auth/forgot-password-page.tsx').then((module) => module.ForgotPasswordPage)),
  ],
  [
    authPaths.resetPassword,
    pageOnDemand(() => import('./auth/reset-password-page.tsx').then((module) => module.ResetPasswordPage)),
  ],
  [
    authPaths.twoFactor,
    pageOnDemand(() => import('./auth/two-factor-page.tsx').then((module) => module.TwoFactorPage)),
  ],
];

const accountRoutes: [string, AccountSection][] = [
  ['/account', 'profile'],
  ['/account/email', 'email'],
  ['/account/password', 'password'],
  ['/account/two-factor', 'twoFactor'],
  ['/account/sessions', 'sessions'],
  ['/account/security', 'security'],
  ['/account/purchases', 'purchases'],
  ['/account/notifications', 'notifications'],
  ['/account/data', 'data'],
  ['/account/delete', 'deletion'],
];

function AdminApp() {
  const i18nProvider = use(i18nProviderReady);
  return (
    <StyleDirection>
      {(direction) => (
        <AdminShell
          basename={basename}
          disableTelemetry
          theme={themeFor(direction)}
          i18nProvider={i18nProvider}
          authProvider={authProvider}
          dataProvider={dataProvider}
          loginPage={SignInPage}
          layout={LazyLayout}
          dashboard={LazyHome}
        >
          {appResources.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
          <CustomRoutes noLayout>
            {authPages.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </CustomRoutes>
          <CustomRoutes>
            <Route
              path={deviceClaimPath}
              element={
                <CanAccess action="create" resource="devices" accessDenied={<NotAuthorized />}>
                  <DeviceClaimPage />
                </CanAccess>
              }
            />
            {accountRoutes.map(([path, section]) => (
              <Route key={path} path={path} element={<AccountPage section={section} />} />
            ))}
            <Route
              path={massUpdateRoute}
              element={
                <CanAccess action="write" resource="playlists" accessDenied={<NotAuthorized />}>
                  <MassUpdatePage />
                </CanAccess>
              }
            />
            <Route
              path={globalMassUpdateRoute}
              element={
                <CanAccess action="write" resource="playlists.global" accessDenied={<NotAuthorized />}>
                  <GlobalMassUpdatePage />
                </CanAccess>
              }
            />
            <Route
              path={clientsMassUpdateRoute}
              element={
                <CanAccess action="write" resource="clients" accessDenied={<NotAuthorized />}>
                  <ClientsMassUpdatePage />
                </CanAccess>
              }
            />
            <Route
              path={integrationGuideRoute}
              element={
                <CanAccess action="read" resource="api-keys" accessDenied={<NotAuthorized />}>
                  <IntegrationGuidePage />
                </CanAccess>
              }
            />
            <Route
              path={customerPagePath}
              element={
                <CanAccess action="show" resource="customers" accessDenied={<NotAuthorized />}>
                  <CustomerPage />
                </CanAccess>
              }
            />
            <Route
              path="/status"
              element={
                <CanAccess action="read" resource="status" accessDenied={<NotAuthorized />}>
                  <ServiceStatus />
                </CanAccess>
              }
            />
          </CustomRoutes>
        </AdminShell>
      )}
    </StyleDirection>
  );
}

// Real paths rather than react-admin's default hash router: `/dashboard/playlists` is an address to share.
const router = createBrowserRouter([{ path: `${basename}/*`, element: <AdminApp /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
