import type { UserRole } from '@vela/api-client';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth.ts';
import { errorBody } from '../auth/auth-errors.ts';
import type { SignedInUser } from '../domain/signed-in-user.ts';
import { hasSessionCookie } from './session-cookie.ts';
import { serviceUnavailable, unavailableDependency } from './unavailable.ts';

/**
 * What the session gate leaves for the handlers: the person, and the id of the session they came with (what a
 * parental unlock is granted to, so that it ends with the session).
 */
export type UserVariables = { user: SignedInUser; sessionId: string };

/**
 * The gate of every signed-in route: 401 `please_sign_in` without a session (`session_ended` when the
 * browser's session is gone), 503 with `Retry-After` when the session store cannot be reached, 403 `account_banned` for a banned account (its sessions end with the ban; this
 * catches one that raced it), 403 `two_factor_required` for an operator who has not set up two-factor
 * authentication (unless the route allows it, as the account pages that set it up do), and 403
 * `not_authorized` when the role is not one of `roles`. The user is then `c.get('user')`.
 */
export function requireUser(
  auth: Auth,
  {
    roles,
    allowWithoutTwoFactor = false,
  }: { roles?: readonly UserRole[]; allowWithoutTwoFactor?: boolean } = {},
): MiddlewareHandler<{ Variables: UserVariables }> {
  return async (c, next) => {
    let session: Awaited<ReturnType<Auth['api']['getSession']>>;
    try {
      session = await auth.api.getSession({ headers: c.req.raw.headers });
    } catch (error) {
      // A session that could not be looked up is not a missing one: 503, so that nobody is signed out.
      if (unavailableDependency(error)) return serviceUnavailable(c);
      session = null;
    }
    if (!session) {
      return c.json(errorBody(hasSessionCookie(c) ? 'session_ended' : 'please_sign_in'), 401);
    }
    const { user } = session;
    if (user.banned === true) return c.json(errorBody('account_banned'), 403);
    const signedIn: SignedInUser = {
      id: user.id,
      email: user.email,
      fullName: user.name,
      role: user.role as UserRole,
      twoFactorEnabled: user.twoFactorEnabled === true,
      country: user.country ?? null,
      phone: user.phone ?? null,
      locale: user.locale ?? 'en',
    };
    if (signedIn.role === 'operator' && !signedIn.twoFactorEnabled && !allowWithoutTwoFactor) {
      return c.json(errorBody('two_factor_required'), 403);
    }
    if (roles && !roles.includes(signedIn.role)) return c.json(errorBody('not_authorized'), 403);
    c.set('user', signedIn);
    c.set('sessionId', session.session.id);
    await next();
  };
}

/**
 * A role rule on top of `requireUser` (which must run first): 403 `not_authorized` unless the signed-in
 * person has one of `roles`. For routers whose routes are all for some roles, e.g. operators only.
 */
export function requireRole(roles: readonly UserRole[]): MiddlewareHandler<{ Variables: UserVariables }> {
  return async (c, next) => {
    if (!roles.includes(c.get('user').role)) return c.json(errorBody('not_authorized'), 403);
    await next();
  };
}
