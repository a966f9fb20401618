import type { AccountErrorCode, ErrorBody } from '@vela/api-client';
import { fillPlaceholders } from '@vela/locales';
import errors from '@vela/locales/en/errors.json';
import validation from '@vela/locales/en/validation.json';
import { passwordMaxLength, passwordMinLength } from '@vela/validation';

type Code = AccountErrorCode | 'min_length' | 'max_length' | 'email';

/** better-auth's error codes and the keys of `packages/locales` they become (see `AccountErrorCode`). */
const byBetterAuthCode: Record<string, Code> = {
  INVALID_EMAIL_OR_PASSWORD: 'login_failed',
  USER_ALREADY_EXISTS: 'user_exists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'user_exists',
  EMAIL_NOT_VERIFIED: 'email_not_confirmed',
  INVALID_TOKEN: 'invalid_token',
  TOKEN_EXPIRED: 'invalid_token',
  INVALID_PASSWORD: 'current_password_wrong',
  PASSWORD_TOO_SHORT: 'min_length',
  PASSWORD_TOO_LONG: 'max_length',
  INVALID_EMAIL: 'email',
  INVALID_CODE: 'two_factor_invalid',
  INVALID_BACKUP_CODE: 'two_factor_invalid',
  OTP_HAS_EXPIRED: 'two_factor_invalid',
  INVALID_TWO_FACTOR_COOKIE: 'two_factor_invalid',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'rate_limited',
  ACCOUNT_TEMPORARILY_LOCKED: 'rate_limited',
  MISSING_RESPONSE: 'captcha_required',
  VERIFICATION_FAILED: 'captcha_required',
  INVALID_ORIGIN: 'invalid_origin',
  MISSING_OR_NULL_ORIGIN: 'invalid_origin',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'invalid_origin',
  SESSION_EXPIRED: 'session_ended',
  SESSION_NOT_FRESH: 'session_ended',
  FAILED_TO_CREATE_USER: 'data_not_saved',
  FAILED_TO_UPDATE_USER: 'data_not_saved',
  BANNED_USER: 'account_banned',
};

const byStatus: Record<number, Code> = {
  401: 'please_sign_in',
  403: 'not_authorized',
  404: 'not_found',
  429: 'rate_limited',
};

const statusOf: Partial<Record<Code, number>> = {
  login_failed: 401,
  user_exists: 422,
  email_not_confirmed: 403,
  invalid_token: 400,
  captcha_required: 400,
  invalid_origin: 403,
  two_factor_invalid: 401,
  rate_limited: 429,
  session_ended: 401,
  account_banned: 403,
};

/**
 * How long better-auth locks the second factor of an account after repeated wrong codes (its `accountLockout`,
 * set in `auth.ts`). Its refusals for too many codes carry no `Retry-After`; they announce this, the longest wait.
 */
export const twoFactorLockSeconds = 15 * 60;

const limits = { min_length: { min: passwordMinLength }, max_length: { max: passwordMaxLength } } as const;

/** The English text of a key, wherever the locales keep it. */
function englishText(code: string): string {
  const text =
    (errors.dashboard as Record<string, string>)[code] ??
    (errors.generic as Record<string, string>)[code] ??
    (validation as Record<string, string>)[code] ??
    errors.generic.invalid_request;
  const params: Record<string, number> = limits[code as keyof typeof limits] ?? {};
  return fillPlaceholders(text, params);
}

export function errorBody(code: string): ErrorBody {
  return { error: englishText(code), code };
}

/**
 * better-auth answers errors as `{code, message}` with its own codes; the dashboard expects ours. Every error
 * answer of `/api/auth/*` is rewritten to `{error, code}`, keeping its headers (Set-Cookie, Retry-After); a 429
 * always says in `Retry-After` how long to wait.
 */
export async function translateAuthError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  const theirs = typeof body?.code === 'string' ? body.code : '';
  const code: Code =
    byBetterAuthCode[theirs] ??
    byStatus[response.status] ??
    (response.status >= 500 ? 'server' : 'invalid_request');
  const status = response.status >= 500 ? response.status : (statusOf[code] ?? response.status);
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  if (status === 429 && !headers.has('retry-after')) headers.set('retry-after', String(twoFactorLockSeconds));
  return new Response(JSON.stringify(errorBody(code)), { status, headers });
}
