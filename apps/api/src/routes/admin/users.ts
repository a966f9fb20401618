import { createRoute, z } from '@hono/zod-openapi';
import type { AdminUser } from '@vela/api-client';
import {
  allowedCharacters,
  banUserSchema,
  userLookupSchema,
  userRoleChangeSchema,
  userRoles,
} from '@vela/validation';
import { errorBody } from '../../auth/auth-errors.ts';
import { endSessionsOf, refreshSessionsOf } from '../../auth/user-sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorResponses, idListFilter, idPathParams, jsonBody } from '../../http/openapi-schemas.ts';
import { requireRole, type UserVariables } from '../../http/require-user.ts';
import {
  banUser,
  changeUserRole,
  findUserByEmail,
  getUser,
  listUsers,
  recordUserAction,
  resetTwoFactor,
  unbanUser,
  userSortFields,
} from '../../store/admin-users.ts';
import { userSchema } from './admin-schemas.ts';

const tags = ['Dashboard: users (operators)'];

/** A refused change: an unknown account is 404, a change that breaks a rule of the accounts 409. */
const refusedStatus = (code: 'not_found' | 'last_operator' | 'own_account') =>
  code === 'not_found' ? (404 as const) : (409 as const);

const userAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: userSchema } },
});

const filterSchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(200)
      .refine(...allowedCharacters())
      .optional(),
    role: z.enum(userRoles).optional(),
    email_verified: z.boolean().optional(),
    two_factor_enabled: z.boolean().optional(),
    banned: z.boolean().optional(),
    id: idListFilter(64),
  })
  .strict();

const idParams = idPathParams('The account id (a UUID)');

const listRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  operationId: 'listUsers',
  security: [{ session: [] }],
  tags,
  summary: 'Every account, for operators',
  description:
    'ra-data-simple-rest conventions. `filter`: `q` (part of the e-mail address or name), `role`, ' +
    '`email_verified`, `two_factor_enabled`, `banned`, `id`. Accounts never signed in sort last.',
  request: { query: listQuerySchema(userSortFields, { field: 'created_at', order: 'desc' }, filterSchema) },
  responses: {
    200: {
      description: 'One page of accounts; `Content-Range` tells the total',
      content: { 'application/json': { schema: z.array(userSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

const lookupRoute = createRoute({
  method: 'get',
  path: '/admin/users/lookup',
  operationId: 'lookupUser',
  security: [{ session: [] }],
  tags,
  summary: 'The account with an e-mail address',
  description: "404 `user_not_found` ('User not found. Please check your e-mail address.') when none has it.",
  request: { query: userLookupSchema },
  responses: { 200: userAnswer('The account'), ...errorResponses(400, 401, 403, 404) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/users/{id}',
  operationId: 'getUser',
  security: [{ session: [] }],
  tags,
  summary: 'One account',
  request: { params: idParams },
  responses: { 200: userAnswer('The account'), ...errorResponses(401, 403, 404) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/users/{id}',
  operationId: 'updateUser',
  security: [{ session: [] }],
  tags,
  summary: 'Changes the role (customer, reseller or operator); it applies from the next request',
  description:
    'Only `role` is read from the record. 409 `last_operator` when it would leave no operator who can sign in.',
  request: { params: idParams, body: jsonBody(userRoleChangeSchema) },
  responses: { 200: userAnswer('The account as saved'), ...errorResponses(400, 401, 403, 404, 409) },
});

const banRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/ban',
  operationId: 'banUser',
  security: [{ session: [] }],
  tags,
  summary: 'Bans the account with a reason: its sessions end and sign-in is refused (`account_banned`)',
  description: '409 `own_account` for the caller’s own account, `last_operator` for the last operator.',
  request: { params: idParams, body: jsonBody(banUserSchema) },
  responses: { 200: userAnswer('The banned account'), ...errorResponses(400, 401, 403, 404, 409) },
});

const actionRoute = (path: string, operationId: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/admin/users/{id}/${path}`,
    operationId,
    security: [{ session: [] }],
    tags,
    summary,
    request: { params: idParams },
    responses: { 200: userAnswer('The account'), ...errorResponses(401, 403, 404) },
  });

const unbanRoute = actionRoute('unban', 'unbanUser', 'Lifts the ban: the person can sign in again');
const signOutRoute = actionRoute(
  'sign-out',
  'signOutUser',
  'Ends every session of the account, in every browser',
);
const resetTwoFactorRoute = actionRoute(
  'reset-two-factor',
  'resetUserTwoFactor',
  'Turns two-factor authentication off and deletes its secret and recovery codes; it is set up anew',
);
const passwordResetRoute = actionRoute(
  'password-reset',
  'sendUserPasswordReset',
  'Sends the account the usual password reset e-mail, with a link valid for one hour',
);

/**
 * `/api/admin/users`: operators only. Role, ban and two-factor changes are ours (one transaction with their
 * audit entry); sessions and the password reset e-mail go through better-auth, audited once it succeeded.
 */
export function userAdminRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const router = createRouter<{ Variables: UserVariables }>();
  const operatorsOnly = requireRole(['operator']);
  router.use('/admin/users', operatorsOnly);
  router.use('/admin/users/*', operatorsOnly);

  const notFound = () => errorBody('not_found');

  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const filter = filterSchema.safeParse(query.filter);
      if (!filter.success) return c.json(errorBody('invalid_request'), 400);
      const { id, ...rest } = filter.data;
      const { rows, total } = await listUsers(db(), query, {
        ...rest,
        id: id === undefined ? undefined : [id].flat(),
      });
      setContentRange(c, 'users', query.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(lookupRoute, async (c) => {
      const user = await findUserByEmail(db(), c.req.valid('query').email);
      return user ? c.json(user, 200) : c.json(errorBody('user_not_found'), 404);
    })
    .openapi(getRoute, async (c) => {
      const user = await getUser(db(), c.req.valid('param').id);
      return user ? c.json(user, 200) : c.json(notFound(), 404);
    })
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param');
      const result = await changeUserRole(
        db(),
        c.get('user').id,
        id,
        c.req.valid('json').role,
        deps.now(),
        clientAddress(c, deps.env),
      );
      if (result.ok && result.changed) await refreshSessionsOf(deps.auth, id);
      if (!result.ok) return c.json(errorBody(result.code), refusedStatus(result.code));
      return c.json(result.user, 200);
    })
    .openapi(banRoute, async (c) => {
      const { id } = c.req.valid('param');
      const result = await banUser(
        db(),
        c.get('user').id,
        id,
        c.req.valid('json').reason,
        deps.now(),
        clientAddress(c, deps.env),
      );
      if (result.ok) await endSessionsOf(deps.auth, id);
      if (!result.ok) return c.json(errorBody(result.code), refusedStatus(result.code));
      return c.json(result.user, 200);
    })
    .openapi(unbanRoute, async (c) => {
      const { id } = c.req.valid('param');
      const result = await unbanUser(db(), c.get('user').id, id, clientAddress(c, deps.env));
      if (result.ok && result.changed) await refreshSessionsOf(deps.auth, id);
      if (!result.ok) return c.json(notFound(), 404);
      return c.json(result.user, 200);
    })
    .openapi(resetTwoFactorRoute, async (c) => {
      const { id } = c.req.valid('param');
      const result = await resetTwoFactor(db(), c.get('user').id, id, clientAddress(c, deps.env));
      if (result.ok && result.changed) await refreshSessionsOf(deps.auth, id);
      if (!result.ok) return c.json(notFound(), 404);
      return c.json(result.user, 200);
    })
    .openapi(signOutRoute, async (c) => {
      const user = await getUser(db(), c.req.valid('param').id);
      if (!user) return c.json(notFound(), 404);
      await endSessionsOf(deps.auth, user.id);
      await recordUserAction(
        db(),
        c.get('user').id,
        user,
        'user.sign_out_everywhere',
        clientAddress(c, deps.env),
      );
      return c.json(user satisfies AdminUser, 200);
    })
    .openapi(passwordResetRoute, async (c) => {
      const user = await getUser(db(), c.req.valid('param').id);
      if (!user) return c.json(notFound(), 404);
      // better-auth's own flow: the token is stored hashed and the e-mail is the one people ask for themselves.
      await deps.auth.api.requestPasswordReset({ body: { email: user.email } });
      await recordUserAction(db(), c.get('user').id, user, 'user.password_reset', clientAddress(c, deps.env));
      return c.json(user satisfies AdminUser, 200);
    });
}
