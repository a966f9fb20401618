import type { Ticket, TicketMessage, TicketNote } from '@vela/api-client';
import { ticketReplySchema } from '@vela/validation';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { ticketMessages, ticketNotes, tickets, users } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import type { AppDeps } from '../deps.ts';
import type { ListQuery } from '../domain/list-query.ts';
import type { SignedInUser } from '../domain/signed-in-user.ts';
import type { TicketStatus } from '../domain/tickets.ts';
import { describeError } from '../logger.ts';
import { ticketAnsweredMail } from '../mail/ticket-emails.ts';
import { writeAudit } from './audit.ts';
import { likePattern } from './like.ts';
import { listTicketAttachments } from './ticket-attachments.ts';

export const ticketSortFields = ['last_message_at', 'created_at', 'updated_at', 'subject', 'status'] as const;
export type TicketSortField = (typeof ticketSortFields)[number];

/** Who asks: owners see their own tickets; operators read everyone's. */
export type TicketViewer = Pick<SignedInUser, 'id' | 'role'>;

export interface TicketFilter {
  status?: TicketStatus;
  /** Part of the subject (for operators also of the owner's e-mail address), any case. */
  q?: string;
  /** Operators only: `mine` (assigned to the caller), `none` (to nobody) or an operator's id. */
  assignee_id?: string;
  /** Operators only: one customer's tickets, by account id (the customer page). */
  owner_id?: string;
}

/** What an owner or an operator changes of a ticket (`ticketUpdateSchema`). */
export interface TicketChange {
  status?: 'open' | 'closed';
  assignee_id?: string | null;
}

type TicketRow = typeof tickets.$inferSelect;
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_message_at: row.lastMessageAt.toISOString(),
  };
}

/** A ticket as the audit log keeps it: what the caller sees, and who handles it. */
function auditedTicket(row: TicketRow): Record<string, unknown> {
  return { ...toTicket(row), assignee_id: row.assigneeId };
}

const owners = alias(users, 'ticket_owners');
const assignees = alias(users, 'ticket_assignees');

/** A ticket with the e-mail addresses of its owner and of the operator who handles it. */
const viewColumns = {
  ticket: tickets,
  ownerEmail: owners.email,
  ownerLocale: owners.locale,
  assigneeEmail: assignees.email,
};
type ViewRow = {
  ticket: TicketRow;
  ownerEmail: string;
  ownerLocale: string | null;
  assigneeEmail: string | null;
};

/** The ticket as `viewer` sees it: operators also see whose it is and who handles it. */
function toView(viewer: TicketViewer, { ticket, ownerEmail, ownerLocale, assigneeEmail }: ViewRow): Ticket {
  if (viewer.role !== 'operator') return toTicket(ticket);
  return {
    ...toTicket(ticket),
    owner_email: ownerEmail,
    owner_locale: ownerLocale,
    owner_id: ticket.ownerId,
    assignee_id: ticket.assigneeId,
    assignee_email: assigneeEmail,
  };
}

const ticketColumns = {
  last_message_at: tickets.lastMessageAt,
  created_at: tickets.createdAt,
  updated_at: tickets.updatedAt,
  subject: tickets.subject,
  status: tickets.status,
} as const satisfies Record<TicketSortField, unknown>;

/** The tickets `viewer` may read, as a condition of the query itself. */
function readableBy(viewer: TicketViewer): SQL | undefined {
  return viewer.role === 'operator' ? undefined : eq(tickets.ownerId, viewer.id);
}

function assignedTo(viewer: TicketViewer, assignee: string | undefined): SQL | undefined {
  if (assignee === undefined) return undefined;
  if (assignee === 'none') return isNull(tickets.assigneeId);
  return eq(tickets.assigneeId, assignee === 'mine' ? viewer.id : assignee);
}

function matching(viewer: TicketViewer, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const subject = ilike(tickets.subject, likePattern(q));
  return viewer.role === 'operator' ? or(subject, ilike(owners.email, likePattern(q))) : subject;
}

