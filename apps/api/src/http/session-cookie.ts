import { parseCookies } from 'better-call';
import type { Context } from 'hono';
import { authCookiePrefix } from '../auth/auth.ts';

/** better-auth's session cookie by our prefix: `__Secure-` in production, where cookies are Secure. */
export function sessionCookieName(production: boolean): string {
  return `${production ? '__Secure-' : ''}${authCookiePrefix}.session_token`;
}

const sessionCookieNames = [sessionCookieName(false), sessionCookieName(true)];

/**
 * Whether the request carries a session cookie, read exactly as better-auth reads it to find the session:
 * with the cookie parser of better-call, its HTTP layer (which trims names, so `vela.session_token =…` counts).
 */
export function hasSessionCookie(c: Context): boolean {
  const header = c.req.header('cookie');
  if (!header) return false;
  const cookies = parseCookies(header);
  return sessionCookieNames.some((name) => cookies.has(name));
}
