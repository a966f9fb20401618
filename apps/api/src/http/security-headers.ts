import type { MiddlewareHandler } from 'hono';

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

/** Headers every answer carries; API answers get a policy that allows nothing to run. */
export function securityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    headers.set(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(self "https://www.paypal.com")',
    );
    if (production) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
  };
}
