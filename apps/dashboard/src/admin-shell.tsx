import { CssBaseline } from '@mui/material';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import {
  AdminContext,
  type AdminContextProps,
  CoreAdminUI,
  type CoreAdminUIProps,
  LoadingPage,
  localStorageStore,
  Notification,
  useTranslate,
} from 'react-admin';
import { useLanguageInPlace } from './i18n/language-in-place.ts';
import { TranslateContext } from './i18n/translate.ts';
import { ProgressLabels } from './layout/progress-labels.tsx';

function lazyPage<Props extends object>(
  pick: (pages: typeof import('./layout/fallback-pages.tsx')) => ComponentType<Props>,
) {
  const Page = lazy(() => import('./layout/fallback-pages.tsx').then((pages) => ({ default: pick(pages) })));
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

// Every prop of react-admin's NotFound page is optional; the router gives it none.
const NotFound = lazyPage<object>((pages) => pages.NotFound as ComponentType<object>);
const ErrorPage = lazyPage((pages) => pages.ErrorPage);
// A screen the role may not use says so in the spec's words ('not authorized'), whichever way it was reached.
const AccessDenied = lazyPage((pages) => pages.NotAuthorized);
const AuthenticationError = lazyPage((pages) => pages.AuthenticationError);

const store = localStorageStore(undefined, 'vela-dashboard');

/** react-admin's `translate` for the components the sign-in screens share with the app (`i18n/translate.ts`). */
function ShareTranslate({ children }: { children: ReactNode }) {
  return <TranslateContext value={useTranslate()}>{children}</TranslateContext>;
}

export type AdminShellProps = Omit<AdminContextProps, 'store' | 'children'> &
  Omit<CoreAdminUIProps, 'catchAll' | 'error' | 'accessDenied' | 'authenticationError'> & {
    children: ReactNode;
  };

/**
 * react-admin's `<Admin>` without its default pages: `<Admin>` imports its default layout, login and error pages
 * even when they are replaced, and the sign-in screen would download them. Ours arrive when they are shown.
 */
export function AdminShell({
  authProvider,
  basename,
  dataProvider,
  i18nProvider,
  theme,
  children,
  ...ui
}: AdminShellProps) {
  // react-admin keeps the language in its store and turns the i18n provider to it; the language was last chosen
  // on a sign-in screen, which turns the provider itself, when the app had not started yet.
  useState(() => {
    if (i18nProvider) store.setItem('locale', i18nProvider.getLocale());
  });
  const language = useLanguageInPlace(store, i18nProvider);
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      dataProvider={dataProvider}
      i18nProvider={language.i18nProvider}
      theme={theme}
      store={language.store}
    >
      <ProgressLabels>
        <CssBaseline enableColorScheme>
          <ShareTranslate>
            <CoreAdminUI
              loading={LoadingPage}
              catchAll={NotFound}
              error={ErrorPage}
              accessDenied={AccessDenied}
              authenticationError={AuthenticationError}
              {...ui}
            >
              {children}
            </CoreAdminUI>
            <Notification />
          </ShareTranslate>
        </CssBaseline>
      </ProgressLabels>
    </AdminContext>
  );
}
