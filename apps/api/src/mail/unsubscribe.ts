import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReminderKindName } from '@vela/validation';

/** What a one-click link can turn off: one kind of reminder, a reseller's host alerts or its low-balance warning. */
export type UnsubscribeKind = ReminderKindName | 'host_alerts' | 'low_balance';

const unsubscribeKinds: readonly string[] = [
  'trial_ending',
  'premium_ending',
  'privacy_ended',
  'host_alerts',
  'low_balance',
] satisfies readonly UnsubscribeKind[];

/** Where a reminder's or an alert's one-click unsubscribe link leads (GET: a page to confirm; POST: done, RFC 8058). */
export const unsubscribePath = (token: string) => `/api/mail/unsubscribe/${token}`;

const sign = (key: Buffer, userId: string, kind: string) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/**
 * A token that turns one kind of reminder (or the host alerts) off for one account without signing in: the account id and the
 * kind, signed with a key derived from the server's secret. It does not expire: the link in an old e-mail
 * still works, and all it can do is turn that reminder off.
 */
export function unsubscribeToken(key: Buffer, userId: string, kind: UnsubscribeKind): string {
  return `${userId}.${kind}.${sign(key, userId, kind)}`;
}

/** The account and kind a token names, or null when its signature is not ours. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: string; kind: UnsubscribeKind } | null {
  const [userId, kind, signature] = token.split('.');
  if (!userId || !kind || !signature) return null;
  if (!unsubscribeKinds.includes(kind)) return null;
  const expected = Buffer.from(sign(key, userId, kind));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind: kind as UnsubscribeKind };
}

/** The key of these links, derived from the server's secret so that it needs no setting of its own. */
export function mailLinkKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('vela mail links').digest();
}
