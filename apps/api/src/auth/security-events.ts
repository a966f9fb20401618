import { type SignInNotice, signInNoticeCookie } from '@vela/api-client';
import { isLocale } from '@vela/locales';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Database } from '../db/database.ts';
import type { SecurityEventAction } from '../domain/security-events.ts';
import { recordSecurityEvent, recordSignIn } from '../store/security-events.ts';
import { handedAddress } from './client-address-header.ts';

const passwordStep = '/sign-in/email';
const secondFactorSteps: ReadonlyMap<string, 'totp' | 'backup_code'> = new Map([
  ['/two-factor/verify-totp', 'totp'],
  ['/two-factor/verify-backup-code', 'backup_code'],
]);

/** Endpoints of a session whose success is one event, whatever they answer. */
const sessionEvents: ReadonlyMap<string, SecurityEventAction> = new Map([
  ['/two-factor/disable', 'account.two_factor_disable'],
  ['/two-factor/generate-backup-codes', 'account.backup_codes'],
  ['/revoke-other-sessions', 'account.sessions_revoke_others'],
]);

const watched = new Set([
  passwordStep,
  ...secondFactorSteps.keys(),
  ...sessionEvents.keys(),
  '/change-password',
  '/update-user',
  '/revoke-session',
]);

/** The person of a completed sign-in, as `onSignIn` hears of it. */
export interface SignedInPerson {
  id: string;
  email: string;
  name: string;
  locale?: string | null;
}

const profileFields = { name: 'full_name', locale: 'locale' } as const;

/** A field of `update-user` as it is stored: an unknown language is kept as English. */
const storedValue = (field: keyof typeof profileFields, value: unknown) =>
  field === 'locale' ? (isLocale(value) ? value : 'en') : value;

/**
 * A better-auth plugin that audits the account's events (sign-ins, password change, two-factor on and off, new
 * recovery codes, profile fields, browsers signed out) once better-auth carried them out, and keeps
 * `users.last_sign_in_at` for the operators' users screen. Its writes are not in our transactions (as for the
 * operators' actions of decision 21); each entry carries the client's address our route handed better-auth
 * (`auth/client-address-header.ts`), and no body value: passwords, codes and tokens never reach the log. A
 * sign-in is complete after the password when no second factor is asked, or after the second factor;
 * verifying a code to turn two-factor authentication on happens inside a session and is that event, not a
 * sign-in; `onSignIn` hears of each completed sign-in. Registered after the two-factor plugin, whose own hook
 * withdraws the session of a sign-in that still needs the second factor.
 */
export function securityEvents(
  db: Database,
  {
    onSignIn,
  }: {
    /** Hears of each completed sign-in; what it answers, the dashboard tells the person once. */
    onSignIn?: (user: SignedInPerson, address: string | null) => Promise<SignInNotice | undefined>;
  } = {},
): BetterAuthPlugin {
  // The sessions a revocation names are looked up before it runs: only ending one of the person's own
  // browsers is an event (another person's token, or none, changes nothing).
  const ownRevocations = new WeakSet<Request>();
  return {
    id: 'security-events',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/revoke-session',
          handler: createAuthMiddleware(async (ctx) => {
            const token = (ctx.body as { token?: unknown } | undefined)?.token;
            if (typeof token !== 'string' || !ctx.request) return;
            const [session, target] = await Promise.all([
              getSessionFromCtx(ctx),
              ctx.context.internalAdapter.findSession(token),
            ]);
            if (session && target?.session.userId === session.user.id) ownRevocations.add(ctx.request);
          }),
        },
      ],
      after: [
        {
          matcher: (context) => watched.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const address = handedAddress(ctx.headers);
            const method = ctx.path === passwordStep ? 'password' : secondFactorSteps.get(ctx.path);
            if (method) {
              const signedIn = ctx.context.newSession;
              if (!signedIn) return;
              const cookie = ctx.context.authCookies.sessionToken.name;
              if (method !== 'password' && (await ctx.getSignedCookie(cookie, ctx.context.secret))) {
                // Inside a session, a new session after the first code means two-factor was just turned on.
                await recordSecurityEvent(db, signedIn.user.id, 'account.two_factor_enable', address);
                return;
              }
              await recordSignIn(db, { userId: signedIn.user.id, method, address, at: new Date() });
              const notice = await onSignIn?.(signedIn.user as SignedInPerson, address);
              if (notice) {
                // Read by the dashboard's script, which removes it once shown: neither secret nor lasting.
                const { secure } = ctx.context.authCookies.sessionToken.attributes;
                ctx.setCookie(signInNoticeCookie, notice, {
                  path: '/',
                  maxAge: 600,
                  sameSite: 'lax',
                  httpOnly: false,
                  secure: secure === true,
                });
              }
              return;
            }
            const user = ctx.context.session?.user;
            if (!user) return;
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const single = sessionEvents.get(ctx.path);
            if (single) return recordSecurityEvent(db, user.id, single, address);
            if (ctx.path === '/change-password')
              return recordSecurityEvent(db, user.id, 'account.password_change', address, {
                after: { other_sessions_ended: body.revokeOtherSessions === true },
              });
            if (ctx.path === '/revoke-session') {
              if (ctx.request && ownRevocations.has(ctx.request))
                await recordSecurityEvent(db, user.id, 'account.session_revoke', address);
              return;
            }
            if (ctx.path === '/update-user') {
              const previous = user as Record<string, unknown>;
              const changed = (Object.keys(profileFields) as (keyof typeof profileFields)[]).filter(
                (field) => field in body && storedValue(field, body[field]) !== previous[field],
              );
              // The dashboard remembers the language it is read in whenever the person switches: a preference
              // of the screens, not an event of the account's security, unless the name changes with it.
              if (!changed.includes('name')) return;
              await recordSecurityEvent(db, user.id, 'account.update', address, {
                before: Object.fromEntries(changed.map((field) => [profileFields[field], previous[field]])),
                after: Object.fromEntries(
                  changed.map((field) => [profileFields[field], storedValue(field, body[field])]),
                ),
              });
            }
          }),
        },
      ],
    },
  };
}
