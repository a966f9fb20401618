import type { components, paths } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** The roles of `/api/admin/*`: what each may do is in DESIGN section 5. */
export type UserRole = Schemas['AdminMe']['role'];

/** A signed-in browser's session, as `GET /api/auth/get-session` answers it with its person. */
export type AuthSession = Schemas['AuthSession'];

/** The signed-in person, as the account endpoints under `/api/auth/` answer them. */
export type AuthUser = Schemas['AuthUser'];

/** `GET /api/account` and the answer of `PUT /api/account`. */
export type AccountProfile = Schemas['Account'];

/** The body of `PUT /api/account`: `profileFormSchema` of `@vela/validation`, plus an optional `locale`. */
export type AccountUpdate = NonNullable<
  paths['/account']['put']['requestBody']
>['content']['application/json'];

/**
 * What happened to the safety of an account (`GET /api/account/security-events`): the person's own sign-ins
 * and changes (`account.*`), an operator's changes to the account (`user.*`, shown as support's), and the
 * account's API keys made and revoked (`api_key.*`).
 */
export type SecurityEventAction = Schemas['SecurityEvent']['action'];

/** What an event says besides its action; never a secret, token or hash. */
export type SecurityEventDetails = Schemas['SecurityEvent']['details'];

export type SecurityEvent = Schemas['SecurityEvent'];

/** One page of security events, newest first, and how many there are. */
export type SecurityEventsPage =
  paths['/account/security-events']['get']['responses'][200]['content']['application/json'];

/** `GET /api/admin/me`: who is signed in, for the dashboard's access rules. */
export type AdminMe = Schemas['AdminMe'];

/** Which captcha the sign-up, sign-in and password-reset requests need (in `GET /api/config`). */
export type CaptchaConfig = Schemas['PublicConfig']['captcha'];

/**
 * One e-mail of `GET /api/dev/outbox` (outside production only, and not in `/api/openapi.json`), newest
 * first.
 */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/**
 * The `code` of every error answer of `/api/auth/*`, `/api/account` and `/api/admin/*`. Each is a key of
 * `packages/locales/{locale}/errors.json` (`dashboard` or `generic` block) or of `validation.json`.
 * better-auth's own codes are translated by the API:
 *
 * | better-auth                                                     | code                     | status |
 * | --------------------------------------------------------------- | ------------------------ | ------ |
 * | INVALID_EMAIL_OR_PASSWORD                                       | `login_failed`           | 401    |
 * | USER_ALREADY_EXISTS, USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL      | `user_exists`            | 422    |
 * | EMAIL_NOT_VERIFIED                                              | `email_not_confirmed`    | 403    |
 * | INVALID_TOKEN, TOKEN_EXPIRED                                    | `invalid_token`          | 400    |
 * | INVALID_PASSWORD (change-password's current password)           | `current_password_wrong` | 400    |
 * | PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG                          | `min_length` / `max_length` (validation) | 400 |
 * | INVALID_EMAIL                                                   | `email` (validation)     | 400    |
 * | INVALID_CODE, INVALID_BACKUP_CODE, OTP_HAS_EXPIRED, INVALID_TWO_FACTOR_COOKIE | `two_factor_invalid` | 401 |
 * | TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE, ACCOUNT_TEMPORARILY_LOCKED  | `rate_limited`           | 429    |
 * | MISSING_RESPONSE, VERIFICATION_FAILED (captcha)                 | `captcha_required`       | 400    |
 * | INVALID_ORIGIN, MISSING_OR_NULL_ORIGIN, CROSS_SITE_NAVIGATION_LOGIN_BLOCKED | `invalid_origin` | 403 |
 * | SESSION_EXPIRED, SESSION_NOT_FRESH                              | `session_ended`          | 401    |
 * | FAILED_TO_CREATE_USER, FAILED_TO_UPDATE_USER                    | `data_not_saved`         | 500    |
 * | BANNED_USER (our refusal of a banned account's new session)     | `account_banned`         | 403    |
 * | any other 401 / 403 / 404 / 429 / 5xx                           | `please_sign_in` / `not_authorized` / `not_found` / `rate_limited` / `server` | |
 *
 * Our own checks add `please_sign_in` (401, no session), `session_ended` (401, the session cookie no longer
 * names a session), `not_authorized` (403, wrong role), `two_factor_required` (403, an operator without
 * two-factor authentication on `/api/admin/*`), `account_banned` (403, a banned account), `rate_limited` (429 with
 * `Retry-After`) and any validation key. The users screen adds `user_not_found` (404, no account has that e-mail
 * address), `last_operator` (409, the change would leave no operator) and `own_account` (409, an operator banning
 * themselves).
 */
export type AccountErrorCode =
  | 'login_failed'
  | 'user_exists'
  | 'email_not_confirmed'
  | 'invalid_token'
  | 'current_password_wrong'
  | 'two_factor_invalid'
  | 'two_factor_required'
  | 'two_factor_code_needed'
  | 'deletion_confirmation_wrong'
  | 'account_banned'
  | 'user_not_found'
  | 'last_operator'
  | 'own_account'
  | 'captcha_required'
  | 'invalid_origin'
  | 'please_sign_in'
  | 'session_ended'
  | 'not_authorized'
  | 'data_not_saved'
  | 'rate_limited'
  | 'not_found'
  | 'server'
  | 'invalid_request';
