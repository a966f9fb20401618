import type { Locale } from '@vela/locales';
import ar from '@vela/locales/ar/host-alerts.json';
import de from '@vela/locales/de/host-alerts.json';
import el from '@vela/locales/el/host-alerts.json';
import en from '@vela/locales/en/host-alerts.json';
import es from '@vela/locales/es/host-alerts.json';
import fr from '@vela/locales/fr/host-alerts.json';
import it from '@vela/locales/it/host-alerts.json';
import ru from '@vela/locales/ru/host-alerts.json';
import tr from '@vela/locales/tr/host-alerts.json';
import zh from '@vela/locales/zh/host-alerts.json';
import type { Brand } from '@vela/validation';
import type { AuthUserRef } from '../auth/auth.ts';
import { compose, localeOf } from './account-emails.ts';
import { preferencesPath } from './lifecycle-emails.ts';
import type { OutgoingMail } from './mailer.ts';

const texts: Record<Locale, typeof en> = { en, it, es, de, fr, tr, ru, ar, zh, el };

/** The dashboard's list of the clients whose TVs failed on one host. */
const hostClientsPath = (host: string) =>
  `/dashboard/host-clients?filter=${encodeURIComponent(JSON.stringify({ host }))}`;

export interface HostAlertFacts {
  change: 'failing' | 'recovered';
  host: string;
  ok: number;
  failed: number;
}

/**
 * Tells a reseller that one of their hosts started failing (or recovered), in their language: the host as
 * one left-to-right unit, the counts of the last hour, and the link to the host's clients; with the one-click
 * unsubscribe of RFC 8058 (`List-Unsubscribe`, `List-Unsubscribe-Post`), which turns host alerts off.
 */
export function hostAlertMail(
  reseller: AuthUserRef,
  alert: HostAlertFacts,
  { brand, siteUrl, unsubscribeUrl }: { brand: Brand; siteUrl: string; unsubscribeUrl: string },
): OutgoingMail {
  const locale = localeOf(reseller);
  const t = texts[locale].mail;
  const words = alert.change === 'failing' ? t.failing : t.recovered;
  const mail = compose(locale, reseller, brand, () => ({
    subject: words.subject,
    values: {
      failed: String(alert.failed),
      ok: String(alert.ok),
      preferences: `${siteUrl}${preferencesPath}`,
      unsubscribe: unsubscribeUrl,
    },
    identifiers: { host: alert.host },
    paragraphs: [words.body, t.counts],
    action: { label: t.action, url: `${siteUrl}${hostClientsPath(alert.host)}` },
    after: [t.why, t.unsubscribe, t.preferences],
  }));
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
