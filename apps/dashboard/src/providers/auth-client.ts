import type {
  AccountProfile,
  AuthSession,
  AuthUser,
  PublicConfig,
  SecurityEventsPage,
} from '@vela/api-client';
import type { Locale } from '@vela/locales';
import type { HostAlertSettings, MailPreferences } from '@vela/validation';
import { isRole } from './can-access.ts';
import { readAttempts, retryDelayMs } from './outage.ts';

export type Session = AuthSession;

/** The signed-in person as `get-session` describes them, with two-factor authentication known to be on or off. */
export type SessionUser = Omit<AuthUser, 'twoFactorEnabled'> & { twoFactorEnabled: boolean };

export interface SessionState {
  session: Session;
  user: SessionUser;
}

export type Profile = AccountProfile;

/**
 * A refused or failed call: `status` is the HTTP status (null when the server was not reached) and `code`
 * the stable key the API sends, a key of the `errors` or `validation` texts.
 */
export class AuthError extends Error {
  readonly status: number | null;
  readonly code: string;
  /** Per-field codes, when the API names the fields it refused. */
  readonly fields: Record<string, string>;

  constructor(status: number | null, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** The captcha's answer, sent in the header the API checks. */
  captcha?: string;
  query?: Record<string, string>;
}

function fieldsOf(payload: Record<string, unknown>): Record<string, string> {
  const fields = payload.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, value]) => {
      if (typeof value === 'string') return [[name, value]];
      if (typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string')
        return [[name, (value as { key: string }).key]];
      return [];
    }),
  );
}

function errorOf(status: number, payload: unknown): AuthError {
  if (typeof payload === 'object' && payload !== null) {
    const body = payload as Record<string, unknown>;
    const code = typeof body.code === 'string' ? body.code : undefined;
    const message =
      typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : '';
    if (code) return new AuthError(status, code, message || code, fieldsOf(body));
  }
  const code =
    status === 401
      ? 'please_sign_in'
      : status === 429
        ? 'rate_limited'
        : status === 503
          ? 'unavailable'
          : 'unexpected';
  return new AuthError(status, code, `HTTP ${status}`);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `fetch` for a read: sent again after `Retry-After` while the API answers 503, up to {@link readAttempts}. */
async function fetchRead(input: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(input, init);
    if (response.status !== 503 || attempt >= readAttempts) return response;
    await wait(retryDelayMs(response.headers.get('retry-after')));
  }
}

/** One call to the API's account endpoints, with the session cookie; a refusal is thrown as {@link AuthError}. */
async function authRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, captcha, query } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (captcha) headers['x-captcha-response'] = captcha;
  const search = query ? `?${new URLSearchParams(query)}` : '';
  let response: Response;
  try {
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    // A read is asked again while the API answers 503 (its database or Redis is out of reach for a moment).
    response = await (method === 'GET' ? fetchRead : fetch)(`${path}${search}`, init);
  } catch (cause) {
    throw new AuthError(null, 'network', String(cause));
  }
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (!response.ok) throw errorOf(response.status, payload);
  return payload as T;
}

const auth = (endpoint: string) => `/api/auth/${endpoint}`;

/** Where the dashboard is served; links in e-mails lead back below it. */
export const dashboardBase = '/dashboard';

function toSessionState(payload: unknown): SessionState | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { session, user } = payload as { session?: Session; user?: Record<string, unknown> };
  if (!session || !user) return null;
  return {
    session,
    user: {
      ...(user as unknown as AuthUser),
      role: isRole(user.role) ? user.role : 'customer',
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
  };
}

export interface SignInResult {
  twoFactorRequired: boolean;
}

