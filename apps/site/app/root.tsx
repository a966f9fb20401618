import { defaultLocale, htmlAttributes, localeCodes, localeStorageKey } from '@vela/locales';
import { minimumChatNotificationDelaySeconds } from '@vela/validation/input';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { readPublicSettings } from './env.server.ts';
import { hydratedEvent, hydrateOnInteractionScript, type RouteHandle } from './hydrate-on-interaction.ts';
import { I18nProvider, useTextsOf } from './i18n/i18n-provider.tsx';
import { consentStorageKey } from './layout/analytics.ts';
import { ErrorPage } from './layout/error-page.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { NotFound } from './pages/not-found/not-found.tsx';
import { type Page, pages, parseLocalizedPath } from './paths.ts';
import type { RootData } from './root-data.ts';
import { countUpMs } from './ui/count-up-price.tsx';
import './styles/global.css';

/** Build-time facts every page needs: brand, prices and promotion, and the year for the copyright line. */
export async function loader(): Promise<RootData> {
  return { ...readPublicSettings(), year: new Date().getFullYear() };
}

// Nothing in the root data changes while the site runs: never fetch it again on navigation.
export const shouldRevalidate = () => false;

/**
 * Runs before the page paints: on an English (unprefixed) address, a visitor who chose another language,
 * or whose browser prefers one, goes to that language's address of the same page. Only the prerendered HTML
 * carries it: it has run before any script loads, so the browser's code renders the element empty (hydration
 * does not compare a script's content) and does not download the text.
 */
const languageRedirect = () =>
  `(function(){try{var l=${JSON.stringify(localeCodes.filter((code) => code !== defaultLocale))},p=location.pathname,f=p.split('/')[1];if(l.indexOf(f)>=0)return;var s=localStorage.getItem(${JSON.stringify(localeStorageKey)});if(s===${JSON.stringify(defaultLocale)})return;var t=l.indexOf(s)>=0?s:null;if(!t&&!s){var b=navigator.languages||[navigator.language];for(var i=0;i<b.length&&!t;i++){var c=String(b[i]).toLowerCase().split(/[-_]/)[0];if(c===${JSON.stringify(defaultLocale)})return;if(l.indexOf(c)>=0)t=c}}if(t)location.replace('/'+t+(p==='/'?'':p)+location.search+location.hash)}catch(e){}})();`;

/** Whether the page on screen waits for a visitor's first interaction to hydrate (its route's `handle`). */
function useHydratesOnInteraction(): boolean {
  return useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.hydrate === 'on-interaction',
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = parseLocalizedPath(useLocation().pathname);
  const root = useRouteLoaderData<RootData>('root');
  const onInteraction = useHydratesOnInteraction();
  const { lang, dir } = htmlAttributes(locale);
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1020" />
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? languageRedirect() : '' }}
          suppressHydrationWarning
        />
        {onInteraction ? (
          <script
            dangerouslySetInnerHTML={{
              __html: import.meta.env.SSR
                ? hydrateOnInteractionScript({
                    consentKey: consentStorageKey,
                    minimumChatDelaySeconds: minimumChatNotificationDelaySeconds,
                    countUpMs,
                  })
                : '',
            }}
            suppressHydrationWarning
          />
        ) : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {root ? (
          <I18nProvider locale={locale} brand={root.brand}>
            {children}
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Whether the page on screen goes without header, footer and chat. */
function useBarePage(): boolean {
  const all: Record<string, Page> = pages;
  return useMatches().some((match) => all[match.id.split('.')[0] ?? '']?.bare === true);
}

/**
 * Marks the moment React runs the page (tools and tests wait for it), whatever the page shows, and tells a
 * page's waking script, which then hands over (decision 53).
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    window.dispatchEvent(new Event(hydratedEvent));
  }, []);
}

export default function App() {
  useMarkHydrated();
  return (
    <SiteLayout bare={useBarePage()}>
      <Outlet />
    </SiteLayout>
  );
}

function NotFoundWithTexts({ texts }: { texts: unknown }) {
  useTextsOf(texts);
  return (
    <SiteLayout>
      <NotFound />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  useMarkHydrated();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundWithTexts texts={error.data} />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorPage detail={detail} />;
}
