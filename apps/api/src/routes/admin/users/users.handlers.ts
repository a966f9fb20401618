import type { RouteHandler } from '@hono/zod-openapi';
import type { AdminUser } from '@vela/api-client';
import { errorBody } from '../../../auth/auth-errors.ts';
import { endSessionsOf, refreshSessionsOf } from '../../../auth/user-sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import {
  banUser,
  changeUserRole,
  findUserByEmail,
  getUser,
  listUsers,
  recordUserAction,
  resetTwoFactor,
  unbanUser,
} from '../../../store/admin-users.ts';
import type {
  banRoute,
  getRoute,
  listRoute,
  lookupRoute,
  passwordResetRoute,
  resetTwoFactorRoute,
  signOutRoute,
  unbanRoute,
  updateRoute,
} from './users.routes.ts';
import { filterSchema } from './users.routes.ts';

type Env = { Variables: UserVariables };

/** A refused change: an unknown account is 404, a change that breaks a rule of the accounts 409. */
const refusedStatus = (code: 'not_found' | 'last_operator' | 'own_account') =>
  code === 'not_found' ? (404 as const) : (409 as const);

const notFound = () => errorBody('not_found');

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  return async (c) => {
    const query = c.req.valid('query');
    const filter = filterSchema.safeParse(query.filter);
    if (!filter.success) return c.json(errorBody('invalid_request'), 400);
    const { id, ...rest } = filter.data;
    const { rows, total } = await listUsers(deps.database.db, query, {
      ...rest,
      id: id === undefined ? undefined : [id].flat(),
    });
    setContentRange(c, 'users', query.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function lookupHandler(deps: AppDeps): RouteHandler<typeof lookupRoute, Env> {
  return async (c) => {
    const user = await findUserByEmail(deps.database.db, c.req.valid('query').email);
    return user ? c.json(user, 200) : c.json(errorBody('user_not_found'), 404);
  };
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  return async (c) => {
    const user = await getUser(deps.database.db, c.req.valid('param').id);
    return user ? c.json(user, 200) : c.json(notFound(), 404);
  };
}

export function updateHandler(deps: AppDeps): RouteHandler<typeof updateRoute, Env> {
  return async (c) => {
    const { id } = c.req.valid('param');
    const result = await changeUserRole(
      deps.database.db,
      c.get('user').id,
      id,
      c.req.valid('json').role,
      deps.now(),
      clientAddress(c, deps.env),
    );
    if (result.ok && result.changed) await refreshSessionsOf(deps.auth, id);
    if (!result.ok) return c.json(errorBody(result.code), refusedStatus(result.code));
    return c.json(result.user, 200);
  };
}

export function banHandler(deps: AppDeps): RouteHandler<typeof banRoute, Env> {
  return async (c) => {
    const { id } = c.req.valid('param');
    const result = await banUser(
      deps.database.db,
      c.get('user').id,
      id,
      c.req.valid('json').reason,
      deps.now(),
      clientAddress(c, deps.env),
    );
    if (result.ok) await endSessionsOf(deps.auth, id);
    if (!result.ok) return c.json(errorBody(result.code), refusedStatus(result.code));
    return c.json(result.user, 200);
  };
}

export function unbanHandler(deps: AppDeps): RouteHandler<typeof unbanRoute, Env> {
  return async (c) => {
    const { id } = c.req.valid('param');
    const result = await unbanUser(deps.database.db, c.get('user').id, id, clientAddress(c, deps.env));
    if (result.ok && result.changed) await refreshSessionsOf(deps.auth, id);
    if (!result.ok) return c.json(notFound(), 404);
    return c.json(result.user, 200);
  };
}

export function resetTwoFactorHandler(deps: AppDeps): RouteHandler<typeof resetTwoFactorRoute, Env> {
  return async (c) => {
    const { id } = c.req.valid('param');
    const result = await resetTwoFactor(deps.database.db, c.get('user').id, id, clientAddress(c, deps.env));
    if (result.ok && result.changed) await refreshSessionsOf(deps.auth, id);
    if (!result.ok) return c.json(notFound(), 404);
    return c.json(result.user, 200);
  };
}

export function signOutHandler(deps: AppDeps): RouteHandler<typeof signOutRoute, Env> {
  return async (c) => {
    const user = await getUser(deps.database.db, c.req.valid('param').id);
    if (!user) return c.json(notFound(), 404);
    await endSessionsOf(deps.auth, user.id);
    await recordUserAction(
      deps.database.db,
      c.get('user').id,
      user,
      'user.sign_out_everywhere',
      clientAddress(c, deps.env),
    );
    return c.json(user satisfies AdminUser, 200);
  };
}

export function passwordResetHandler(deps: AppDeps): RouteHandler<typeof passwordResetRoute, Env> {
  return async (c) => {
    const user = await getUser(deps.database.db, c.req.valid('param').id);
    if (!user) return c.json(notFound(), 404);
    // better-auth's own flow: the token is stored hashed and the e-mail is the one people ask for themselves.
    await deps.auth.api.requestPasswordReset({ body: { email: user.email } });
    await recordUserAction(
      deps.database.db,
      c.get('user').id,
      user,
      'user.password_reset',
      clientAddress(c, deps.env),
    );
    return c.json(user satisfies AdminUser, 200);
  };
}
