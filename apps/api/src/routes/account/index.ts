import type { AccountProfile } from '@vela/api-client';
import { isLocale } from '@vela/locales';
import { eq } from 'drizzle-orm';
import { errorBody } from '../../auth/auth-errors.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { originCheck } from '../../http/origin-check.ts';
import { requireUser, type SignedInUser, type UserVariables } from '../../http/require-user.ts';
import { describeError } from '../../logger.ts';
import { getAccountRoute, updateAccountRoute } from './account.routes.ts';

export function toAccount(user: SignedInUser): AccountProfile {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    country: user.country,
    phone: user.phone,
    locale: user.locale,
    role: user.role,
    twoFactorEnabled: user.twoFactorEnabled,
    profileComplete: user.fullName.trim() !== '' && user.country !== null,
  };
}

/** The account page's profile: every role, operators included before they set up two-factor authentication. */
export function accountRoutes(deps: AppDeps, trustedOrigins: readonly string[]) {
  const router = createRouter<{ Variables: UserVariables }>();
  router.use(
    '/account',
    originCheck(trustedOrigins),
    requireUser(deps.auth, { allowWithoutTwoFactor: true }),
  );
  return router
    .openapi(getAccountRoute, (c) => c.json(toAccount(c.get('user')), 200))
    .openapi(updateAccountRoute, async (c) => {
      const user = c.get('user');
      const { fullName, country, phone, locale } = c.req.valid('json');
      const changes = {
        fullName,
        country,
        phone: phone ?? null,
        ...(locale !== undefined ? { locale: isLocale(locale) ? locale : 'en' } : {}),
      };
      try {
        await deps.database.db.update(users).set(changes).where(eq(users.id, user.id));
      } catch (error) {
        deps.logger.error('account.update_failed', { error: describeError(error) });
        return c.json(errorBody('data_not_saved'), 500 as never);
      }
      return c.json(toAccount({ ...user, ...changes, locale: changes.locale ?? user.locale }), 200);
    });
}
