import { lazy, Suspense, use } from 'react';
import { CanAccess, CustomRoutes, type LayoutProps, LoadingPage, Resource } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import type { AccountSection } from './account/sections.ts';
import { AdminShell } from './admin-shell.tsx';
import { IntegrationGuidePage, integrationGuideRoute } from './api-keys/index.ts';
import { AuthShell } from './auth/auth-shell.tsx';
import { authPaths } from './auth/paths.ts';
import { RouterNavigation } from './auth/router-navigation.tsx';
import { AuthScreen } from './auth/screens.tsx';
import { ClientsMassUpdatePage, clientsMassUpdateRoute } from './clients/index.ts';
import { CreditsPage, creditsRoute } from './credits/index.ts';
import { CustomerPage, customerPagePath } from './customers/index.ts';
import { DeviceClaimPage, deviceClaimPath } from './devices/index.ts';
import { StyleDirection } from './direction/style-direction.tsx';
import { isHomePath } from './layout/home-path.ts';
import {
  GlobalMassUpdatePage,
  globalMassUpdateRoute,
  MassUpdatePage,
  massUpdateRoute,
} from './playlists/index.ts';
import { dashboardBase } from './providers/auth-client.ts';
import { createDataProvider } from './providers/data-provider.ts';
import { authProvider, i18nProviderReady } from './providers/instances.ts';
import { appResources } from './resources.ts';
import { themeFor } from './theme.ts';

/** Where the API serves the dashboard; addresses below it are the dashboard's own screens. */
const basename = dashboardBase;

const dataProvider = createDataProvider();

// The sign-in screens (`main.tsx`) need none of the app; in it, the layout, every screen inside it and their
// texts load on demand. The layout comes with the texts of the home, or of every screen when the first address
// is another.
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

function ReactAdmin() {
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
          layout={LazyLayout}
          dashboard={LazyHome}
        >
          {appResources.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
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
              path={creditsRoute}
              element={
                <CanAccess action="read" resource="credits" accessDenied={<NotAuthorized />}>
                  <CreditsPage />
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

/** The screens outside the layout, once the app has started: the same as before it, on the app's router. */
function AuthScreens() {
  return (
    <RouterNavigation>
      <AuthShell>
        <AuthScreen />
      </AuthShell>
    </RouterNavigation>
  );
}

// Real paths rather than react-admin's default hash router: `/dashboard/playlists` is an address to share. Made
// when the app first draws, at the address that started it.
let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * react-admin's app with every screen inside the layout, and the screens outside it (`/login` among them, where
 * react-admin sends whoever is not signed in) for when it sends someone there.
 */
export function AdminApp() {
  router ??= createBrowserRouter([
    ...Object.values(authPaths).map((path) => ({ path: `${basename}${path}`, element: <AuthScreens /> })),
    { path: `${basename}/*`, element: <ReactAdmin /> },
  ]);
  return <RouterProvider router={router} />;
}
