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
}

/** `POST /api/admin/tickets`: the subject and the first message. */
export interface TicketCreate {
  subject: string;
  content: string;
}
