/** Where a support ticket stands: waiting for support, answered by support, or closed by its owner. */
export type TicketStatus = 'open' | 'answered' | 'closed';

/** A ticket as `/api/admin/tickets` lists and shows it. Dates are ISO 8601 instants. */
export interface Ticket {
  id: string;
  subject: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  last_message_at: string;
  /** Operators only: the e-mail address of the customer who opened the ticket. */
  owner_email?: string;
  /** Operators only: that customer's account id, for the customer page. */
  owner_id?: string;
  /** Operators only: the owner's language, for a canned reply in it. */
  owner_locale?: string | null;
  /** Operators only: the operator who handles the ticket, null when nobody does. */
  assignee_id?: string | null;
  /** Operators only: that operator's e-mail address. */
  assignee_email?: string | null;
}

/** `PUT /api/admin/tickets/{id}`: the owner closes; operators also reopen and assign (null: nobody). */
export interface TicketUpdate {
  status?: 'open' | 'closed';
  assignee_id?: string | null;
}

/** One message of a ticket's conversation, oldest first in `GET /api/admin/tickets/{id}/messages`. */
export interface TicketMessage {
  id: string;
  ticket_id: string;
  /** Written by support rather than by the ticket's owner. */
  from_support: boolean;
  /** Written by the person asking. */
  mine: boolean;
  content: string;
  created_at: string;
  /** The files attached to the message, in the order they were attached. */
  attachments: TicketAttachment[];
}

/**
 * A file attached to a ticket's message. `content_type` is what its bytes proved; it is downloaded from
 * `GET /api/admin/tickets/{ticket_id}/attachments/{id}`.
 */
export interface TicketAttachment {
  id: string;
  message_id: string;
  /** The sanitised file name: shown only. */
  name: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'text/plain';
  /** In bytes. */
  size: number;
  created_at: string;
}

/** An operator's internal note on a ticket (`/api/admin/tickets/{id}/notes`): its owner never sees one. */
export interface TicketNote {
  id: string;
  ticket_id: string;
  /** The operator who wrote it; null once their account is deleted. */
  author_email: string | null;
  /** Written by the caller. */
  mine: boolean;
  content: string;
  created_at: string;
}

/** `POST /api/admin/tickets`: the subject and the first message. */
export interface TicketCreate {
  subject: string;
  content: string;
}

/** An operator's canned reply (`/api/admin/canned-replies`): one language, a title, the text to insert. */
export interface CannedReply {
  id: string;
  locale: string;
  title: string;
  content: string;
  created_at: string;
  updated_at: string;
}
