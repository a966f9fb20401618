import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { defaultLocale, localeCodes } from '@vela/locales';
import { localizedPath, type Page, pages } from './paths.ts';

const all: Record<string, Page> = pages;

// One route per page, whose language is an optional first segment (`/pricing`, `/ar/pricing`): the route
// manifest every page downloads does not grow with each language. A first segment that names no language is
// refused with a 404 by the page's loader. Only the home page is one route per language, so that a one-segment
// address that is no page (`/foo`) is the 404 page's, not a home page in an unknown language.
const homes = localeCodes.map((locale) =>
  locale === defaultLocale
    ? index(pages.home.module, { id: `home.${locale}` })
    : route(localizedPath(locale, '/').slice(1), pages.home.module, { id: `home.${locale}` }),
);

const others = Object.entries(all)
  .filter(([id]) => id !== 'home')
  .map(([id, page]) => route(page.path === '*' ? ':lang?/*' : `:lang?${page.path}`, page.module, { id }));

export default [...homes, ...others] satisfies RouteConfig;
