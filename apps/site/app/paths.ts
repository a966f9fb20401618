import { defaultLocale, isLocale, type Locale, localeCodes, type Namespace } from '@vela/locales';
import { blogPostIds } from '@vela/validation/input';

export interface Page {
  /** Path of the English page (`:name` for a parameter); other languages put `/{locale}` in front. */
  path: string;
  /** Route module, relative to `app/`. */
  module: string;
  /** Text namespaces the page shows besides `common`. */
  namespaces: readonly Namespace[];
  /** Values of the path's parameter that are written to HTML at build time. */
  prerender?: readonly string[];
  /**
   * A placeholder value of the parameter whose HTML the server sends for every other value (news slugs are
   * only known at run time; an unknown blog id shows "Blog not found."). Starts with `__`.
   */
  shell?: string;
  /** Pages without the header, footer and chat (the error page). */
  bare?: boolean;
  /** Left out of the sitemap (aliases, error pages, pages only reached from a flow). */
  unlisted?: boolean;
}

/** The blog's static posts: the same ids the comment form's rule accepts. */
export { blogPostIds };

/** What a page with a form shows besides its own texts: labels, and the texts of every outcome. */
const formNamespaces = ['forms', 'errors', 'validation'] as const;

/** Every page of the site, once. The router, the prerender list, the sitemap and every link derive from it. */
export const pages = {
  home: { path: '/', module: 'pages/home/route.tsx', namespaces: ['home'] },
  homeAlias: { path: '/home', module: 'pages/home/route.tsx', namespaces: ['home'], unlisted: true },
  features: { path: '/features', module: 'pages/features/route.tsx', namespaces: ['features'] },
  download: { path: '/download', module: 'pages/download/route.tsx', namespaces: ['download'] },
  instructions: {
    path: '/instructions',
    module: 'pages/instructions/route.tsx',
    namespaces: ['instructions'],
  },
  news: { path: '/news', module: 'pages/news/route.tsx', namespaces: ['news', 'errors'] },
  newsArticle: {
    path: '/news/:slug',
    module: 'pages/news/article-route.tsx',
    namespaces: ['news', 'errors'],
    shell: '__article',
  },
  support: {
    path: '/support',
    module: 'pages/support/route.tsx',
    namespaces: ['support', ...formNamespaces],
  },
  faqs: { path: '/faqs', module: 'pages/faqs/route.tsx', namespaces: ['faqs'] },
  whitelistGuide: {
    path: '/whitelist-guide',
    module: 'pages/whitelist-guide/route.tsx',
    namespaces: ['whitelist'],
  },
  privacyPolicy: {
    path: '/privacy-policy',
    module: 'pages/privacy-policy/route.tsx',
    namespaces: ['privacy'],
  },
  privacyMode: {
    path: '/privacy-mode',
    module: 'pages/privacy-mode/route.tsx',
    namespaces: ['privacy-mode'],
  },
  terms: { path: '/terms-and-conditions', module: 'pages/terms/route.tsx', namespaces: ['terms'] },
  abuse: { path: '/abuse', module: 'pages/abuse/route.tsx', namespaces: ['abuse', ...formNamespaces] },
  blogPost: {
    path: '/blog/:id',
    module: 'pages/blog/route.tsx',
    namespaces: ['blog', ...formNamespaces],
    prerender: blogPostIds,
    shell: '__missing',
  },
  pricing: { path: '/pricing', module: 'pages/pricing/route.tsx', namespaces: ['pricing'] },
  activate: {
    path: '/activate',
    module: 'pages/activate/route.tsx',
    namespaces: ['checkout', ...formNamespaces],
  },
  activatePremium: {
    path: '/activate-pm',
    module: 'pages/activate-premium/route.tsx',
    namespaces: ['checkout', ...formNamespaces],
  },
  paymentSuccess: {
    path: '/payment-success',
    module: 'pages/payment-success/route.tsx',
    namespaces: ['checkout'],
    unlisted: true,
  },
  myList: { path: '/mylist', module: 'pages/mylist/route.tsx', namespaces: ['mylist', ...formNamespaces] },
  comingSoon: {
    path: '/coming-soon',
    module: 'pages/coming-soon/route.tsx',
    namespaces: ['misc'],
    unlisted: true,
  },
  error: {
    path: '/error',
    module: 'pages/error/route.tsx',
    namespaces: ['misc'],
    bare: true,
    unlisted: true,
  },
  notFound: { path: '*', module: 'pages/not-found/route.tsx', namespaces: [], unlisted: true },
} as const satisfies Record<string, Page>;

/** The address of a path in a language: English has no prefix (`/pricing`), the others do (`/ar/pricing`). */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language a URL is in, and the path it names without its language prefix. */
export function parseLocalizedPath(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first) && first !== defaultLocale) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: defaultLocale, path: pathname || '/' };
}

/** The concrete paths of a page: itself, or one per prerendered parameter value. */
export function concretePaths(page: Page): string[] {
  if (page.path === '*') return ['/404'];
  if (!page.path.includes(':')) return [page.path];
  return (page.prerender ?? []).map((value) => page.path.replace(/:[a-z]+/i, value));
}

/** Paths written to HTML at build time: every page in every language, with its shell and each language's 404. */
export function prerenderPaths(): string[] {
  const all: Page[] = Object.values(pages);
  const withShells = (page: Page) => [
    ...concretePaths(page),
    ...(page.shell ? [page.path.replace(/:[a-z]+/i, page.shell)] : []),
  ];
  return localeCodes.flatMap((locale) =>
    all.flatMap((page) => withShells(page).map((path) => localizedPath(locale, path))),
  );
}

/** The pages a search engine should know, as English paths. */
export function sitemapPaths(): string[] {
  const all: Page[] = Object.values(pages);
  return all.filter((page) => !page.unlisted).flatMap(concretePaths);
}
