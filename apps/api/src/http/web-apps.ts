import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { isLocale } from '@vela/locales';
import { newsSlugPattern } from '@vela/validation';
import { Hono } from 'hono';
import { pageContentSecurityPolicy } from './security-headers.ts';
import type { SiteAddressRewrite } from './site-origin.ts';
import {
  cachePolicyOf,
  isServablePath,
  type PageDirectory,
  type PageFile,
  pageResponse,
  rawPathOf,
  safeDecode,
  staticAssets,
} from './static-files.ts';

const dashboardBase = '/dashboard';

/** Site pages that take payments, with or without a language prefix. */
const checkoutPage = /^(\/[a-z]{2})?\/(activate|activate-pm)\/?$/;

/**
 * Site pages whose parameter is not known when the site is built. The site prerenders one shell per language
 * (`news/__article`, `blog/__missing`) that the browser fills in; the status says whether the thing exists.
 * A news shell names its article: its links to itself (canonical, the other languages, the language
 * switcher) carry the requested slug in place of the placeholder, so they match what the browser renders.
 */
const shellPages = [
  {
    pattern: /^(?:\/([a-z]{2}))?\/news\/([^/]+)\/?$/,
    shell: 'news/__article',
    exists: 'news',
    fill: { placeholder: '/news/__article', value: newsSlugPattern },
  },
  { pattern: /^(?:\/([a-z]{2}))?\/blog\/([^/]+)\/?$/, shell: 'blog/__missing', exists: 'never', fill: null },
] as const;

/**
 * The shell with every address that ends in the placeholder ending in the parameter's value instead, outside
 * its scripts (whose hashes the page's Content-Security-Policy lists). The value is a checked slug: nothing
 * in it needs escaping in HTML.
 */
function fillShell(page: PageFile, placeholder: string, value: string): PageFile {
  const parts = page.body.toString('utf8').split(/(<script\b[\s\S]*?<\/script>)/i);
  const target = new RegExp(`${placeholder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=["?#])`, 'g');
  const path = placeholder.slice(0, placeholder.lastIndexOf('/') + 1) + value;
  const html = parts.map((part, index) => (index % 2 === 1 ? part : part.replace(target, path))).join('');
  const body = Buffer.from(html, 'utf8');
  return {
    ...page,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

interface SendOptions {
  status?: number;
  allowPayPal?: boolean;
  allowAnalytics?: boolean;
}

function send(
  request: Request,
  page: PageFile,
  { status = 200, allowPayPal = false, allowAnalytics = false }: SendOptions = {},
): Response {
  const contentSecurityPolicy = pageContentSecurityPolicy({
    inlineScriptHashes: page.inlineScriptHashes,
    allowPayPal,
    allowAnalytics,
  });
  return pageResponse(request, page, { status, contentSecurityPolicy });
}

/**
 * Serves the two front ends from their build output: the prerendered site at `/` and the dashboard, a
 * single-page app, at `/dashboard/`. Anything else is answered with the site's own 404 page.
 */
export function webApps({
  site,
  dashboard,
  analytics,
  payPal,
  newsExists,
}: {
  site: {
    root: string;
    pages: PageDirectory;
    /** How the address the site was built for becomes the one it is served at, when they differ. */
    address?: () => Promise<SiteAddressRewrite | null>;
  };
  dashboard: { root: string; pages: PageDirectory };
  /** Whether a measurement id is configured, so the site's pages may load the analytics script. */
  analytics: boolean;
  /**
   * Whether payments go through PayPal: the dashboard, one page for every screen, may then load PayPal's script
   * and windows (its Credits page sells packs of credits with PayPal's buttons).
   */
  payPal: boolean;
  /** Whether a news article with this slug is published. */
  newsExists: (slug: string) => Promise<boolean>;
}) {
  const app = new Hono();

  async function notFoundPage(request: Request, pathname: string): Promise<Response> {
    const first = pathname.split('/')[1];
    const localized =
      isLocale(first) && first !== 'en' ? await site.pages.read(`${first}/404/index.html`) : null;
    const page = localized ?? (await site.pages.read('404/index.html'));
    if (page) return send(request, page, { status: 404, allowAnalytics: analytics });
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }

  app.get(dashboardBase, (c) => c.redirect(`${dashboardBase}/${new URL(c.req.url).search}`, 301));

  app.on(['GET', 'HEAD'], `${dashboardBase}/*`, staticAssets(dashboard.root, { prefix: dashboardBase }));
  app.on(['GET', 'HEAD'], `${dashboardBase}/*`, async (c) => {
    const path = rawPathOf(c).slice(dashboardBase.length);
    // A missing file is a 404; any other path is a screen of the app, which routes in the browser.
    if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) return notFoundPage(c.req.raw, c.req.path);
    const shell = await dashboard.pages.read('index.html');
    return shell ? send(c.req.raw, shell, { allowPayPal: payPal }) : notFoundPage(c.req.raw, c.req.path);
  });

  async function shellPage(request: Request, pathname: string): Promise<Response | null> {
    for (const { pattern, shell, exists, fill } of shellPages) {
      const match = pattern.exec(pathname);
      const [, locale, value = ''] = match ?? [];
      if (!match || value.startsWith('__') || (locale !== undefined && !isLocale(locale))) continue;
      const prefix = locale && locale !== 'en' ? `${locale}/` : '';
      const page = await site.pages.read(`${prefix}${shell}/index.html`);
      if (!page) return null;
      const slug = safeDecode(value);
      const found = exists === 'news' && slug !== null ? await newsExists(slug).catch(() => false) : false;
      const filled =
        fill && slug !== null && fill.value.test(slug) ? fillShell(page, fill.placeholder, slug) : page;
      return send(request, filled, { status: found ? 200 : 404, allowAnalytics: analytics });
    }
    return null;
  }

  // The sitemap, robots.txt and the pages' data for navigations in the browser (`*.data`) name the site's
  // address, like the pages' links: the one it is served at.
  const addressedFiles: [RegExp, string][] = [
    [/^\/sitemap\.xml$/, 'application/xml; charset=utf-8'],
    [/^\/robots\.txt$/, 'text/plain; charset=utf-8'],
    [/\.data$/, 'text/x-script; charset=utf-8'],
  ];
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = rawPathOf(c);
    const contentType = addressedFiles.find(([pattern]) => pattern.test(path))?.[1];
    if (!contentType || !isServablePath(path)) return next();
    const rewrite = await site.address?.();
    const file = rewrite ? join(site.root, ...decodeURIComponent(path).split('/')) : null;
    const text = file?.startsWith(site.root) ? await readFile(file, 'utf8').catch(() => null) : null;
    if (!rewrite || text === null) return next();
    const body = rewrite(text);
    return new Response(c.req.method === 'HEAD' ? null : body, {
      headers: {
        'content-type': contentType,
        'cache-control': cachePolicyOf(path),
        'content-length': String(Buffer.byteLength(body)),
      },
    });
  });

  app.on(['GET', 'HEAD'], '*', staticAssets(site.root));
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = rawPathOf(c);
    const file = /\/__[^/]*\/?$/.test(path) ? null : await site.pages.resolve(path);
    if (!file) return (await shellPage(c.req.raw, path)) ?? notFoundPage(c.req.raw, path);
    const isNotFoundPage = file.path.endsWith(`${sep}404${sep}index.html`);
    return send(c.req.raw, file, {
      status: isNotFoundPage ? 404 : 200,
      allowPayPal: checkoutPage.test(path),
      allowAnalytics: analytics,
    });
  });

  return { app, notFoundPage };
}
