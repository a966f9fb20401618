import type { Context, MiddlewareHandler } from 'hono';
import { nodeResponse } from './node-response.ts';

const payPalSources = 'https://*.paypal.com https://*.paypalobjects.com';
const analyticsScripts = 'https://www.googletagmanager.com';
const analyticsConnections =
  'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';

export interface PageSecurity {
  /** `'sha256-…'` sources of the page's inline scripts. */
  inlineScriptHashes: readonly string[];
  /** Checkout pages load PayPal's SDK, buttons and windows. */
  allowPayPal: boolean;
  /** When a measurement id is configured, pages may load the analytics script (after consent). */
  allowAnalytics: boolean;
}

/** The Content-Security-Policy of an HTML page of the site or the dashboard: its own scripts only. */
export function pageContentSecurityPolicy({
  inlineScriptHashes,
  allowPayPal,
  allowAnalytics,
}: PageSecurity): string {
  const paypal = allowPayPal ? ` ${payPalSources}` : '';
  const analytics = allowAnalytics ? ` ${analyticsScripts}` : '';
  const analyticsConnect = allowAnalytics ? ` ${analyticsConnections}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScriptHashes.map((hash) => ` '${hash}'`).join('')}${paypal}${analytics}`,
    // Component libraries set inline styles (react-admin's emotion, React's style attributes).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${paypal}${analyticsConnect}`,
    `connect-src 'self'${paypal}${analyticsConnect}`,
    `frame-src ${allowPayPal ? payPalSources : "'none'"}`,
    "font-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What puts the headers every answer carries on an answer: before it is made when it can, else after. */
export interface SecurityHeaders {
  /**
   * Puts the headers on the Node response before Hono answers (`http/node-response.ts`), so an answer that
   * sets its own Content-Security-Policy replaces the default one, and a short JSON answer keeps Node's fast
   * path. False under `app.request()`, where there is no Node response: call `afterAnswer` then.
   */
  beforeAnswer(c: Context): boolean;
  /** Puts the same headers on Hono's answer, keeping a Content-Security-Policy of its own. */
  afterAnswer(c: Context): void;
}

/**
 * Headers that only a document uses: what its links and subresources send as the referrer, which window may keep
 * a handle on it, and which browser features its scripts and frames may ask for. The site's and dashboard's pages
 * and the few HTML pages the API serves (e-mail links, attachments shown inline) carry them; a JSON answer, which
 * runs nothing and links to nothing, does not.
 */
const documentHeaders: readonly (readonly [string, string])[] = [
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self "https://www.paypal.com")'],
];

/** Puts the document-only headers on an answer that a browser shows as a page. */
export function asDocument(c: Context): void {
  for (const [name, value] of documentHeaders) c.header(name, value);
}

/**
 * Headers every answer carries (no sniffing, no framing, HTTPS only in production, and a policy that allows
 * nothing to run unless the answer brings its own), plus the document-only ones for the pages' writer.
 */
export function securityHeaderWriter({
  production,
  documents,
}: {
  production: boolean;
  /** The pages' answers; the API's are JSON, and its few pages add them with `asDocument`. */
  documents: boolean;
}): SecurityHeaders {
  const fixed: (readonly [string, string])[] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ...(production ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as const] : []),
    ...(documents ? documentHeaders : []),
  ];
  const defaultPolicy = "default-src 'none'; frame-ancestors 'none'";
  return {
    beforeAnswer(c) {
      const outgoing = nodeResponse(c);
      if (!outgoing) return false;
      for (const [name, value] of fixed) outgoing.setHeader(name, value);
      outgoing.setHeader('Content-Security-Policy', defaultPolicy);
      return true;
    },
    afterAnswer(c) {
      const headers = c.res.headers;
      for (const [name, value] of fixed) headers.set(name, value);
      if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', defaultPolicy);
    },
  };
}

/** The security headers as a middleware, for the pages. */
export function securityHeaders(writer: SecurityHeaders): MiddlewareHandler {
  return (c, next) => (writer.beforeAnswer(c) ? next() : next().then(() => writer.afterAnswer(c)));
}