/** One page of the tickets `viewer` may read, filtered and sorted in SQL, with the number of all that match. */
export async function listTickets(
  db: Database,
  viewer: TicketViewer,
  { sort, offset, limit }: ListQuery<TicketSortField>,
  filter: TicketFilter,
): Promise<{ rows: Ticket[]; total: number }> {
  const where = and(
    readableBy(viewer),
    filter.status ? eq(tickets.status, filter.status) : undefined,
    matching(viewer, filter.q),
    assignedTo(viewer, filter.assignee_id),
    filter.owner_id && viewer.role === 'operator' ? eq(tickets.ownerId, filter.owner_id) : undefined,
  );
  const order = sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(viewColumns)
      .from(tickets)
      .innerJoin(owners, eq(owners.id, tickets.ownerId))
      .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
      .where(where)
      .orderBy(order(ticketColumns[sort.field]), order(tickets.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(tickets)
      .innerJoin(owners, eq(owners.id, tickets.ownerId))
      .where(where),
  ]);
  return { rows: rows.map((row) => toView(viewer, row)), total: counted?.total ?? 0 };
}

/** A ticket `viewer` may read, or undefined (another person's and unknown ones alike). */
export async function getTicket(db: Database, viewer: TicketViewer, id: string): Promise<Ticket | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(viewColumns)
    .from(tickets)
    .innerJoin(owners, eq(owners.id, tickets.ownerId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
    .where(and(eq(tickets.id, id), readableBy(viewer)))
    .limit(1);
  return row ? toView(viewer, row) : undefined;
}

/** The conversation of a ticket `viewer` may read, oldest first; undefined when they may not read it. */
export async function listTicketMessages(
  db: Database,
  viewer: TicketViewer,
  id: string,
): Promise<TicketMessage[] | undefined> {
  if (!(await getTicket(db, viewer, id))) return undefined;
  const rows = await db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, id))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  const files = await listTicketAttachments(db, id);
  return rows.map((row) => ({
    id: row.id,
    ticket_id: row.ticketId,
    from_support: row.fromSupport,
    mine: row.authorId === viewer.id,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    attachments: files.filter((file) => file.message_id === row.id),
  }));
}

/** The owner's own ticket, locked for the change about to be made. */
async function lockOwnTicket(tx: Writer, ownerId: string, id: string): Promise<TicketRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.ownerId, ownerId)))
    .for('update')
    .limit(1);
  return row;
}

/** Opens a ticket with its first message, audited in the same transaction. */
export async function createTicket(
  db: Database,
  owner: TicketViewer,
  { subject, content }: { subject: string; content: string },
  now: Date,
  address: string | null,
): Promise<Ticket> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tickets)
      .values({
        ownerId: owner.id,
        subject,
        status: 'open',
        createdAt: now,
        updatedAt: now,
        lastMessageAt: now,
      })
      .returning();
    if (!row) throw new Error('The ticket was not stored');
    const [message] = await tx
      .insert(ticketMessages)
      .values({ ticketId: row.id, authorId: owner.id, fromSupport: false, content, createdAt: now })
      .returning({ id: ticketMessages.id });
    const ticket = toTicket(row);
    await writeAudit(tx, {
      actorId: owner.id,
      action: 'ticket.create',
      entity: 'ticket',
      entityId: row.id,
      after: { ...ticket, message_id: message?.id ?? null },
      address,
    });
    return ticket;
  });
}

/**
 * The owner writes again: the ticket waits for support (`open`), also when it was closed, since a closed
 * ticket that gets a new question is a question again. Undefined when it is not the caller's ticket.
 */
export async function replyToTicket(
  db: Database,
  owner: TicketViewer,
  id: string,
  content: string,
  now: Date,
  address: string | null,
): Promise<TicketMessage | undefined> {
  return db.transaction(async (tx) => {
    const before = await lockOwnTicket(tx, owner.id, id);
    if (!before) return undefined;
    const [message] = await tx
      .insert(ticketMessages)
      .values({ ticketId: id, authorId: owner.id, fromSupport: false, content, createdAt: now })
      .returning();
    const [after] = await tx
      .update(tickets)
      .set({ status: 'open', lastMessageAt: now, updatedAt: now })
      .where(eq(tickets.id, id))
      .returning();
    if (!message || !after) throw new Error('The reply was not stored');
    await writeAudit(tx, {
      actorId: owner.id,
      action: 'ticket.reply',
      entity: 'ticket',
      entityId: id,
      before: { ...toTicket(before) },
      after: { ...toTicket(after), message_id: message.id },
      address,
    });
    return {
      id: message.id,
      ticket_id: id,
      from_support: false,
      mine: true,
      content: message.content,
      created_at: message.createdAt.toISOString(),
      attachments: [],
    };
  });
}

