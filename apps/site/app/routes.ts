import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { defaultLocale, localeCodes } from '@vela/locales';
import { localizedPath, type Page, pages } from './paths.ts';

// One route per page and language (`/pricing`, `/ar/pricing`, …), all sharing the page's module, so every
// localized address is a real route and each language has its own 404 page.
export default localeCodes.flatMap((locale) =>
  Object.entries(pages as Record<string, Page>).map(([id, page]) => {
    const routeId = `${id}.${locale}`;
    if (page.path === '/' && locale === defaultLocale) return index(page.module, { id: routeId });
    const path = page.path === '*' ? localizedPath(locale, '/*') : localizedPath(locale, page.path);
    return route(path.slice(1), page.module, { id: routeId });
  }),
) satisfies RouteConfig;
