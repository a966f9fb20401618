import {
  changePasswordRequestSchema,
  emailRequestSchema,
  emptyRequestSchema,
  passwordConfirmationSchema,
  passwordResetRequestSchema,
  resetPasswordRequestSchema,
  revokeSessionRequestSchema,
  sessionQuerySchema,
  signInRequestSchema,
  signUpRequestSchema,
  twoFactorCodeRequestSchema,
  updateUserRequestSchema,
  verifyEmailQuerySchema,
} from '@vela/validation';
import type { z } from 'zod';

/** How an endpoint is limited before better-auth sees it. */
export interface AuthEndpoint {
  /** The rules of its JSON body (POST) or of its query (GET), from `packages/validation`. */
  input: z.ZodType<Record<string, unknown>>;
  /**
   * Counted per client address (`address`), and also per e-mail address of the body (`email`), on
   * `RATE_LIMIT_SIGN_IN`.
   */
  limit?: 'address' | 'email';
  /** Needs a solved captcha (ALTCHA here; reCAPTCHA is checked by better-auth's plugin). */
  captcha?: boolean;
  /**
   * Checks the password, or a code, inside a session: counted per account on `RATE_LIMIT_PASSWORD_CHECKS`,
   * so that a stolen session cannot guess at speed.
   */
  checksSecret?: boolean;
  /** Changes the signed-in account: counted with its other writes, per account, on `RATE_LIMIT_ACCOUNT_WRITES`. */
  accountWrite?: boolean;
  /** What is handed on instead of the validated input, when better-auth needs another shape. */
  forward?: (input: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * The better-auth endpoints the product uses, by method and path below `/api/auth`: everything else of
 * better-auth's (deleting the account, changing the e-mail address, `verify-password`, `get-totp-uri`, e-mail
 * OTPs, social sign-in, `revoke-sessions`, ...) is answered 404 before it reaches better-auth (decision 30).
 */
const endpoints = {
  'GET /get-session': { input: sessionQuerySchema },
  'GET /verify-email': { input: verifyEmailQuerySchema },
  'GET /list-sessions': { input: emptyRequestSchema },
  'POST /sign-up/email': {
    input: signUpRequestSchema,
    limit: 'email',
    captcha: true,
    // The full name is asked for on the account page, so it may stay empty here.
    forward: ({ repeatPassword: _repeated, name, ...rest }) => ({ ...rest, name: name ?? '' }),
  },
  'POST /sign-in/email': { input: signInRequestSchema, limit: 'email', captcha: true },
  'POST /request-password-reset': { input: passwordResetRequestSchema, limit: 'email', captcha: true },
  // A link is sent again only as often as a sign-in is tried.
  'POST /send-verification-email': { input: emailRequestSchema, limit: 'email' },
  'POST /reset-password': { input: resetPasswordRequestSchema, limit: 'address' },
  'POST /sign-out': { input: emptyRequestSchema },
  'POST /update-user': { input: updateUserRequestSchema, accountWrite: true },
  'POST /change-password': { input: changePasswordRequestSchema, checksSecret: true, accountWrite: true },
  'POST /revoke-session': { input: revokeSessionRequestSchema, accountWrite: true },
  'POST /revoke-other-sessions': { input: emptyRequestSchema, accountWrite: true },
  'POST /two-factor/enable': { input: passwordConfirmationSchema, checksSecret: true, accountWrite: true },
  'POST /two-factor/disable': { input: passwordConfirmationSchema, checksSecret: true, accountWrite: true },
  'POST /two-factor/generate-backup-codes': {
    input: passwordConfirmationSchema,
    checksSecret: true,
    accountWrite: true,
  },
  // At sign-in these are counted per address (better-auth also locks the account after failures); inside a
  // session, when turning two-factor authentication on, per account as well.
  'POST /two-factor/verify-totp': { input: twoFactorCodeRequestSchema, limit: 'address', checksSecret: true },
  'POST /two-factor/verify-backup-code': {
    input: twoFactorCodeRequestSchema,
    limit: 'address',
    checksSecret: true,
  },
} satisfies Record<string, AuthEndpoint>;

/** An endpoint of the allow-list: its method and its path below `/api/auth`, as `authEndpoints` names it. */
export type AuthEndpointKey = keyof typeof endpoints;

/** Each endpoint's description in `/api/openapi.json` is in `auth.openapi.ts`, under the same key. */
export const authEndpoints: Readonly<Record<string, AuthEndpoint>> = endpoints;
