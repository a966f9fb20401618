import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';

/** Files under `assets/` carry a content hash in their name, so they never change and may be cached for a year. */
const immutableCache = 'public, max-age=31536000, immutable';
const revalidateCache = 'no-cache';

/**
 * The cache policy of one request, from that request's own path: a year for the hashed build output under
 * `assets/`, revalidation for everything else. Never remembered per file, so no path can lend its policy to
 * another one that names the same file.
 */
export function cachePolicyOf(requestPath: string): string {
  return requestPath.startsWith('/assets/') ? immutableCache : revalidateCache;
}

/**
 * Whether a URL path may name a file at all: it decodes, and no segment is `.` or `..`, empty, or hides a
 * separator or NUL behind percent-encoding (`%2f`, `%5c`, `%00`). Anything else is answered as not found.
 */
export function isServablePath(rawPath: string): boolean {
  if (/%(2f|5c|00)/i.test(rawPath) || rawPath.includes('\\')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return false;
  const segments = decoded.split('/').slice(1);
  return segments.every((segment, index) => {
    if (segment === '.' || segment === '..') return false;
    return segment !== '' || index === segments.length - 1;
  });
}

/** The path as the client sent it, still percent-encoded (Hono's `c.req.path` is already decoded). */
export function rawPathOf(c: Context): string {
  return new URL(c.req.url).pathname;
}

/** `decodeURIComponent` that answers null instead of throwing on a malformed percent-encoding. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export interface PageFile {
  path: string;
  body: Buffer;
  etag: string;
  /** The CSP sources (`sha256-…`) of its inline scripts, so no other inline script may run. */
  inlineScriptHashes: string[];
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.length > 0)
    .map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`);
}

/**
 * The HTML pages of one build output directory. Each is read once and kept, with its ETag and the hashes of
 * its inline scripts for the page's Content-Security-Policy, until its modification time changes, so a hot
 * page costs one `stat`. Other files are {@link staticAssets}' to serve.
 */
export function pageDirectory(
  root: string,
  {
    rewrite,
  }: {
    /** What to change in a page's text before it is kept (the site's address); its script hashes follow. */
    rewrite?: () => Promise<((text: string) => string) | null>;
  } = {},
) {
  const cache = new Map<string, { mtimeMs: number; page: PageFile }>();

  /** A page by its path relative to the root (`ar/pricing/index.html`), given as plain segments. */
  async function read(relativePath: string): Promise<PageFile | null> {
    if (!relativePath.endsWith('.html') || !isServablePath(`/${relativePath}`)) return null;
    const absolute = join(root, relativePath);
    if (!absolute.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
    const info = await stat(absolute).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = cache.get(absolute);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.page;
    const stored = await readFile(absolute);
    const change = await rewrite?.();
    const body = change ? Buffer.from(change(stored.toString('utf8')), 'utf8') : stored;
    const page: PageFile = {
      path: absolute,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      inlineScriptHashes: inlineScriptHashes(body.toString('utf8')),
    };
    cache.set(absolute, { mtimeMs: info.mtimeMs, page });
    return page;
  }

  return {
    root,
    /** The page a URL path names: an `.html` file itself, or the `index.html` of the directory it names. */
    async resolve(urlPath: string): Promise<PageFile | null> {
      if (!isServablePath(urlPath)) return null;
      const decoded = decodeURIComponent(urlPath).replace(/^\/+/, '');
      if (decoded.endsWith('.html')) return read(decoded);
      return read(join(decoded, 'index.html'));
    },
    read,
  };
}

export type PageDirectory = ReturnType<typeof pageDirectory>;

/** Content types that the generic table does not know or gets wrong for our build output. */
const contentTypeOverrides: Record<string, string> = {
  '.data': 'text/x-script; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Every file of a build output directory but its pages, through `@hono/node-server`'s `serveStatic`, with
 * the cache policy of each request's own path. `prefix` is the URL path the directory is mounted at.
 * Answers nothing (calls `next`) when there is no such file, so the caller can answer with a page.
 */
export function staticAssets(root: string, { prefix = '' }: { prefix?: string } = {}): MiddlewareHandler {
  const files = serveStatic({
    root,
    rewriteRequestPath: (path) => path.slice(prefix.length),
  });
  return async (c: Context, next) => {
    const path = rawPathOf(c).slice(prefix.length);
    // Only names with an extension are files here; a directory's page is `pageDirectory`'s, with its CSP.
    const extension = /\/[^/]*(\.[a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
    if (!extension || extension === '.html' || !isServablePath(path)) return next();
    const response = await files(c, async () => {});
    if (!(response instanceof Response)) return next();
    response.headers.set('cache-control', cachePolicyOf(decodeURIComponent(path)));
    const contentType = contentTypeOverrides[extension];
    if (contentType) response.headers.set('content-type', contentType);
    return response;
  };
}

export function pageResponse(
  request: Request,
  page: PageFile,
  { status = 200, contentSecurityPolicy }: { status?: number; contentSecurityPolicy: string },
): Response {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': revalidateCache,
    etag: page.etag,
    'content-security-policy': contentSecurityPolicy,
  });
  if (status === 200 && request.headers.get('if-none-match') === page.etag) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-length', String(page.body.byteLength));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(page.body), { status, headers });
}
