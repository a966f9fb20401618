import { validationKeys } from '@vela/validation/keys';
import { ApiError } from './errors.ts';

/** Error codes that are validation keys: their text is in the `validation` namespace. */
const validationCodes = new Set<string>(Object.values(validationKeys));

/** Error codes of the API that have a text of their own in the `errors` namespace. */
const errorCodes: Record<string, string> = {
  rate_limited: 'generic.rate_limited',
  payload_too_large: 'generic.payload_too_large',
  malformed_json: 'generic.invalid_request',
  unsupported_media_type: 'generic.unsupported_media_type',
  invalid_request: 'generic.invalid_request',
  not_found: 'generic.not_found',
  device_not_found: 'playlist.device_not_found',
  slots_full: 'playlist.slots_full',
  upload_protected: 'playlist.upload_protected',
  host_code_suspended: 'playlist.host_code_suspended',
  lifetime_licence_owned: 'payment.lifetime_owned',
  internal: 'generic.server',
  unavailable: 'generic.unavailable',
};

/** A text of `@vela/locales` to show for a failed call: namespace, key and the values of its placeholders. */
export interface ErrorText {
  namespace: 'errors' | 'validation';
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Turns any failure of a call into the spec's outcome, as a translatable text: 'Network error. Please try
 * again.' when the server was not reached, 'HTTP {status}' when it answered without a reason, the rule
 * that failed for a refused input, and 'Something went wrong.' for anything else.
 */
export function describeApiError(error: unknown): ErrorText {
  if (!(error instanceof ApiError)) return { namespace: 'errors', key: 'generic.something_went_wrong' };
  if (error.key === 'network') return { namespace: 'errors', key: 'generic.network' };
  if (error.key === 'http_status')
    return { namespace: 'errors', key: 'generic.http_status', params: error.params };
  if (validationCodes.has(error.code)) return { namespace: 'validation', key: error.code };
  const known = errorCodes[error.code];
  return known
    ? { namespace: 'errors', key: known }
    : { namespace: 'errors', key: 'generic.something_went_wrong' };
}
