import type { ErrorBody } from '@vela/api-client';
import { HttpError } from 'react-admin';
import type { ShownMessage } from './error-text.ts';

/** Error codes whose text is in the `generic` block of the `errors` texts rather than the `dashboard` one. */
const genericCodes = new Set([
  'rate_limited',
  'payload_too_large',
  'invalid_request',
  'not_found',
  'server',
  'unavailable',
  'network',
]);

/** The key react-admin translates for an error code the API sent. */
export function errorMessageKey(code: string): string {
  return genericCodes.has(code) ? `errors.generic.${code}` : `errors.dashboard.${code}`;
}

/** The stable key of every error answer of the API (`{error, code}`). */
type ApiErrorCode = ErrorBody['code'];

/** The API's error code a refusal carried; undefined for a failure without one (the network, a bug). */
export function errorCode(error: unknown): ApiErrorCode | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return typeof body.code === 'string' ? body.code : undefined;
}

/**
 * The fields a refusal is about, each with the key of its text (react-admin's server-side validation); a form
 * with its own save returns them so that react-admin puts each under its field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const onFields = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return onFields.length > 0 ? Object.fromEntries(onFields) : undefined;
}

/**
 * What a form says above its fields about a failed call: the API's code (`code:`, which `FormMessage` shows),
 * else the data provider's text (a refusal of the caller's rights always so), else that something went wrong.
 */
export function shownMessageOf(error: unknown): ShownMessage {
  if (!(error instanceof HttpError)) return { key: 'errors.generic.something_went_wrong' };
  const code = errorCode(error);
  return code && error.status !== 403 ? { key: `code:${code}` } : { key: error.message };
}
