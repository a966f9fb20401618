import { isLocale } from '@vela/locales';
import { passwordMaxLength, passwordMinLength } from '@vela/validation';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { captcha } from 'better-auth/plugins/captcha';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema.ts';
import { userRoles } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { cancelDeletion } from '../store/account-deletion.ts';
import { isAccountBanned, isAddressBanned } from '../store/accounts.ts';
import { recordSecurityEvent } from '../store/security-events.ts';
import { twoFactorLockSeconds } from './auth-errors.ts';
import { clientAddressHeader, handedAddress } from './client-address-header.ts';
import { securityEvents } from './security-events.ts';
import {
  hashSessionToken,
  hashSessionTokens,
  hashSessionTokensInStorage,
  storedSessionToken,
} from './session-token-hash.ts';

export interface AuthSettings {
  /** Where the site and the dashboard are published: links in e-mails and the trusted origin. */
  siteUrl: string;
  secret: string;
  brandName: string;
  production: boolean;
  /** Other origins whose pages may sign in (CORS_ORIGINS). */
  trustedOrigins: string[];
  recaptcha: { secretKey: string; verifyUrl: string } | null;
}

export interface AuthMail {
  verifyEmail(user: AuthUserRef, url: string): Promise<void>;
  resetPassword(user: AuthUserRef, url: string): Promise<void>;
  passwordChanged(user: AuthUserRef): Promise<void>;
  /** Signing in undid the deletion that would have been final on `deleteAfter` (decision 39). */
  deletionCancelled(user: AuthUserRef, deleteAfter: Date): Promise<void>;
}

export interface AuthUserRef {
  email: string;
  name: string;
  locale?: string | null;
}

/**
 * Where the links of e-mails lead: dashboard pages that send the token on to better-auth
 * (`GET /api/auth/verify-email?token=`, `POST /api/auth/reset-password`) and say how it went.
 */
const verifyEmailPath = '/dashboard/verify-email';
const resetPasswordPath = '/dashboard/reset-password';

export const authBasePath = '/api/auth';

/** The prefix of better-auth's cookie names: `vela.session_token`. */
export const authCookiePrefix = 'vela';

