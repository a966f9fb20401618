import type { CreditErrorCode } from '@vela/api-client';
import type { ShownMessage } from '../providers/error-text.ts';
import { errorCode, shownMessageOf } from '../providers/errors.ts';

/** The refusals of a spend or a refund of credits, each with a text of its own in `errors.dashboard`. */
const creditCodes: ReadonlySet<string> = new Set<CreditErrorCode | 'device_not_found'>([
  'insufficient_credits',
  'credits_frozen',
  'already_licensed',
  'revoke_window_over',
  'activation_revoked',
  'licence_changed',
  'device_not_found',
]);

/**
 * What to say when the API refused to spend or give back credits. Frozen credits come as a 403, which the data
 * provider otherwise words as a refusal of the person's rights: here it says why.
 */
export function creditRefusal(error: unknown): ShownMessage {
  const code = errorCode(error);
  return code && creditCodes.has(code) ? { key: `errors.dashboard.${code}` } : shownMessageOf(error);
}