export type UpdateTicketResult =
  | { ok: true; ticket: Ticket }
  | { ok: false; code: 'not_found' | 'not_authorized' | 'invalid_request' };

/** The audit action of a change of status. */
const statusActions = { open: 'ticket.reopen', closed: 'ticket.close' } as const;

/**
 * Changes a ticket, each change audited in the same transaction. The owner may only close their own ticket
 * (a later reply opens it again); operators close and reopen any ticket and assign it to an operator, or to
 * nobody. Setting what is already set changes nothing and writes no entry.
 */
export async function updateTicket(
  db: Database,
  viewer: TicketViewer,
  id: string,
  change: TicketChange,
  now: Date,
  address: string | null,
): Promise<UpdateTicketResult> {
  const operator = viewer.role === 'operator';
  if (!operator && change.assignee_id !== undefined) return { ok: false, code: 'not_authorized' };
  if (!operator && change.status !== 'closed') return { ok: false, code: 'invalid_request' };
  if (!isUuid(id)) return { ok: false, code: 'not_found' };
  const result = await db.transaction(async (tx): Promise<UpdateTicketResult> => {
    const [before] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, id), readableBy(viewer)))
      .for('update')
      .limit(1);
    if (!before) return { ok: false, code: 'not_found' };
    if (change.assignee_id) {
      const [assignee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, change.assignee_id), eq(users.role, 'operator')))
        .limit(1);
      if (!assignee) return { ok: false, code: 'invalid_request' };
    }
    const assign = change.assignee_id !== undefined && change.assignee_id !== before.assigneeId;
    const status = change.status !== undefined && change.status !== before.status ? change.status : undefined;
    if (!assign && !status) return { ok: true, ticket: toTicket(before) };
    const [after] = await tx
      .update(tickets)
      .set({
        ...(assign ? { assigneeId: change.assignee_id ?? null } : {}),
        ...(status ? { status } : {}),
        updatedAt: now,
      })
      .where(eq(tickets.id, id))
      .returning();
    if (!after) throw new Error('The ticket was not changed');
    if (assign) {
      await writeAudit(tx, {
        actorId: viewer.id,
        action: 'ticket.assign',
        entity: 'ticket',
        entityId: id,
        before: { assignee_id: before.assigneeId },
        after: { assignee_id: after.assigneeId },
        address,
      });
    }
    if (status) {
      await writeAudit(tx, {
        actorId: viewer.id,
        action: statusActions[status],
        entity: 'ticket',
        entityId: id,
        before: auditedTicket(before),
        after: auditedTicket(after),
        address,
      });
    }
    return { ok: true, ticket: toTicket(after) };
  });
  if (!result.ok) return result;
  const ticket = await getTicket(db, viewer, id);
  return ticket ? { ok: true, ticket } : { ok: false, code: 'not_found' };
}

export type AnswerTicketResult =
  | { ok: true; ticket: Ticket; message: TicketMessage }
  | { ok: false; code: 'not_found' | 'invalid_request' };

/**
 * Support answers a ticket: a message from support, the ticket `answered`, the audit entry, all in one
 * transaction; then the owner gets an e-mail in their language with a link to the conversation. An
 * operator's reply in the dashboard comes here, as does the development route that plays support.
 */