/** Every setting of better-auth in one place; the CLI that generates its tables reads the same options. */
export function createAuth(
  db: Database,
  settings: AuthSettings,
  mail: AuthMail,
  {
    logger,
    secondaryStorage,
  }: { logger?: Logger; secondaryStorage?: Parameters<typeof betterAuth>[0]['secondaryStorage'] } = {},
) {
  return betterAuth({
    appName: settings.brandName,
    baseURL: settings.siteUrl,
    basePath: authBasePath,
    secret: settings.secret,
    telemetry: { enabled: false },
    // Its warnings go through our log as one line each; they name what failed, never a token or password.
    logger: {
      level: 'warn',
      disabled: logger === undefined,
      log: (level, message) => logger?.[level === 'debug' ? 'debug' : level]('auth.log', { message }),
    },
    hooks: {
      // The spec answers 'user already exists' on sign-up; captcha and the per-address limit keep that from
      // becoming a cheap way to list accounts.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return;
        const existing = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
        if (existing?.user)
          throw APIError.from('UNPROCESSABLE_ENTITY', {
            code: 'USER_ALREADY_EXISTS',
            message: 'User already exists.',
          });
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        // better-auth refuses an unconfirmed address only after the password matched: a banned account is
        // told it is banned rather than asked to confirm an address it can no longer use.
        if (
          ctx.path === '/sign-in/email' &&
          isAPIError(returned) &&
          (returned.body as { code?: unknown } | undefined)?.code === 'EMAIL_NOT_VERIFIED'
        ) {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          if (typeof email === 'string' && (await isAddressBanned(db, email))) throw bannedError();
        }
        if (isAPIError(returned)) return;
        if (ctx.path === '/change-password') {
          const user = ctx.context.session?.user;
          if (user) void mail.passwordChanged(user as AuthUserRef);
        }
        // The list names every session by the hash of its token, the one of this browser too: revoking takes
        // the hash, and no token leaves the server in a body.
        if (ctx.path === '/list-sessions' && Array.isArray(returned))
          return ctx.json(
            returned.map((session: { token: string }) => ({
              ...session,
              token: storedSessionToken(session.token),
            })),
          );
        // Revoking this browser's own session by its hash ends the session; its cookie goes with it.
        if (ctx.path === '/revoke-session') {
          const token = (ctx.body as { token?: unknown } | undefined)?.token;
          const own = await ctx.getSignedCookie(
            ctx.context.authCookies.sessionToken.name,
            ctx.context.secret,
          );
          if (own && token === hashSessionToken(own)) deleteSessionCookie(ctx);
        }
      }),
    },
    // Session tokens are stored as their SHA-256 hashes (docs/decisions/0011), in the database and in Redis.
    database: hashSessionTokens(drizzleAdapter(db, { provider: 'pg', schema, usePlural: false })),
    secondaryStorage: secondaryStorage && hashSessionTokensInStorage(secondaryStorage),
    trustedOrigins: [new URL(settings.siteUrl).origin, ...settings.trustedOrigins],
    // Our own limits (per address and per e-mail, in the shared store) guard the routes that need them.
    rateLimit: { enabled: false },
    user: {
      modelName: 'users',
      fields: { name: 'fullName' },
      additionalFields: {
        role: { type: [...userRoles], required: true, defaultValue: 'customer', input: false },
        phone: { type: 'string', required: false, input: false },
        country: { type: 'string', required: false, input: false },
        /** The language the person uses the site in; e-mails go out in it. */
        locale: { type: 'string', required: false, defaultValue: 'en', input: true },
        /** Set by an operator (`/api/admin/users`): no new session, and `requireUser` refuses the account. */
        banned: { type: 'boolean', required: true, defaultValue: false, input: false },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: { modelName: 'accounts' },
    // Reset tokens are kept as hashes: the link in the e-mail is the only copy of the token itself.
    verification: { modelName: 'verifications', storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Not awaited: the answer must take as long whether the account exists or not.
      sendResetPassword: async ({ user, token }) => {
        void mail.resetPassword(
          user as AuthUserRef,
          `${settings.siteUrl}${resetPasswordPath}?token=${encodeURIComponent(token)}`,
        );
      },
      onPasswordReset: async ({ user }, request) => {
        await recordSecurityEvent(db, user.id, 'account.password_reset', handedAddress(request?.headers));
        void mail.passwordChanged(user as AuthUserRef);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        // A banned account is told so at sign-in; a confirmation link would lead nowhere.
        if ((user as { banned?: unknown }).banned === true) return;
        const url = `${settings.siteUrl}${verifyEmailPath}?token=${encodeURIComponent(token)}`;
        void mail.verifyEmail(user as AuthUserRef, url);
      },
      afterEmailVerification: async (user, request) => {
        await recordSecurityEvent(db, user.id, 'account.email_verify', handedAddress(request?.headers));
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A banned account gets no session, whichever way it signs in; only someone who gave the right
          // password (and is about to get a session) learns that the account is banned.
          before: async (session) => {
            if (await isAccountBanned(db, session.userId)) throw bannedError();
          },
        },
      },
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, locale: isLocale(user.locale) ? user.locale : 'en' },
          }),
        },
        update: {
          before: async (user) => ({
            data: 'locale' in user ? { ...user, locale: isLocale(user.locale) ? user.locale : 'en' } : user,
          }),
        },
      },
    },
    advanced: {
      // Our route in front of better-auth sets this header from the client's address (src/http/client-address.ts).
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      cookiePrefix: authCookiePrefix,
      useSecureCookies: settings.production,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      database: { generateId: 'uuid' },
    },
    plugins: [
      twoFactor({
        issuer: settings.brandName,
        trustDeviceMaxAge: 60 * 60 * 24 * 30,
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
        accountLockout: { durationSeconds: twoFactorLockSeconds },
      }),
      // After two-factor's own hook, which withdraws the session of a sign-in that still needs the second factor.
      securityEvents(db, {
        // Signing in within the grace period undoes a requested deletion, and the person is told (decision 39).
        onSignIn: async (user, address) => {
          const deleteAfter = await cancelDeletion(db, user.id, address);
          if (!deleteAfter) return undefined;
          void mail.deletionCancelled(user, deleteAfter);
          return 'deletion_cancelled';
        },
      }),
      ...(settings.recaptcha
        ? [
            captcha({
              provider: 'google-recaptcha',
              secretKey: settings.recaptcha.secretKey,
              siteVerifyURLOverride: settings.recaptcha.verifyUrl,
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const bannedError = () =>
  APIError.from('FORBIDDEN', { code: 'BANNED_USER', message: 'This account is banned.' });
