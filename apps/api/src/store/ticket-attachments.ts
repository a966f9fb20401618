import type { TicketAttachment } from '@vela/api-client';
import { type TicketAttachmentType, ticketAttachmentsPerMessage } from '@vela/validation';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ticketAttachments, ticketMessages, tickets } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import type { SignedInUser } from '../domain/signed-in-user.ts';
import { writeAudit } from './audit.ts';

/** Who reads a ticket's files: its owner, or any operator. */
type TicketViewer = Pick<SignedInUser, 'id' | 'role'>;

type AttachmentRow = Pick<
  typeof ticketAttachments.$inferSelect,
  'id' | 'messageId' | 'fileName' | 'contentType' | 'size' | 'createdAt'
>;

const listedColumns = {
  id: ticketAttachments.id,
  messageId: ticketAttachments.messageId,
  fileName: ticketAttachments.fileName,
  contentType: ticketAttachments.contentType,
  size: ticketAttachments.size,
  createdAt: ticketAttachments.createdAt,
};

function toAttachment(row: AttachmentRow): TicketAttachment {
  return {
    id: row.id,
    message_id: row.messageId,
    name: row.fileName,
    content_type: row.contentType as TicketAttachmentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

/** The tickets `viewer` may read, as a condition of the query itself: their own, or every one for operators. */
function readableBy(viewer: TicketViewer) {
  return viewer.role === 'operator' ? undefined : eq(tickets.ownerId, viewer.id);
}

/** Every file of a ticket's conversation (its reader already checked), without their bytes. */
export async function listTicketAttachments(db: Database, ticketId: string): Promise<TicketAttachment[]> {
  const rows = await db
    .select(listedColumns)
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, ticketId))
    .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
  return rows.map(toAttachment);
}

export type AttachOutcome =
  | { ok: true; attachment: TicketAttachment }
  | { ok: false; code: 'not_found' | 'attachment_limit' };

/**
 * Attaches a file (its type already proven by its bytes, its name sanitised) to a message of a ticket `viewer`
 * may read, which `viewer` wrote themselves. Anything else is `not_found`, so nobody learns of another's ticket.
 * The count per message is checked in the transaction that adds the file.
 */
export async function attachToTicketMessage(
  db: Database,
  viewer: TicketViewer,
  ids: { ticketId: string; messageId: string },
  file: { name: string; contentType: TicketAttachmentType; bytes: Uint8Array },
  now: Date,
  address: string | null,
): Promise<AttachOutcome> {
  if (!isUuid(ids.ticketId) || !isUuid(ids.messageId)) return { ok: false, code: 'not_found' };
  return db.transaction(async (tx): Promise<AttachOutcome> => {
    const [message] = await tx
      .select({ id: ticketMessages.id })
      .from(ticketMessages)
      .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
      .where(
        and(
          eq(ticketMessages.id, ids.messageId),
          eq(ticketMessages.ticketId, ids.ticketId),
          eq(ticketMessages.authorId, viewer.id),
          readableBy(viewer),
        ),
      )
      .for('update', { of: ticketMessages })
      .limit(1);
    if (!message) return { ok: false, code: 'not_found' };
    const [held] = await tx
      .select({ n: count() })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.messageId, message.id));
    if ((held?.n ?? 0) >= ticketAttachmentsPerMessage) return { ok: false, code: 'attachment_limit' };
    const [row] = await tx
      .insert(ticketAttachments)
      .values({
        ticketId: ids.ticketId,
        messageId: message.id,
        uploadedBy: viewer.id,
        fileName: file.name,
        contentType: file.contentType,
        size: file.bytes.byteLength,
        bytes: Buffer.from(file.bytes),
        createdAt: now,
      })
      .returning(listedColumns);
    if (!row) throw new Error('ticket attachment insert returned nothing');
    const attachment = toAttachment(row);
    await writeAudit(tx, {
      actorId: viewer.id,
      action: 'ticket.attach',
      entity: 'ticket',
      entityId: ids.ticketId,
      after: { ...attachment },
      address,
    });
    return { ok: true, attachment };
  });
}

/** A file of a ticket `viewer` may read, with its bytes; undefined for anyone else, as for an unknown one. */
export async function readTicketAttachment(
  db: Database,
  viewer: TicketViewer,
  ids: { ticketId: string; attachmentId: string },
): Promise<(TicketAttachment & { bytes: Uint8Array }) | undefined> {
  if (!isUuid(ids.ticketId) || !isUuid(ids.attachmentId)) return undefined;
  const [row] = await db
    .select({ ...listedColumns, bytes: ticketAttachments.bytes })
    .from(ticketAttachments)
    .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
    .where(
      and(
        eq(ticketAttachments.id, ids.attachmentId),
        eq(ticketAttachments.ticketId, ids.ticketId),
        readableBy(viewer),
      ),
    )
    .limit(1);
  return row ? { ...toAttachment(row), bytes: row.bytes } : undefined;
}