export async function answerTicket(
  deps: Pick<AppDeps, 'database' | 'mailer' | 'settings' | 'now' | 'logger'>,
  { ticketId, operatorId, content }: { ticketId: string; operatorId: string | null; content: string },
  address: string | null,
): Promise<AnswerTicketResult> {
  const parsed = ticketReplySchema.safeParse({ content });
  if (!parsed.success) return { ok: false, code: 'invalid_request' };
  if (!isUuid(ticketId)) return { ok: false, code: 'not_found' };
  const now = deps.now();
  const answered = await deps.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        ticket: tickets,
        owner: { email: users.email, name: users.fullName, locale: users.locale },
      })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.ownerId))
      .where(eq(tickets.id, ticketId))
      .for('update', { of: tickets })
      .limit(1);
    if (!found) return undefined;
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        ticketId,
        authorId: operatorId,
        fromSupport: true,
        content: parsed.data.content,
        createdAt: now,
      })
      .returning();
    const [after] = await tx
      .update(tickets)
      .set({ status: 'answered', lastMessageAt: now, updatedAt: now })
      .where(eq(tickets.id, ticketId))
      .returning();
    if (!message || !after) throw new Error('The answer was not stored');
    await writeAudit(tx, {
      actorId: operatorId,
      action: 'ticket.answer',
      entity: 'ticket',
      entityId: ticketId,
      before: auditedTicket(found.ticket),
      after: { ...auditedTicket(after), message_id: message.id },
      address,
    });
    return { owner: found.owner, ticket: toTicket(after), message };
  });
  if (!answered) return { ok: false, code: 'not_found' };
  const { owner, ticket, message } = answered;
  try {
    await deps.mailer.send(
      ticketAnsweredMail(owner, ticket, { brand: deps.settings.brand, siteUrl: deps.settings.siteUrl }),
    );
  } catch (error) {
    // The answer is stored and shown in the dashboard; a lost e-mail must not undo it.
    deps.logger.error('ticket.answer_mail_failed', { ticket: ticketId, error: describeError(error) });
  }
  return {
    ok: true,
    ticket,
    message: {
      id: message.id,
      ticket_id: ticketId,
      from_support: true,
      mine: message.authorId !== null && message.authorId === operatorId,
      content: message.content,
      created_at: message.createdAt.toISOString(),
      attachments: [],
    },
  };
}

const noteAuthors = alias(users, 'ticket_note_authors');

/**
 * The internal notes on a ticket, oldest first, for operators (the caller checks the role); undefined for a
 * ticket that does not exist. Notes live in their own table, which no owner's view, e-mail or export reads.
 */
export async function listTicketNotes(
  db: Database,
  operatorId: string,
  id: string,
): Promise<TicketNote[] | undefined> {
  if (!isUuid(id)) return undefined;
  const [ticket] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, id)).limit(1);
  if (!ticket) return undefined;
  const rows = await db
    .select({ note: ticketNotes, authorEmail: noteAuthors.email })
    .from(ticketNotes)
    .leftJoin(noteAuthors, eq(noteAuthors.id, ticketNotes.authorId))
    .where(eq(ticketNotes.ticketId, id))
    .orderBy(asc(ticketNotes.createdAt), asc(ticketNotes.id));
  return rows.map(({ note, authorEmail }) => ({
    id: note.id,
    ticket_id: note.ticketId,
    author_email: authorEmail,
    mine: note.authorId === operatorId,
    content: note.content,
    created_at: note.createdAt.toISOString(),
  }));
}

/**
 * An operator writes an internal note on a ticket, audited in the same transaction (the entry names the note,
 * not its text). The ticket's status and activity stay as they are: a note is no answer.
 */
export async function addTicketNote(
  db: Database,
  operator: { id: string; email: string },
  id: string,
  content: string,
  now: Date,
  address: string | null,
): Promise<TicketNote | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.id, id))
      .for('share')
      .limit(1);
    if (!ticket) return undefined;
    const [note] = await tx
      .insert(ticketNotes)
      .values({ ticketId: id, authorId: operator.id, content, createdAt: now })
      .returning();
    if (!note) throw new Error('The note was not stored');
    await writeAudit(tx, {
      actorId: operator.id,
      action: 'ticket.note',
      entity: 'ticket',
      entityId: id,
      after: { note_id: note.id },
      address,
    });
    return {
      id: note.id,
      ticket_id: id,
      author_email: operator.email,
      mine: true,
      content: note.content,
      created_at: note.createdAt.toISOString(),
    };
  });
}