export const authClient = {
  /** `GET /api/config`: the captcha the forms need and the promotion, before anyone signs in. */
  publicConfig: () => authRequest<PublicConfig>('/api/config'),
  getSession: async () =>
    toSessionState(
      await authRequest<unknown>(auth('get-session'), { query: { disableCookieCache: 'true' } }),
    ),

  // The API checks the whole form again, repeated password included; the e-mail's link leads to
  // `/dashboard/verify-email`.
  signUp: (
    values: { email: string; password: string; repeatPassword: string; locale: string },
    captcha?: string,
  ) =>
    authRequest<unknown>(auth('sign-up/email'), {
      body: {
        email: values.email,
        password: values.password,
        repeatPassword: values.repeatPassword,
        name: '',
        locale: values.locale,
      },
      captcha,
    }),

  signIn: async (values: { email: string; password: string }, captcha?: string): Promise<SignInResult> => {
    const answer = await authRequest<{ twoFactorRedirect?: boolean }>(auth('sign-in/email'), {
      body: { email: values.email, password: values.password, rememberMe: true },
      captcha,
    });
    return { twoFactorRequired: answer?.twoFactorRedirect === true };
  },

  signOut: () => authRequest<unknown>(auth('sign-out'), { body: {} }),

  verifyEmail: (token: string) => authRequest<unknown>(auth('verify-email'), { query: { token } }),

  sendVerificationEmail: (email: string, captcha?: string) =>
    authRequest<unknown>(auth('send-verification-email'), {
      body: { email },
      captcha,
    }),

  requestPasswordReset: (email: string, captcha?: string) =>
    authRequest<unknown>(auth('request-password-reset'), {
      body: { email, redirectTo: `${dashboardBase}/reset-password` },
      captcha,
    }),

  resetPassword: (token: string, newPassword: string) =>
    authRequest<unknown>(auth('reset-password'), { body: { token, newPassword } }),

  changePassword: (currentPassword: string, newPassword: string) =>
    authRequest<unknown>(auth('change-password'), {
      body: { currentPassword, newPassword, revokeOtherSessions: true },
    }),

  /** Remembers on the account the language the person reads the dashboard in: its e-mails are written in it. */
  rememberLanguage: (locale: Locale) => authRequest<unknown>(auth('update-user'), { body: { locale } }),

  listSessions: () => authRequest<Session[]>(auth('list-sessions')),

  revokeSession: (token: string) => authRequest<unknown>(auth('revoke-session'), { body: { token } }),

  twoFactor: {
    enable: (password: string) =>
      authRequest<{ totpURI: string; backupCodes: string[] }>(auth('two-factor/enable'), {
        body: { password },
      }),
    verifyTotp: (code: string, trustDevice: boolean) =>
      authRequest<unknown>(auth('two-factor/verify-totp'), { body: { code, trustDevice } }),
    verifyBackupCode: (code: string, trustDevice: boolean) =>
      authRequest<unknown>(auth('two-factor/verify-backup-code'), { body: { code, trustDevice } }),
    disable: (password: string) => authRequest<unknown>(auth('two-factor/disable'), { body: { password } }),
    generateBackupCodes: (password: string) =>
      authRequest<{ backupCodes: string[] }>(auth('two-factor/generate-backup-codes'), {
        body: { password },
      }),
  },

  account: {
    get: () => authRequest<Profile>('/api/account'),
    update: (profile: { fullName: string; country: string; phone?: string | undefined }) =>
      authRequest<Profile>('/api/account', { method: 'PUT', body: profile }),
    /** The person's security events, newest first; `page` counts from 1. */
    securityEvents: (page: number, perPage: number) =>
      authRequest<SecurityEventsPage>('/api/account/security-events', {
        query: { page: String(page), perPage: String(perPage) },
      }),
    /** Asks to move the account to a new address: a link goes there to confirm it. */
    changeEmail: (email: string, password: string) =>
      authRequest<{ email: string }>('/api/account/email-change', { body: { email, password } }),
    /** Asks to delete the account: final at `deleteAfter`, undone by signing in before then. */
    requestDeletion: (body: { password: string; code?: string | undefined; confirmation: string }) =>
      authRequest<{ deleteAfter: string }>('/api/account/deletion', { body }),
    /** Which reminders the person receives, each kind on or off. */
    mailPreferences: () => authRequest<MailPreferences>('/api/account/mail-preferences'),
    saveMailPreferences: (preferences: MailPreferences) =>
      authRequest<MailPreferences>('/api/account/mail-preferences', { method: 'PUT', body: preferences }),
    /** A reseller's host alerts: on or off, and from how many failing clients. */
    hostAlerts: () => authRequest<HostAlertSettings>('/api/account/host-alerts'),
    saveHostAlerts: (settings: HostAlertSettings) =>
      authRequest<HostAlertSettings>('/api/account/host-alerts', { method: 'PUT', body: settings }),
  },
};
