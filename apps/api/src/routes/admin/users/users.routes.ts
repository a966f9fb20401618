import { createRoute, z } from '@hono/zod-openapi';
import {
  allowedCharacters,
  banUserSchema,
  userLookupSchema,
  userRoleChangeSchema,
  userRoles,
} from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import { errorResponses, idListFilter, idPathParams, jsonBody } from '../../../http/openapi-schemas.ts';
import { userSortFields } from '../../../store/admin-users.ts';
import { userSchema } from '../admin-schemas.ts';

const tags = ['Dashboard: users (operators)'];

const userAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: userSchema } },
});

export const filterSchema = z
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

export const listRoute = createRoute({
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

export const lookupRoute = createRoute({
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

export const getRoute = createRoute({
  method: 'get',
  path: '/admin/users/{id}',
  operationId: 'getUser',
  security: [{ session: [] }],
  tags,
  summary: 'One account',
  request: { params: idParams },
  responses: { 200: userAnswer('The account'), ...errorResponses(401, 403, 404) },
});

export const updateRoute = createRoute({
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

export const banRoute = createRoute({
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

export const unbanRoute = actionRoute('unban', 'unbanUser', 'Lifts the ban: the person can sign in again');
export const signOutRoute = actionRoute(
  'sign-out',
  'signOutUser',
  'Ends every session of the account, in every browser',
);
export const resetTwoFactorRoute = actionRoute(
  'reset-two-factor',
  'resetUserTwoFactor',
  'Turns two-factor authentication off and deletes its secret and recovery codes; it is set up anew',
);
export const passwordResetRoute = actionRoute(
  'password-reset',
  'sendUserPasswordReset',
  'Sends the account the usual password reset e-mail, with a link valid for one hour',
);
