import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReminderKindName } from '@vela/validation';

/** Where a reminder's one-click unsubscribe link leads (GET: a page to confirm; POST: done, RFC 8058). */
export const unsubscribePath = (token: string) => `/api/mail/unsubscribe/${token}`;

const sign = (key: Buffer, userId: string, kind: string) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/**
 * A token that turns one kind of reminder off for one account without signing in: the account id and the
 * kind, signed with a key derived from the server's secret. It does not expire: the link in an old e-mail
 * still works, and all it can do is turn that reminder off.
 */
export function unsubscribeToken(key: Buffer, userId: string, kind: ReminderKindName): string {
  return `${userId}.${kind}.${sign(key, userId, kind)}`;
}

/** The account and kind a token names, or null when its signature is not ours. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: string; kind: ReminderKindName } | null {
  const [userId, kind, signature] = token.split('.');
  if (!userId || !kind || !signature) return null;
  if (kind !== 'trial_ending' && kind !== 'premium_ending' && kind !== 'privacy_ended') return null;
  const expected = Buffer.from(sign(key, userId, kind));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind };
}

/** The key of these links, derived from the server's secret so that it needs no setting of its own. */
export function mailLinkKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('vela mail links').digest();
}
