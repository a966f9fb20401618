import { formatDate, formatMoney, type Locale } from '@vela/locales';
import ar from '@vela/locales/ar/credits.json';
import de from '@vela/locales/de/credits.json';
import el from '@vela/locales/el/credits.json';
import en from '@vela/locales/en/credits.json';
import es from '@vela/locales/es/credits.json';
import fr from '@vela/locales/fr/credits.json';
import it from '@vela/locales/it/credits.json';
import ru from '@vela/locales/ru/credits.json';
import tr from '@vela/locales/tr/credits.json';
import zh from '@vela/locales/zh/credits.json';
import type { Brand } from '@vela/validation';
import type { AuthUserRef } from '../auth/auth.ts';
import { compose, localeOf } from './account-emails.ts';
import type { OutgoingMail } from './mailer.ts';

const texts: Record<Locale, typeof en> = { en, it, es, de, fr, tr, ru, ar, zh, el };

/** The dashboard's credits page, where the balance, the ledger and the threshold are. */
const creditsPath = '/dashboard/credits';

/** Where the dashboard shows a purchase of credits, ready to print. */
const creditOrderPath = (orderId: string) => `/dashboard/credit-orders/${encodeURIComponent(orderId)}/show`;

/**
 * Tells a reseller that a spend left its credits at or below the threshold it set, in its language, with the
 * link to its credits and the one-click unsubscribe of RFC 8058, which turns the warning off.
 */
export function lowBalanceMail(
  reseller: AuthUserRef,
  facts: { balance: number; threshold: number },
  { brand, siteUrl, unsubscribeUrl }: { brand: Brand; siteUrl: string; unsubscribeUrl: string },
): OutgoingMail {
  const locale = localeOf(reseller);
  const t = texts[locale].mail;
  const mail = compose(locale, reseller, brand, () => ({
    subject: t.subject,
    values: {
      balance: String(facts.balance),
      threshold: String(facts.threshold),
      unsubscribe: unsubscribeUrl,
    },
    paragraphs: [t.body],
    action: { label: t.action, url: `${siteUrl}${creditsPath}` },
    after: [t.why, t.unsubscribe],
  }));
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface CreditReceiptFacts {
  /** Our id of the purchase. */
  id: string;
  credits: number;
  amount: string;
  currency: string;
  /** The provider's order id: the order reference. */
  reference: string;
  paidAt: Date;
}

/**
 * The receipt of a reseller's purchase of credits, in its language, with the seller's legal name and address and
 * the link to the printable receipt in the dashboard.
 */
export function creditReceiptMail(
  reseller: AuthUserRef,
  receipt: CreditReceiptFacts,
  { brand, siteUrl }: { brand: Brand; siteUrl: string },
): OutgoingMail {
  const locale = localeOf(reseller);
  const t = texts[locale].purchase_mail;
  return compose(locale, reseller, brand, () => ({
    subject: t.subject,
    values: {
      credits: String(receipt.credits),
      amount: formatMoney({ amount: receipt.amount, currency: receipt.currency }, locale),
      date: formatDate(receipt.paidAt, locale),
      legal: brand.legalEntity,
      address: brand.address,
    },
    identifiers: { reference: receipt.reference },
    paragraphs: [t.body, t.date, t.credits, t.amount, t.reference, t.seller],
    action: { label: t.action, url: `${siteUrl}${creditOrderPath(receipt.id)}` },
    after: [],
  }));
}
