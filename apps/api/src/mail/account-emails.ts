import { fillPlaceholders, formatDate, isLocale, isolateLtr, type Locale, localeInfo } from '@vela/locales';
import ar from '@vela/locales/ar/emails.json';
import de from '@vela/locales/de/emails.json';
import el from '@vela/locales/el/emails.json';
import en from '@vela/locales/en/emails.json';
import es from '@vela/locales/es/emails.json';
import fr from '@vela/locales/fr/emails.json';
import it from '@vela/locales/it/emails.json';
import ru from '@vela/locales/ru/emails.json';
import tr from '@vela/locales/tr/emails.json';
import zh from '@vela/locales/zh/emails.json';
import type { Brand } from '@vela/validation';
import type { AuthMail, AuthUserRef } from '../auth/auth.ts';
import { escapeHtml, fillHtml, isolateHtml } from './html.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

type EmailTexts = typeof en;
const texts: Record<Locale, EmailTexts> = { en, it, es, de, fr, tr, ru, ar, zh, el };

const mapValues = (values: Record<string, string>, map: (value: string) => string) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, map(value)]));

interface Content {
  subject: string;
  /** Values for the texts' placeholders besides brand, name and support (filled in once, never re-read). */
  values?: Record<string, string>;
  /**
   * Values that are identifiers (a device id, a host; the support address always is one): written left to
   * right inside a right-to-left text, isolated with U+2066 … U+2069 in the plain text and with
   * `<bdi dir="ltr">` in the HTML.
   */
  identifiers?: Record<string, string>;
  paragraphs: string[];
  action?: { label: string; url: string };
  after: string[];
}

/** One e-mail as plain text and as HTML, in the recipient's language and direction, signed with the brand. */
export function compose(
  locale: Locale,
  user: AuthUserRef,
  brand: Brand,
  content: (t: EmailTexts) => Content,
): OutgoingMail {
  const t = texts[locale];
  const { subject, paragraphs, action, after, values: extra, identifiers = {} } = content(t);
  const plain = { ...extra, brand: brand.name, name: user.name };
  // The support address is an identifier in every e-mail.
  const allIdentifiers = { ...identifiers, support: brand.supportEmail };
  const values = { ...plain, ...mapValues(allIdentifiers, isolateLtr) };
  const htmlValues = { ...mapValues(plain, escapeHtml), ...mapValues(allIdentifiers, isolateHtml) };
  const greetingText = user.name ? t.greeting : t.greeting_anonymous;
  const text = [
    fillPlaceholders(greetingText, values),
    '',
    ...paragraphs.map((line) => fillPlaceholders(line, values)),
    // The link on a line of its own, left to right in any language, and with nothing a mail program could
    // take for part of it.
    ...(action ? ['', `${fillPlaceholders(action.label, values)}:`, action.url] : []),
    ...(after.length ? ['', ...after.map((line) => fillPlaceholders(line, values))] : []),
    '',
    fillPlaceholders(t.signature, values),
    '',
  ].join('\n');
  const { dir } = localeInfo(locale);
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${fillHtml(line, htmlValues)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(fillPlaceholders(subject, values))}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1a1a2e;max-width:560px;margin:0 auto;padding:24px">',
    paragraph(greetingText),
    ...paragraphs.map(paragraph),
    ...(action
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#3949ab;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${fillHtml(action.label, htmlValues)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:14px">${escapeHtml(t.link_hint)}<br><a href="${escapeHtml(action.url)}" dir="ltr">${escapeHtml(action.url)}</a></p>`,
        ]
      : []),
    ...after.map(paragraph),
    paragraph(t.signature),
    '</body></html>',
  ].join('');
  return { to: user.email, subject: fillPlaceholders(subject, values), text, html } satisfies OutgoingMail;
}

/** The language a person's e-mails are written in: the one they chose, else English. */
export const localeOf = (user: AuthUserRef): Locale => (isLocale(user.locale) ? user.locale : 'en');

/** The e-mails of the account flows, sent in the language the person chose. */
export function accountEmails(mailer: Mailer, brand: Brand): AuthMail {
  return {
    verifyEmail: (user, url) =>
      mailer.send(
        compose(localeOf(user), user, brand, (t) => ({
          subject: t.verify.subject,
          paragraphs: [t.verify.body],
          action: { label: t.verify.action, url },
          after: [t.verify.expires, t.ignore],
        })),
      ),
    resetPassword: (user, url) =>
      mailer.send(
        compose(localeOf(user), user, brand, (t) => ({
          subject: t.reset.subject,
          paragraphs: [t.reset.body],
          action: { label: t.reset.action, url },
          after: [t.reset.expires, t.ignore],
        })),
      ),
    passwordChanged: (user) =>
      mailer.send(
        compose(localeOf(user), user, brand, (t) => ({
          subject: t.password_changed.subject,
          paragraphs: [t.password_changed.body],
          after: [t.password_changed.warning],
        })),
      ),
    deletionCancelled: (user, deleteAfter) => {
      const locale = localeOf(user);
      return mailer.send(
        compose(locale, user, brand, (t) => ({
          subject: t.deletion_cancelled.subject,
          values: {
            date: formatDate(deleteAfter, locale),
          },
          paragraphs: [t.deletion_cancelled.body],
          after: [t.deletion_cancelled.warning],
        })),
      );
    },
  };
}
