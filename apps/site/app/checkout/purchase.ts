import type { Licence } from '@vela/api-client';

/** What the success page shows of a purchase that just completed; it travels in the history entry's state. */
export interface Purchase {
  plan: 'basic' | 'premium';
  deviceid: string;
  /** The end of Privacy Mode after the purchase, when the device has it. */
  privacyUntil: string | null;
  /** The payment provider's order or subscription id. */
  reference: string;
}

export function purchaseState({
  plan,
  deviceid,
  licence,
  reference,
}: {
  plan: Purchase['plan'];
  deviceid: string;
  licence: Licence;
  reference: string;
}): { purchase: Purchase } {
  const privacyUntil = licence.privacy_active ? licence.privacy_expires_at : null;
  return { purchase: { plan, deviceid, privacyUntil, reference } };
}

/** The purchase in a history entry's state, or null when the page was opened some other way. */
export function purchaseOf(state: unknown): Purchase | null {
  if (typeof state !== 'object' || state === null) return null;
  const candidate = (state as { purchase?: Partial<Purchase> }).purchase;
  if (
    !candidate ||
    (candidate.plan !== 'basic' && candidate.plan !== 'premium') ||
    typeof candidate.deviceid !== 'string' ||
    typeof candidate.reference !== 'string'
  )
    return null;
  return {
    plan: candidate.plan,
    deviceid: candidate.deviceid,
    reference: candidate.reference,
    privacyUntil: typeof candidate.privacyUntil === 'string' ? candidate.privacyUntil : null,
  };
}
