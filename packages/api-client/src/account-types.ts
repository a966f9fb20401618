/** The roles of `/api/admin/*`: what each may do is in DESIGN section 5. */
export type UserRole = 'customer' | 'reseller' | 'operator';

/** `GET /api/account` and the answer of `PUT /api/account`. */
export interface AccountProfile {
  id: string;
  /** Read-only: the address the account was created with. */
  email: string;
  fullName: string;
  /** Two-letter ISO 3166 code in upper case, or null until the profile is completed. */
  country: string | null;
  phone: string | null;
  /** The language e-mails are written in. */
  locale: string;
  role: UserRole;
  twoFactorEnabled: boolean;
  /** Full name and country are filled in. */
  profileComplete: boolean;
}

/** The body of `PUT /api/account`, checked with `profileFormSchema` (plus an optional `locale`). */
export interface AccountUpdate {
  fullName: string;
  country: string;
  phone?: string;
  /** A locale code of `@vela/locales`; others are stored as `en`. */
  locale?: string;
}

/**
 * What happened to the safety of an account (`GET /api/account/security-events`): the person's own sign-ins
 * and changes (`account.*`), an operator's changes to the account (`user.*`, shown as support's), and the
 * account's API keys made and revoked (`api_key.*`).
 */
export type SecurityEventAction =
  | 'account.sign_in'
  | 'account.update'
  | 'account.email_verify'
  | 'account.password_change'
  | 'account.password_reset'
  | 'account.two_factor_enable'
  | 'account.two_factor_disable'
  | 'account.backup_codes'
  | 'account.session_revoke'
  | 'account.sessions_revoke_others'
  | 'account.email_change'
  | 'account.email_change_undo'
  | 'user.role'
  | 'user.ban'
  | 'user.unban'
  | 'user.reset_two_factor'
  | 'user.sign_out_everywhere'
  | 'user.password_reset'
  | 'api_key.create'
  | 'api_key.revoke';

/** What an event says besides its action; never a secret, token or hash. */
export interface SecurityEventDetails {
  /** `api_key.*`: the key's name and visible beginning. */
  api_key_name?: string;
  api_key_prefix?: string;
  /** `api_key.revoke`: why. */
  revoked_reason?: 'owner' | 'account_banned' | 'role_changed';
  /** `user.role`: the new role. */
  role?: UserRole;
  /** `account.sign_in`: what completed it. */
  method?: 'password' | 'totp' | 'backup_code';
}

export interface SecurityEvent {
  id: string;
  action: SecurityEventAction;
  /** ISO 8601 instant. */
  at: string;
  /** The person themselves, or support (an operator, whose address is not shown). */
  by: 'you' | 'support';
  /** The client's address, for the person's own events; null for support's and when it was not recorded. */
  address: string | null;
  details: SecurityEventDetails;
}

/** One page of security events, newest first, and how many there are. */
export interface SecurityEventsPage {
  events: SecurityEvent[];
  total: number;
}

/** `GET /api/admin/me`: who is signed in, for the dashboard's access rules. */
export interface AdminMe {
  id: string;
  email: string;
  fullName: string;
  role: UserRole;
  twoFactorEnabled: boolean;
  profileComplete: boolean;
}

/** Which captcha the sign-up, sign-in and password-reset requests need (in `GET /api/config`). */
export type CaptchaConfig = { provider: 'altcha' } | { provider: 'recaptcha'; siteKey: string };

/** One e-mail of `GET /api/dev/outbox` (outside production only), newest first. */
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
