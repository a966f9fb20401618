import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
};

/** Files under `assets/` carry a content hash in their name, so they never change and may be cached for a year. */
const immutableCache = 'public, max-age=31536000, immutable';
const revalidateCache = 'no-cache';

export interface StaticFile {
  path: string;
  body: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** For HTML: the CSP sources (`sha256-…`) of its inline scripts, so no other inline script may run. */
  inlineScriptHashes: string[];
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.length > 0)
    .map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`);
}

/**
 * A read-only view of one build output directory. Files are read once and kept (with their ETag) until
 * their modification time changes, so a hot page costs one `stat`.
 */
export function staticDirectory(root: string) {
  const cache = new Map<string, { mtimeMs: number; file: StaticFile }>();

  async function read(relativePath: string): Promise<StaticFile | null> {
    const absolute = normalize(join(root, relativePath));
    if (absolute !== root && !absolute.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
    const info = await stat(absolute).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = cache.get(absolute);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.file;
    const body = await readFile(absolute);
    const isHtml = extname(absolute).toLowerCase() === '.html';
    const file: StaticFile = {
      path: absolute,
      body,
      contentType: contentTypes[extname(absolute).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: relativePath.replace(/^\/+/, '').startsWith('assets/') ? immutableCache : revalidateCache,
      inlineScriptHashes: isHtml ? inlineScriptHashes(body.toString('utf8')) : [],
    };
    cache.set(absolute, { mtimeMs: info.mtimeMs, file });
    return file;
  }

  return {
    root,
    /** The file a URL path names: the file itself, or the `index.html` of the directory it names. */
    async resolve(urlPath: string): Promise<StaticFile | null> {
      const decoded = safeDecode(urlPath);
      if (decoded === null || decoded.includes('\0')) return null;
      if (!decoded.endsWith('/')) {
        const file = await read(decoded);
        if (file) return file;
      }
      return read(join(decoded, 'index.html'));
    },
    read,
  };
}

export type StaticDirectory = ReturnType<typeof staticDirectory>;

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export function fileResponse(
  request: Request,
  file: StaticFile,
  { status = 200, contentSecurityPolicy }: { status?: number; contentSecurityPolicy?: string } = {},
): Response {
  const headers = new Headers({
    'content-type': file.contentType,
    'cache-control': file.cacheControl,
    etag: file.etag,
  });
  if (contentSecurityPolicy) headers.set('content-security-policy', contentSecurityPolicy);
  if (status === 200 && request.headers.get('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-length', String(file.body.byteLength));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.body), { status, headers });
}
