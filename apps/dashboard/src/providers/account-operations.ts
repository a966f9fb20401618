import type { Locale } from '@vela/locales';
import type { HostAlertSettings, MailPreferences } from '@vela/validation';
import { HttpError } from 'react-admin';
import { api } from '../api.ts';
import { AuthError, authClient, type Profile, type Session } from './auth-client.ts';
import { errorMessageKey } from './errors.ts';

/** The field of a react-admin form a refusal is about, and the key of the text shown under it. */
type FieldError = readonly [field: string, message: string];

/** Which field of its form a refusal of one operation concerns, if any. */
type FieldOf = (refusal: AuthError) => FieldError | undefined;

const noField: FieldOf = () => undefined;

/** The API's codes that concern one field, each shown with its text in the `errors.dashboard` block. */
const onFields =
  (fields: Record<string, string>): FieldOf =>
  ({ code }) => {
    const field = fields[code];
    return field ? [field, `errors.dashboard.${code}`] : undefined;
  };

/**
 * A refusal of the account endpoints as the data provider's refusals are: an `HttpError` whose message is the
 * key of its text, whose body is the API's `{error, code}`, and whose `errors` name the field it concerns, for
 * react-admin's forms to show it there. A call that never reached the API has status 0 and the code `network`.
 */
function asHttpError(error: unknown, fieldOf: FieldOf): unknown {
  if (!(error instanceof AuthError)) return error;
  const field = fieldOf(error);
  return new HttpError(errorMessageKey(error.code), error.status ?? 0, {
    error: error.message,
    code: error.code,
    ...(field ? { errors: { [field[0]]: field[1] } } : {}),
  });
}

/** Runs one call of the account client, refusing as the data provider does. */
async function run<T>(call: () => Promise<T>, fieldOf: FieldOf = noField): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asHttpError(error, fieldOf);
  }
}

const passwordFields = onFields({ current_password_wrong: 'password', login_failed: 'password' });

/** A reseller's host alerts are one number: every refusal of the rule is about it. */
const hostAlertFields: FieldOf = ({ status, code }) =>
  status === 400 ? ['min_failing_clients', `validation.${code}`] : undefined;

/** The browsers signed in to the account, most recently seen first, and which of them is this one. */
export interface SignedInBrowsers {
  sessions: Session[];
  currentId: string | undefined;
}

/**
 * The signed-in person's own account: our `/api/account` endpoints and better-auth's (password, sessions,
 * two-factor), through the account client, each refusal an `HttpError` with its code and the field it concerns;
 * and the public configuration and health. The data provider offers them beside the API's admin operations.
 */
export function createAccountOperations() {
  return {
    /** `GET /api/config`: the captcha and the promotion. */
    getPublicConfig: () => run(() => authClient.publicConfig()),
    /** `GET /api/health`: whether the API and its database answer now. */
    getHealth: () => api.health(),

    getAccount: () => run(() => authClient.account.get()),
    updateAccount: (profile: { fullName: string; country: string; phone?: string | undefined }) =>
      run<Profile>(() => authClient.account.update(profile)),
    /** The person's security events, newest first; `page` counts from 1. */
    listSecurityEvents: ({ page, perPage }: { page: number; perPage: number }) =>
      run(() => authClient.account.securityEvents(page, perPage)),
    /** Asks to move the account to a new address: a link goes there to confirm it. */
    requestEmailChange: ({ email, password }: { email: string; password: string }) =>
      run(
        () => authClient.account.changeEmail(email, password),
        onFields({ current_password_wrong: 'password', user_exists: 'email' }),
      ),
    /** Asks to delete the account: final at `deleteAfter`, undone by signing in before then. */
    requestAccountDeletion: (body: { password: string; code?: string | undefined; confirmation: string }) =>
      run(
        () => authClient.account.requestDeletion(body),
        onFields({
          current_password_wrong: 'password',
          two_factor_invalid: 'code',
          two_factor_code_needed: 'code',
          deletion_confirmation_wrong: 'confirmation',
        }),
      ),
    getMailPreferences: () => run(() => authClient.account.mailPreferences()),
    updateMailPreferences: (preferences: MailPreferences) =>
      run(() => authClient.account.saveMailPreferences(preferences)),
    getHostAlertSettings: () => run(() => authClient.account.hostAlerts()),
    updateHostAlertSettings: (settings: HostAlertSettings) =>
      run(() => authClient.account.saveHostAlerts(settings), hostAlertFields),

    /** Every other session is signed out. */
    changePassword: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      run(
        () => authClient.changePassword(currentPassword, newPassword),
        onFields({ current_password_wrong: 'currentPassword', passwords_mismatch: 'confirmPassword' }),
      ),
    /** Remembers the language the person reads the dashboard in: the account's e-mails are written in it. */
    rememberLanguage: (locale: Locale) => run(() => authClient.rememberLanguage(locale)),

    listSignedInBrowsers: async (): Promise<SignedInBrowsers> => {
      const [list, current] = await Promise.all([
        run(() => authClient.listSessions()),
        run(() => authClient.getSession()),
      ]);
      return {
        sessions: [...list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
        currentId: current?.session.id,
      };
    },
    revokeSession: (token: string) => run(() => authClient.revokeSession(token)),

    enableTwoFactor: (password: string) => run(() => authClient.twoFactor.enable(password), passwordFields),
    disableTwoFactor: (password: string) => run(() => authClient.twoFactor.disable(password), passwordFields),
    generateBackupCodes: (password: string) =>
      run(() => authClient.twoFactor.generateBackupCodes(password), passwordFields),
    verifyTotp: (code: string) =>
      run(() => authClient.twoFactor.verifyTotp(code, false), onFields({ two_factor_invalid: 'code' })),
  };
}

export type AccountOperations = ReturnType<typeof createAccountOperations>;
