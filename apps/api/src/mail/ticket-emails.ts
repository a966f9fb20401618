import type { Brand } from '@vela/validation';
import type { AuthUserRef } from '../auth/auth.ts';
import { compose, localeOf } from './account-emails.ts';
import type { OutgoingMail } from './mailer.ts';

/** Where the dashboard shows a ticket's conversation. */
const ticketPath = (ticketId: string) => `/dashboard/tickets/${encodeURIComponent(ticketId)}/show`;

/**
 * Tells a ticket's owner, in their language, that support answered, with a link to the conversation. The
 * answer itself stays in the dashboard: the e-mail names the ticket by its subject only.
 */
export function ticketAnsweredMail(
  owner: AuthUserRef,
  ticket: { id: string; subject: string },
  { brand, siteUrl }: { brand: Brand; siteUrl: string },
): OutgoingMail {
  return compose(localeOf(owner), owner, brand, (t) => ({
    subject: t.ticket_answered.subject,
    values: { subject: ticket.subject },
    paragraphs: [t.ticket_answered.body],
    action: { label: t.ticket_answered.action, url: `${siteUrl}${ticketPath(ticket.id)}` },
    after: [t.ticket_answered.reply],
  }));
}
