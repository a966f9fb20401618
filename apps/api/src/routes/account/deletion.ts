import { createRoute, z } from '@hono/zod-openapi';
import { accountDeletionRequestSchema } from '@vela/validation';
import { isAPIError } from 'better-auth/api';
import { accountPasswordMatches } from '../../auth/account-password.ts';
import { errorBody } from '../../auth/auth-errors.ts';
import { clientAddressHeader } from '../../auth/client-address-header.ts';
import { endSessionsOf } from '../../auth/user-sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { rateLimited } from '../../http/limits.ts';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import { deletionRequestedMail } from '../../mail/lifecycle-emails.ts';
import { requestDeletion } from '../../store/account-deletion.ts';

const deletionRoute = createRoute({
  method: 'post',
  path: '/account/deletion',
  operationId: 'requestAccountDeletion',
  security: [{ session: [] }],
  tags: ['Account'],
  summary: 'Asks to delete the account: final after 14 days, undone by signing in before then',
  description:
    'Needs the current password and, with two-factor authentication on, a code of the authenticator app or a ' +
    'recovery code (counted together on `RATE_LIMIT_PASSWORD_CHECKS`), and the account’s e-mail address as ' +
    'the confirmation. Every session ends, this one too; an e-mail says when the deletion becomes final. ' +
    'Operators’ accounts are managed by other operators and cannot be deleted here (403).',
  request: { body: jsonBody(accountDeletionRequestSchema) },
  responses: {
    202: {
      description: 'The account will be deleted at `deleteAfter` unless the person signs in before then',
      content: { 'application/json': { schema: z.object({ deleteAfter: z.string() }) } },
    },
    ...errorResponses(400, 401, 403, 429),
  },
});

/**
 * Self-service deletion of an account (decision 39). Mounted after `accountRoutes`, whose `/account/*` gate
 * signs the person in, checks the origin and counts the write. The password is checked by better-auth's own
 * hasher and the second factor by its two-factor plugin's endpoints, called with this request's session.
 */
export function accountDeletionRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const { db } = deps.database;
  return router.openapi(deletionRoute, async (c) => {
    const user = c.get('user');
    if (user.role === 'operator') return c.json(errorBody('not_authorized'), 403);
    const wait = await deps.limits.passwordCheck(user.id);
    if (wait) return rateLimited(c, wait);
    const { password, code, confirmation } = c.req.valid('json');
    // Checked first: a mistyped address must not use up a recovery code.
    if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
      return c.json(errorBody('deletion_confirmation_wrong'), 400);
    }
    if (!(await accountPasswordMatches(deps.auth, user.id, password))) {
      return c.json(errorBody('current_password_wrong'), 400);
    }
    if (user.twoFactorEnabled) {
      if (!code) return c.json(errorBody('two_factor_code_needed'), 400);
      // better-auth records the client's address our own rule finds (TRUST_PROXY), as its route does.
      const headers = new Headers(c.req.raw.headers);
      headers.set(clientAddressHeader, clientAddress(c, deps.env));
      try {
        // Six digits are a code of the authenticator app; anything else is taken for a recovery code.
        if (/^\d{6}$/.test(code)) await deps.auth.api.verifyTOTP({ body: { code }, headers });
        else await deps.auth.api.verifyBackupCode({ body: { code }, headers });
      } catch (error) {
        if (!isAPIError(error)) throw error;
        if (error.statusCode === 429) return c.json(errorBody('rate_limited'), 429);
        return c.json(errorBody('two_factor_invalid'), 400);
      }
    }
    const deleteAfter = await requestDeletion(db, user.id, deps.now(), clientAddress(c, deps.env));
    // Nobody stays signed in: signing in again is the one way back, and it undoes the deletion.
    await endSessionsOf(deps.auth, user.id);
    await deps.mailer.send(
      deletionRequestedMail(
        { email: user.email, name: user.fullName, locale: user.locale },
        { deleteAfter, signInUrl: `${deps.settings.siteUrl}/dashboard/login` },
        deps.settings.brand,
      ),
    );
    return c.json({ deleteAfter: deleteAfter.toISOString() }, 202);
  });
}
