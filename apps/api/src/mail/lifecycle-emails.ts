import { formatDate, formatMoney } from '@vela/locales';
import type { Brand, ReminderKindName } from '@vela/validation';
import type { AuthUserRef } from '../auth/auth.ts';
import { compose, localeOf } from './account-emails.ts';
import type { OutgoingMail } from './mailer.ts';

/** Where the dashboard shows a receipt, ready to print. */
const receiptPath = (receiptId: string) => `/dashboard/receipts/${encodeURIComponent(receiptId)}/show`;
/** Where the dashboard shows a device. */
const devicePagePath = (deviceRowId: string) => `/dashboard/devices/${encodeURIComponent(deviceRowId)}/show`;
/** The account page's e-mail preferences. */
export const preferencesPath = '/dashboard/account/notifications';

/** A receipt's short number: the first part of its id, upper case, enough to name it to support. */
export const receiptNumber = (receiptId: string) => receiptId.slice(0, 8).toUpperCase();

export interface ReceiptFacts {
  id: string;
  plan: 'basic' | 'premium';
  deviceId: string;
  amount: string;
  currency: string;
  reference: string;
  createdAt: Date;
}

/** The receipt of one purchase or subscription cycle, in the buyer's language, with the seller's details. */
export function receiptMail(
  buyer: AuthUserRef,
  receipt: ReceiptFacts,
  { brand, siteUrl }: { brand: Brand; siteUrl: string },
): OutgoingMail {
  const locale = localeOf(buyer);
  return compose(locale, buyer, brand, (t) => ({
    subject: t.receipt.subject,
    values: {
      plan: receipt.plan === 'basic' ? t.receipt.plan_basic : t.receipt.plan_premium,
      amount: formatMoney({ amount: receipt.amount, currency: receipt.currency }, locale),
      date: formatDate(receipt.createdAt, locale),
      legal: brand.legalEntity,
      address: brand.address,
    },
    identifiers: {
      deviceid: receipt.deviceId,
      reference: receipt.reference,
      number: receiptNumber(receipt.id),
    },
    paragraphs: [
      t.receipt.body,
      t.receipt.number,
      t.receipt.date,
      t.receipt.plan,
      t.receipt.device,
      t.receipt.amount,
      t.receipt.reference,
      t.receipt.seller,
    ],
    action: { label: t.receipt.action, url: `${siteUrl}${receiptPath(receipt.id)}` },
    after: [],
  }));
}

export type ReminderKind = ReminderKindName;

export interface ReminderFacts {
  kind: ReminderKind;
  deviceRowId: string;
  deviceId: string;
  /** When the trial or Privacy Mode ends (or ended). */
  at: Date;
  /** For `premium_ending`: whether an active subscription renews it. */
  renews: boolean;
}

/**
 * A reminder, in the person's language, with the one-click unsubscribe of RFC 8058: `List-Unsubscribe` names
 * the signed link, `List-Unsubscribe-Post` says that a POST to it is enough.
 */
export function reminderMail(
  person: AuthUserRef,
  reminder: ReminderFacts,
  { brand, siteUrl, unsubscribeUrl }: { brand: Brand; siteUrl: string; unsubscribeUrl: string },
): OutgoingMail {
  const locale = localeOf(person);
  const mail = compose(locale, person, brand, (t) => {
    const r = t.reminders;
    const [subject, paragraphs] =
      reminder.kind === 'trial_ending'
        ? [r.trial_subject, [r.trial_body]]
        : reminder.kind === 'privacy_ended'
          ? [r.ended_subject, [r.ended_body, r.ended_renew]]
          : reminder.renews
            ? [r.renews_subject, [r.renews_body, r.renews_cancel]]
            : [r.lapses_subject, [r.lapses_body, r.lapses_renew]];
    return {
      subject,
      values: {
        date: formatDate(reminder.at, locale),
        unsubscribe: unsubscribeUrl,
        preferences: `${siteUrl}${preferencesPath}`,
      },
      identifiers: { deviceid: reminder.deviceId },
      paragraphs,
      action: { label: r.device_action, url: `${siteUrl}${devicePagePath(reminder.deviceRowId)}` },
      after: [r.why, r.unsubscribe, r.preferences],
    };
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Asks the new address to confirm that it is the account's from now on. */
export function emailChangeConfirmMail(
  person: AuthUserRef,
  { newEmail, oldEmail, url }: { newEmail: string; oldEmail: string; url: string },
  brand: Brand,
): OutgoingMail {
  return compose(localeOf(person), { ...person, email: newEmail }, brand, (t) => ({
    subject: t.email_change.subject,
    identifiers: { old: oldEmail },
    paragraphs: [t.email_change.body],
    action: { label: t.email_change.action, url },
    after: [t.email_change.expires, t.ignore],
  }));
}

/** Tells the old address that the account moved to a new one, with the link that undoes it. */
export function emailChangedMail(
  person: AuthUserRef,
  { newEmail, oldEmail, undoUrl }: { newEmail: string; oldEmail: string; undoUrl: string },
  brand: Brand,
): OutgoingMail {
  return compose(localeOf(person), { ...person, email: oldEmail }, brand, (t) => ({
    subject: t.email_changed.subject,
    identifiers: { new: newEmail },
    paragraphs: [t.email_changed.body, t.email_changed.undo],
    action: { label: t.email_changed.action, url: undoUrl },
    after: [t.email_changed.warning],
  }));
}

/** The account will be deleted on `deleteAfter`; signing in before then undoes it (decision 39). */
export function deletionRequestedMail(
  person: AuthUserRef,
  { deleteAfter, signInUrl }: { deleteAfter: Date; signInUrl: string },
  brand: Brand,
): OutgoingMail {
  const locale = localeOf(person);
  return compose(locale, person, brand, (t) => ({
    subject: t.account_deletion.subject,
    values: { date: formatDate(deleteAfter, locale) },
    paragraphs: [t.account_deletion.body, t.account_deletion.undo],
    action: { label: t.account_deletion.action, url: signInUrl },
    after: [t.account_deletion.warning],
  }));
}
