import type { Activation } from '@vela/api-client';
import { useEffect, useState } from 'react';

/** The longest wait a browser's timer keeps (about 24.8 days): a later deadline is looked at again then. */
const longestTimer = 2 ** 31 - 1;

/**
 * Whether the reseller who made the activation may still revoke it for its credits back: it is theirs, it still
 * counts, and its grace period has not ended. The API decides again when it is asked.
 */
export function isRevocable(
  activation: Pick<Activation, 'status' | 'revocable_until' | 'reseller_id'>,
  now: number,
  callerId: string | undefined,
): boolean {
  return (
    activation.status === 'active' &&
    callerId !== undefined &&
    activation.reseller_id === callerId &&
    now < Date.parse(activation.revocable_until)
  );
}

/**
 * `isRevocable` now, and again the moment the grace period ends: a page left open loses its Revoke button
 * when revoking is no longer possible.
 */
export function useRevocable(
  activation: Pick<Activation, 'status' | 'revocable_until' | 'reseller_id'> | undefined,
  callerId: string | undefined,
): boolean {
  const [now, setNow] = useState(() => Date.now());
  const until = activation ? Date.parse(activation.revocable_until) : Number.NaN;
  useEffect(() => {
    if (!Number.isFinite(until) || until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(until - now + 1, longestTimer));
    return () => clearTimeout(timer);
  }, [until, now]);
  return activation ? isRevocable(activation, now, callerId) : false;
}
