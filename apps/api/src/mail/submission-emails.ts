import { isLocale } from '@vela/locales';
import type { Brand } from '@vela/validation';
import { compose } from './account-emails.ts';
import type { OutgoingMail } from './mailer.ts';

/**
 * An operator's answer to a support, contact or abuse message, in the language of the page it was sent from.
 * The answer's own lines are placeholder values, so nothing in them is read as a placeholder again.
 */
export function submissionReplyMail(
  submission: { email: string; name: string; locale: string | null },
  message: string,
  brand: Brand,
): OutgoingMail {
  const lines = message.split(/\r?\n/).filter((line) => line.trim() !== '');
  const values = Object.fromEntries(lines.map((line, index) => [`line${index}`, line]));
  const locale = isLocale(submission.locale) ? submission.locale : 'en';
  return compose(locale, { email: submission.email, name: submission.name }, brand, (t) => ({
    subject: t.submission_reply.subject,
    values,
    paragraphs: [t.submission_reply.intro, ...lines.map((_, index) => `{{line${index}}}`)],
    after: [t.submission_reply.closing],
  }));
}
