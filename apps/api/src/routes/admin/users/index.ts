import type { AppDeps } from '../../../deps.ts';
import { createRouter } from '../../../http/api-router.ts';
import { requireRole, type UserVariables } from '../../../http/require-user.ts';
import {
  banHandler,
  getHandler,
  listHandler,
  lookupHandler,
  passwordResetHandler,
  resetTwoFactorHandler,
  signOutHandler,
  unbanHandler,
  updateHandler,
} from './users.handlers.ts';
import {
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

/**
 * `/api/admin/users`: operators only. Role, ban and two-factor changes are ours (one transaction with their
 * audit entry); sessions and the password reset e-mail go through better-auth, audited once it succeeded.
 */
export function userAdminRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const operatorsOnly = requireRole(['operator']);
  router.use('/admin/users', operatorsOnly);
  router.use('/admin/users/*', operatorsOnly);
  return router
    .openapi(listRoute, listHandler(deps))
    .openapi(lookupRoute, lookupHandler(deps))
    .openapi(getRoute, getHandler(deps))
    .openapi(updateRoute, updateHandler(deps))
    .openapi(banRoute, banHandler(deps))
    .openapi(unbanRoute, unbanHandler(deps))
    .openapi(resetTwoFactorRoute, resetTwoFactorHandler(deps))
    .openapi(signOutRoute, signOutHandler(deps))
    .openapi(passwordResetRoute, passwordResetHandler(deps));
}
