import type { ticketFormSchema, ticketUpdateSchema } from '@vela/validation';
import type { z } from 'zod';
import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** A ticket as `/api/admin/tickets` lists and shows it. Dates are ISO 8601 instants. */
export type Ticket = Schemas['Ticket'];

/** Where a support ticket stands: waiting for support, answered by support, or closed by its owner. */
export type TicketStatus = Ticket['status'];

/** `PUT /api/admin/tickets/{id}`: the owner closes; operators also reopen and assign (null: nobody). */
export type TicketUpdate = z.input<typeof ticketUpdateSchema>;

/** One message of a ticket's conversation, oldest first in `GET /api/admin/tickets/{id}/messages`. */
export type TicketMessage = Schemas['TicketMessage'];

/**
 * A file attached to a ticket's message. `content_type` is what its bytes proved; it is downloaded from
 * `GET /api/admin/tickets/{ticket_id}/attachments/{id}`.
 */
export type TicketAttachment = Schemas['TicketAttachment'];

/** An operator's internal note on a ticket (`/api/admin/tickets/{id}/notes`): its owner never sees one. */
export type TicketNote = Schemas['TicketNote'];

/** `POST /api/admin/tickets`: the subject and the first message. */
export type TicketCreate = z.input<typeof ticketFormSchema>;

/** An operator's canned reply (`/api/admin/canned-replies`): one language, a title, the text to insert. */
export type CannedReply = Schemas['CannedReply'];
