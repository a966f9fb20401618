import type { AuthProvider, UserIdentity } from 'react-admin';
import { accountSections } from '../account/sections.ts';
import { AuthError, authClient, dashboardBase, type SessionState, type SessionUser } from './auth-client.ts';
import { type AccessRequest, canAccess, type Role } from './can-access.ts';

/** Texts of the errors namespace shown about the session. */
export const authMessages = {
  pleaseSignIn: 'errors.dashboard.please_sign_in',
  sessionEnded: 'errors.dashboard.session_ended',
  notAuthorized: 'errors.dashboard.not_authorized',
} as const;

/** Why someone was sent to the sign-in screen: a page needed it, or their session ended meanwhile. */
type SignInReason = 'please_sign_in' | 'session_ended';

/**
 * What `login` is given: the sign-in form's values, or word that better-auth accepted the second factor of a
 * sign-in that needed one (then the session already exists and is read).
 */
type LoginParams =
  | { email: string; password: string; captcha?: string; twoFactorPath: string }
  | { secondFactorAccepted: true };

/**
 * The answer of `login`. With `redirectTo`, react-admin's `useLogin` goes there instead of the page that
 * asked for sign-in: the second-factor step, which returns there afterwards.
 */
type LoginOutcome = { redirectTo: string } | { user: SessionUser };

export interface AppAuthProvider extends AuthProvider {
  login: (params: LoginParams) => Promise<LoginOutcome>;
  /** The signed-in person as cached at sign-in, without a call. */
  currentUser: () => SessionUser | undefined;
  /** Re-reads the session, e.g. after two-factor was turned on or the profile changed. */
  refreshSession: () => Promise<SessionUser | undefined>;
  /** Why the last page that needed a session did not get one; the sign-in screen says so. */
  signInReason: () => SignInReason | undefined;
}

/** Where an operator without two-factor authentication is sent: the account screen that sets it up. */
export const twoFactorSetupPath = `${dashboardBase}${accountSections.twoFactor}`;

/** The `code` of the API's error answer carried by a refused data call (react-admin's `HttpError.body`). */
function bodyCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const body = (error as { body: unknown }).body;
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const code = (body as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof AuthError) return error.status ?? undefined;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** A call the API could not answer for now: 503 while its database or Redis is away, or not reached at all. */
function isOutage(error: unknown): boolean {
  return statusOf(error) === 503 || (error instanceof AuthError && error.status === null);
}

/**
 * The authProvider on better-auth's endpoints. The session lives in an httpOnly cookie; the person and their
 * role are cached here at sign-in (and read once per page load), so `canAccess` answers without a call.
 */
export function createAuthProvider(): AppAuthProvider {
  let state: SessionState | null | undefined;
  let loading: Promise<SessionState | null> | undefined;
  // Whether someone was signed in during this page's life: then a missing session means it ended.
  let hadSession = false;

  const load = () => {
    loading ??= authClient
      .getSession()
      .then((fresh) => {
        state = fresh;
        if (fresh) hadSession = true;
        return fresh;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  const current = async () => (state === undefined ? load() : state);

  const forget = () => {
    state = null;
  };

  let reason: SignInReason | undefined;
  // react-admin would show its own notice; the sign-in screen shows ours, which stays until signing in.
  const refuse = (why: SignInReason) => {
    reason = why;
    return { message: false as const };
  };
  // Why the person has no session now. A screen's calls may all come back 401 at once when the session
  // ended: the first signs out (react-admin's `logout` after `checkError`), and the later ones must still say
  // that the session ended, not that it is needed, whichever the sign-in screen reads.
  const noSession = (): SignInReason =>
    hadSession || reason === 'session_ended' ? 'session_ended' : 'please_sign_in';

  const role = async (): Promise<Role | undefined> => (await current())?.user.role;

  return {
    async login(params) {
      if (!('secondFactorAccepted' in params)) {
        const { twoFactorRequired } = await authClient.signIn(params, params.captcha);
        if (twoFactorRequired) return { redirectTo: params.twoFactorPath };
      }
      const fresh = await load();
      if (!fresh) throw new AuthError(401, 'login_failed', 'No session after sign-in');
      reason = undefined;
      return { user: fresh.user };
    },

    currentUser: () => state?.user ?? undefined,

    signInReason: () => reason,

    async refreshSession() {
      return (await load())?.user;
    },

    async logout() {
      if (state) {
        try {
          await authClient.signOut();
        } catch {
          // Signing out of a session that already ended is still signing out.
        }
      }
      forget();
      hadSession = false;
    },

    async checkAuth() {
      let session: SessionState | null;
      try {
        session = await current();
      } catch (error) {
        // The API could not tell (503 while its database or Redis is away, or not reached): an outage signs
        // nobody out. The page's own calls say that the service is unavailable, and are asked again.
        if (isOutage(error)) return;
        throw error;
      }
      if (session) return;
      throw refuse(noSession());
    },

    async checkError(error) {
      // An operator whose two-factor authentication is off (just promoted, or reset by another operator) is
      // sent to set it up, still signed in, with the session read again so the screens know it.
      if (statusOf(error) === 403 && bodyCodeOf(error) === 'two_factor_required') {
        await load().catch(() => undefined);
        throw {
          logoutUser: false,
          redirectTo: twoFactorSetupPath,
          message: 'errors.dashboard.two_factor_required',
        };
      }
      // Only a missing or ended session signs out; a refusal (403) is shown where it happened, and so is a
      // wrong code or password, which better-auth also answers with 401, and an outage (503), which the
      // API answers while its database or Redis is out of reach.
      if (statusOf(error) !== 401) return;
      const code = error instanceof AuthError ? error.code : bodyCodeOf(error);
      if (code !== undefined && !['please_sign_in', 'session_ended'].includes(code)) return;
      const why = noSession();
      forget();
      throw refuse(why);
    },

    async getIdentity(): Promise<UserIdentity> {
      const session = await current();
      if (!session) throw refuse('please_sign_in');
      const { user } = session;
      return {
        id: user.id,
        fullName: user.name || user.email,
        email: user.email,
        role: user.role,
        twoFactorEnabled: user.twoFactorEnabled,
      };
    },

    async getPermissions() {
      return role();
    },

    async canAccess(params: AccessRequest) {
      return canAccess(await role(), params);
    },
  };
}
