import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../auth/auth-errors.ts';
import { hasSessionCookie } from './session-cookie.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence besides SameSite=Lax: a state-changing request that carries a session cookie must say, in its
 * `Origin` (or, lacking that, its `Referer`), that it comes from one of our own pages.
 */
export function originCheck(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || !hasSessionCookie(c)) return next();
    let origin = c.req.header('origin');
    if (!origin) {
      const referer = c.req.header('referer');
      try {
        origin = referer ? new URL(referer).origin : undefined;
      } catch {
        origin = undefined;
      }
    }
    if (!origin || !trusted.has(origin)) return c.json(errorBody('invalid_origin'), 403);
    return next();
  };
}
