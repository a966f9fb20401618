import { use } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { StyleDirection } from './direction/style-direction.tsx';
import { createI18nProvider } from './i18n/i18n-provider.ts';
import { ServiceStatus } from './status/service-status.tsx';
import { themeFor } from './theme.ts';

/** Where the API serves the dashboard; addresses below it are the dashboard's own screens. */
export const basename = '/dashboard';

const i18nProviderReady = createI18nProvider();

function AdminApp() {
  const i18nProvider = use(i18nProviderReady);
  return (
    <StyleDirection>
      {(direction) => (
        <Admin
          basename={basename}
          disableTelemetry
          theme={themeFor(direction)}
          i18nProvider={i18nProvider}
          dashboard={ServiceStatus}
        >
          <CustomRoutes>
            <Route path="/status" element={<ServiceStatus />} />
          </CustomRoutes>
        </Admin>
      )}
    </StyleDirection>
  );
}

// Real paths rather than react-admin's default hash router: `/dashboard/playlists` is an address to share.
const router = createBrowserRouter([{ path: `${basename}/*`, element: <AdminApp /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
