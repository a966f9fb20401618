import { isLocale } from '@vela/locales';
import { errorBody } from '../../auth/auth-errors.ts';
import type { AppDeps } from '../../deps.ts';
import { type SignedInUser, toAccount } from '../../domain/signed-in-user.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { originCheck } from '../../http/origin-check.ts';
import { requireUser, type UserVariables } from '../../http/require-user.ts';
import { describeError } from '../../logger.ts';
import { updateOwnProfile } from '../../store/accounts.ts';
import { listSecurityEvents } from '../../store/security-events.ts';
import { getAccountRoute, securityEventsRoute, updateAccountRoute } from './account.routes.ts';

type ProfileFields = Pick<SignedInUser, 'fullName' | 'country' | 'phone' | 'locale'>;

/** The fields a change touches, as the audit log names them, before and after; null when nothing changed. */
function profileChange(before: ProfileFields, after: ProfileFields) {
  const names = { fullName: 'full_name', country: 'country', phone: 'phone', locale: 'locale' } as const;
  const changed = (Object.keys(names) as (keyof ProfileFields)[]).filter((key) => before[key] !== after[key]);
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [names[key], before[key]])),
    after: Object.fromEntries(changed.map((key) => [names[key], after[key]])),
  };
}

/**
 * The account page's profile and security events: every role, operators included before they set up
 * two-factor authentication. A change of the profile is audited in its transaction, and writes are counted
 * per account.
 */
export function accountRoutes(deps: AppDeps, trustedOrigins: readonly string[]) {
  const router = createRouter<{ Variables: UserVariables }>();
  // `/account/*` covers `/account` itself too.
  router.use(
    '/account/*',
    originCheck(trustedOrigins),
    requireUser(deps.auth, { allowWithoutTwoFactor: true }),
    deps.limits.accountWrites(),
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
      const saved = { ...user, ...changes, locale: changes.locale ?? user.locale };
      try {
        await updateOwnProfile(deps.database.db, {
          userId: user.id,
          changes,
          audited: profileChange(user, saved),
          address: clientAddress(c, deps.env),
        });
      } catch (error) {
        deps.logger.error('account.update_failed', { error: describeError(error) });
        return c.json(errorBody('data_not_saved'), 500 as never);
      }
      return c.json(toAccount(saved), 200);
    })
    .openapi(securityEventsRoute, async (c) => {
      const { page, perPage } = c.req.valid('query');
      const result = await listSecurityEvents(deps.database.db, c.get('user').id, {
        offset: (page - 1) * perPage,
        limit: perPage,
      });
      return c.json(result, 200);
    });
}
