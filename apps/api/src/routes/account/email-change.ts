import { createHash, randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { isLocale, type Locale } from '@vela/locales';
import { emailChangeRequestSchema } from '@vela/validation';
import type { Context } from 'hono';
import { accountPasswordMatches } from '../../auth/account-password.ts';
import { errorBody } from '../../auth/auth-errors.ts';
import { endSessionsOf, refreshSessionsOf } from '../../auth/user-sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { rateLimited } from '../../http/limits.ts';
import { errorResponses, jsonBody } from '../../http/openapi-schemas.ts';
import type { UserVariables } from '../../http/require-user.ts';
import { emailChangeConfirmMail, emailChangedMail } from '../../mail/lifecycle-emails.ts';
import { fillEscaped, lifecycleTexts, linkPage } from '../../mail/pages.ts';
import { exportAccount } from '../../store/account-export.ts';
import {
  confirmEmailChange,
  emailTakenByAnother,
  findPendingEmailChange,
  recordEmailChangeRequest,
  undoEmailChange,
} from '../../store/email-changes.ts';

const hourMs = 60 * 60 * 1000;
const confirmValidMs = 24 * hourMs;
const undoValidMs = 7 * 24 * hourMs;

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const requestRoute = createRoute({
  method: 'post',
  path: '/account/email-change',
  operationId: 'requestEmailChange',
  security: [{ session: [] }],
  tags: ['Account'],
  summary: 'Asks to change the account’s e-mail address: a link to confirm goes to the new address',
  description:
    'Needs the current password (counted on `RATE_LIMIT_PASSWORD_CHECKS`; a wrong one is 400 ' +
    '`current_password_wrong`). Nothing changes until the link is opened; then the old address is told, with a ' +
    'link that undoes the change for 7 days. An address another account has confirmed is 409 `user_exists`; ' +
    'one held only by a sign-up that never confirmed it is not, and confirming the change removes that sign-up.',
  request: { body: jsonBody(emailChangeRequestSchema) },
  responses: {
    202: {
      description: 'The link was sent to the new address',
      content: { 'application/json': { schema: z.object({ email: z.string() }) } },
    },
    ...errorResponses(400, 401, 403, 409, 429),
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/account/export',
  operationId: 'exportAccount',
  security: [{ session: [] }],
  tags: ['Account'],
  summary: 'Everything the product holds about the signed-in person, as a JSON file to keep',
  description:
    'The account, its devices and the playlists on them, receipts, tickets with their messages, security ' +
    "events and reminder choices, and a reseller's credits. No password or key hash, device key, playlist " +
    'password, session or token.',
  responses: {
    200: {
      description: 'A JSON file (`Content-Disposition: attachment`)',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
    ...errorResponses(401),
  },
});

const tokenParam = z.object({
  token: z
    .string()
    .max(100)
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The token of the e-mail’s link' }),
});
const htmlPage = { 'text/html': { schema: z.string() } };
const pageResponses = {
  200: { description: 'A page in the person’s language', content: htmlPage },
  404: { description: 'Not a valid link', content: htmlPage },
  409: { description: 'Another account has confirmed the address by now', content: htmlPage },
};

const confirmPageRoute = createRoute({
  method: 'get',
  path: '/mail/email-change/{token}',
  operationId: 'getEmailChangePage',
  security: [],
  tags: ['Account'],
  summary: 'Asks to confirm the new e-mail address (nothing changes on GET)',
  request: { params: tokenParam },
  responses: pageResponses,
});
const confirmRoute = createRoute({
  method: 'post',
  path: '/mail/email-change/{token}',
  operationId: 'confirmEmailChange',
  security: [],
  tags: ['Account'],
  summary: 'Confirms the new e-mail address; sessions are kept, the old address is told (audited)',
  description:
    'A sign-up that holds the address without having confirmed it is removed in the same transaction ' +
    '(audited `account.signup_displaced`); an account that confirmed it keeps it, and the answer is 409.',
  request: { params: tokenParam },
  responses: pageResponses,
});
const undoPageRoute = createRoute({
  method: 'get',
  path: '/mail/email-change/undo/{token}',
  operationId: 'getEmailChangeUndoPage',
  security: [],
  tags: ['Account'],
  summary: 'Asks to confirm undoing a change of e-mail address (nothing changes on GET)',
  request: { params: tokenParam },
  responses: pageResponses,
});
const undoRoute = createRoute({
  method: 'post',
  path: '/mail/email-change/undo/{token}',
  operationId: 'undoEmailChange',
  security: [],
  tags: ['Account'],
  summary: 'Gives the account its previous address back and signs every browser out (audited)',
  description:
    'A sign-up that took the previous address meanwhile without confirming it is removed in the same ' +
    'transaction; an account that confirmed it keeps it, and the answer is 409.',
  request: { params: tokenParam },
  responses: pageResponses,
});

/**
 * Changing the account's e-mail address on our own routes (better-auth's `change-email` stays closed,
 * decision 30): asked with the password, confirmed by a link to the new address, announced to the old one
 * with a link that undoes it. The request is mounted after `accountRoutes`, whose `/account/*` gate signs
 * the person in, checks the origin and counts the write; the links' pages need no session.
 */
export function emailChangeRoutes(deps: AppDeps) {
  const router = createRouter<{ Variables: UserVariables }>();
  const { db } = deps.database;
  router.use('/mail/email-change/*', deps.limits.byAddress('mail_email_change'));
  const brand = deps.settings.brand.name;

  async function pending(kind: 'confirm' | 'undo', token: string) {
    const row = await findPendingEmailChange(db, kind, hashOf(token), deps.now());
    if (!row) return null;
    const locale: Locale = isLocale(row.locale) ? row.locale : 'en';
    return { ...row, locale };
  }

  const page = (c: Context, locale: Locale, status: 200 | 404 | 409, title: string, body: string[]) =>
    linkPage(c, { locale, status, title, brand, body });
  const invalid = (c: Context) =>
    page(c, 'en', 404, lifecycleTexts.en.email_change.confirm_title, [
      `<p>${fillEscaped(lifecycleTexts.en.email_change.invalid, {})}</p>`,
    ]);

  return router
    .openapi(exportRoute, async (c) => {
      const now = deps.now();
      const data = await exportAccount(db, c.get('user').id, now);
      if (!data) return c.json(errorBody('please_sign_in'), 401);
      c.header(
        'Content-Disposition',
        `attachment; filename="account-${now.toISOString().slice(0, 10)}.json"`,
      );
      c.header('Cache-Control', 'no-store');
      return c.json(data, 200);
    })
    .openapi(requestRoute, async (c) => {
      const user = c.get('user');
      const wait = await deps.limits.passwordCheck(user.id);
      if (wait) return rateLimited(c, wait);
      const { email, password } = c.req.valid('json');
      if (!(await accountPasswordMatches(deps.auth, user.id, password))) {
        return c.json(errorBody('current_password_wrong'), 400);
      }
      if (email.toLowerCase() === user.email.toLowerCase()) return c.json(errorBody('invalid_request'), 400);
      // Only an account that confirmed the address refuses it here (decision 59).
      if (await emailTakenByAnother(db, email, user.id)) return c.json(errorBody('user_exists'), 409);
      const token = newToken();
      const now = deps.now();
      await recordEmailChangeRequest(db, {
        userId: user.id,
        oldEmail: user.email,
        newEmail: email,
        confirmTokenHash: hashOf(token),
        confirmExpiresAt: new Date(now.getTime() + confirmValidMs),
      });
      await deps.mailer.send(
        emailChangeConfirmMail(
          { email: user.email, name: user.fullName, locale: user.locale },
          {
            newEmail: email,
            oldEmail: user.email,
            url: `${deps.settings.siteUrl}/api/mail/email-change/${token}`,
          },
          deps.settings.brand,
        ),
      );
      return c.json({ email }, 202);
    })
    .openapi(confirmPageRoute, async (c) => {
      const found = await pending('confirm', c.req.valid('param').token);
      if (!found) return invalid(c);
      const t = lifecycleTexts[found.locale].email_change;
      return page(c, found.locale, 200, t.confirm_title, [
        `<form method="post"><p>${fillEscaped(t.confirm_question, { email: found.change.newEmail })}</p>`,
        `<button type="submit">${fillEscaped(t.confirm_button, {})}</button></form>`,
      ]);
    })
    .openapi(confirmRoute, async (c) => {
      const found = await pending('confirm', c.req.valid('param').token);
      if (!found) return invalid(c);
      const { change } = found;
      const t = lifecycleTexts[found.locale].email_change;
      const undoToken = newToken();
      const now = deps.now();
      // An account that confirmed the address keeps it; a sign-up that never did goes (decision 59).
      const outcome = await confirmEmailChange(db, {
        change,
        undoTokenHash: hashOf(undoToken),
        undoExpiresAt: new Date(now.getTime() + undoValidMs),
        now,
        address: clientAddress(c, deps.env),
      });
      if (outcome === 'taken') {
        return page(c, found.locale, 409, t.confirm_title, [`<p>${fillEscaped(t.taken, {})}</p>`]);
      }
      if (outcome === 'used') return invalid(c);
      // Sessions stay; copies of the person kept with sessions in Redis learn the new address.
      await refreshSessionsOf(deps.auth, change.userId);
      await deps.mailer.send(
        emailChangedMail(
          { email: change.oldEmail, name: found.name, locale: found.locale },
          {
            newEmail: change.newEmail,
            oldEmail: change.oldEmail,
            undoUrl: `${deps.settings.siteUrl}/api/mail/email-change/undo/${undoToken}`,
          },
          deps.settings.brand,
        ),
      );
      return page(c, found.locale, 200, t.confirm_title, [
        `<p>${fillEscaped(t.confirmed, { email: change.newEmail })}</p>`,
      ]);
    })
    .openapi(undoPageRoute, async (c) => {
      const found = await pending('undo', c.req.valid('param').token);
      if (!found) return invalid(c);
      const t = lifecycleTexts[found.locale].email_change;
      return page(c, found.locale, 200, t.undo_title, [
        `<form method="post"><p>${fillEscaped(t.undo_question, { email: found.change.oldEmail })}</p>`,
        `<button type="submit">${fillEscaped(t.undo_button, {})}</button></form>`,
      ]);
    })
    .openapi(undoRoute, async (c) => {
      const found = await pending('undo', c.req.valid('param').token);
      if (!found) return invalid(c);
      const { change } = found;
      const t = lifecycleTexts[found.locale].email_change;
      const outcome = await undoEmailChange(db, {
        change,
        emailBefore: found.email,
        now: deps.now(),
        address: clientAddress(c, deps.env),
      });
      if (outcome === 'taken') {
        return page(c, found.locale, 409, t.undo_title, [`<p>${fillEscaped(t.taken, {})}</p>`]);
      }
      if (outcome === 'used') return invalid(c);
      // Whoever changed it may hold a session: every browser signs in again.
      await endSessionsOf(deps.auth, change.userId);
      return page(c, found.locale, 200, t.undo_title, [
        `<p>${fillEscaped(t.undone, { email: change.oldEmail })}</p>`,
      ]);
    });
}
