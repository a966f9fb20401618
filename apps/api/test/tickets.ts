import type { Ticket, TicketMessage } from '@vela/api-client';
import { expect } from 'vitest';
import type { Browser } from './accounts.ts';

/** Sends a file the way the dashboard's attach control does: the bytes as the body, the name in the query. */
export async function attach(
  browser: Browser,
  ticketId: string,
  messageId: string,
  bytes: Uint8Array,
  name: string,
  contentType = 'application/octet-stream',
) {
  const response = await fetch(
    `${browser.baseUrl}/api/admin/tickets/${ticketId}/messages/${messageId}/attachments?${new URLSearchParams({ name })}`,
    {
      method: 'POST',
      headers: {
        'content-type': contentType,
        origin: browser.origin ?? '',
        cookie: [...browser.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
      },
      body: bytes,
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Opens a ticket as `browser`; returns it with the id of its first message, to attach files to. */
export async function openTicketWithMessage(
  browser: Browser,
  subject: string,
  content = 'It shows a black screen.',
) {
  const created = await browser.post('/api/admin/tickets', { subject, content });
  expect(created.status).toBe(201);
  const ticket = created.body as unknown as Ticket;
  const messages = (await browser.get(`/api/admin/tickets/${ticket.id}/messages`))
    .body as unknown as TicketMessage[];
  const [first] = messages;
  if (!first) throw new Error('a new ticket has its first message');
  return { ticket, messageId: first.id };
}
