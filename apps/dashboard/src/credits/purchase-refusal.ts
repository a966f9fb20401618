import type { CreditPurchaseErrorCode } from '@vela/api-client';
import type { ShownMessage } from '../providers/error-text.ts';
import { errorCode, shownMessageOf } from '../providers/errors.ts';

/** The refusals of a purchase of credits, each with a text of its own in `errors.dashboard`. */
const purchaseCodes: ReadonlySet<string> = new Set<CreditPurchaseErrorCode>([
  'credit_pack_not_found',
  'credits_frozen',
  'payment_not_completed',
  'payment_provider_error',
]);

/**
 * What to say when the API refused a purchase of credits or could not complete it. Frozen credits come as a 403,
 * which the data provider otherwise words as a refusal of the person's rights: here it says why.
 */
export function purchaseRefusal(error: unknown): ShownMessage {
  const code = errorCode(error);
  return code && purchaseCodes.has(code) ? { key: `errors.dashboard.${code}` } : shownMessageOf(error);
}
