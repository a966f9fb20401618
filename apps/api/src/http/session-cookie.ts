import type { Context } from 'hono';

/** better-auth's session cookie, by our prefix; `__Secure-` in production. */
export function hasSessionCookie(c: Context): boolean {
  const cookies = c.req.header('cookie') ?? '';
  return /(?:^|;\s*)(?:__Secure-)?vela\.session_token=/.test(cookies);
}
