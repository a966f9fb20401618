import type { Brand } from '@vela/validation';
import type { AuthUserRef } from '../auth/auth.ts';
import { compose, localeOf } from './account-emails.ts';
import type { OutgoingMail } from './mailer.ts';

/**
 * Tells the account a TV left, in its language, that the TV was reset on itself: it is no longer in the
 * account and its playlists are gone. Whoever holds the TV may claim it now, so the owner hears of it.
 */
export function deviceResetMail(
  owner: AuthUserRef,
  deviceId: string,
  name: string | null,
  brand: Brand,
): OutgoingMail {
  return compose(localeOf(owner), owner, brand, (t) => ({
    subject: t.device_reset.subject,
    identifiers: { deviceid: deviceId },
    // The owner's own name for the TV, in whatever script they wrote it: a value, not a left-to-right id.
    values: name ? { devicename: name } : undefined,
    paragraphs: [t.device_reset.body, ...(name ? [t.device_reset.named] : []), t.device_reset.kept],
    after: [t.device_reset.again, t.device_reset.warning],
  }));
}
