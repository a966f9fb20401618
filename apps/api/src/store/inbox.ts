import type { Submission, SubmissionReply, SubmissionWithReplies } from '@vela/api-client';
import { isSettableStatus, type SubmissionForm, type SubmissionStatus } from '@vela/validation';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database, Reader } from '../db/database.ts';
import { formSubmissions, submissionReplies, users } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import type { AuditAction } from '../domain/audit-actions.ts';
import type { ListQuery } from '../domain/list-query.ts';
import type { Delivery } from '../mail/mailer.ts';
import { writeAudit } from './audit.ts';
import { likePattern } from './like.ts';

export const submissionSortFields = ['created_at', 'form', 'status', 'id'] as const;
export type SubmissionSortField = (typeof submissionSortFields)[number];

export interface SubmissionListFilter {
  form?: SubmissionForm;
  status?: SubmissionStatus;
  /** Part of the e-mail address, the name or the message, any case. */
  q?: string;
  ids?: string[];
}

export const field = (name: string) => sql<string | null>`${formSubmissions.fields}->>${name}`;

export type SubmissionRow = typeof formSubmissions.$inferSelect;

/** The form's fields under their own names, then what the server knows of the submission. */
export function toSubmission(row: SubmissionRow, replyCount: number): Submission {
  return {
    ...row.fields,
    id: row.id,
    form: row.form,
    status: row.status,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
    forwarded_at: row.forwardedAt?.toISOString() ?? null,
    forward_error: row.forwardError,
    reply_count: replyCount,
  };
}

export const replyCount = sql<number>`(select count(*)::int from ${submissionReplies} where ${submissionReplies.submissionId} = ${formSubmissions.id})`;

const submissionSortColumns = {
  created_at: formSubmissions.createdAt,
  form: formSubmissions.form,
  status: formSubmissions.status,
  id: formSubmissions.id,
} as const satisfies Record<SubmissionSortField, unknown>;

/** One page of the inbox, filtered, sorted and paged in the query. */
export async function listSubmissions(
  db: Database,
  { sort, offset, limit }: Omit<ListQuery<SubmissionSortField>, 'filter'>,
  filter: SubmissionListFilter,
): Promise<{ rows: Submission[]; total: number }> {
  const ids = filter.ids?.filter(isUuid);
  if (ids?.length === 0) return { rows: [], total: 0 };
  const pattern = filter.q ? likePattern(filter.q) : undefined;
  const where = and(
    filter.form ? eq(formSubmissions.form, filter.form) : undefined,
    filter.status ? eq(formSubmissions.status, filter.status) : undefined,
    pattern
      ? or(
          ilike(field('email'), pattern),
          ilike(field('message'), pattern),
          ilike(field('name'), pattern),
          ilike(sql`concat_ws(' ', ${field('firstname')}, ${field('lastname')})`, pattern),
        )
      : undefined,
    ids ? inArray(formSubmissions.id, ids) : undefined,
  );
  const column = submissionSortColumns[sort.field];
  const direction = sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: formSubmissions, replies: replyCount })
      .from(formSubmissions)
      .where(where)
      .orderBy(direction(column), direction(formSubmissions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(formSubmissions).where(where),
  ]);
  return {
    rows: rows.map(({ row, replies }) => toSubmission(row, replies)),
    total: counted?.total ?? 0,
  };
}

async function repliesOf(db: Reader, submissionId: string): Promise<SubmissionReply[]> {
  const rows = await db
    .select({ reply: submissionReplies, authorEmail: users.email })
    .from(submissionReplies)
    .leftJoin(users, eq(users.id, submissionReplies.authorId))
    .where(eq(submissionReplies.submissionId, submissionId))
    .orderBy(asc(submissionReplies.createdAt), asc(submissionReplies.id));
  return rows.map(({ reply, authorEmail }) => ({
    id: reply.id,
    author_id: reply.authorId,
    author_email: authorEmail,
    body: reply.body,
    created_at: reply.createdAt.toISOString(),
    sent_at: reply.sentAt?.toISOString() ?? null,
    delivery_error: reply.deliveryError,
  }));
}

/** One submission with its replies, oldest first; undefined when there is none. */
export async function getSubmission(db: Database, id: string): Promise<SubmissionWithReplies | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1);
  if (!row) return undefined;
  const replies = await repliesOf(db, id);
  return { ...toSubmission(row, replies.length), replies };
}

/** What the audit log keeps of a submission: its status and form, not the visitor's message again. */
export const auditedState = (row: SubmissionRow) => ({ form: row.form, status: row.status });

/** The audit action of a status change: a comment is approved or rejected, a form handled or reopened. */
export function statusAction(status: SubmissionStatus): AuditAction {
  if (status === 'approved') return 'comment.approve';
  if (status === 'rejected') return 'comment.reject';
  return status === 'handled' ? 'submission.handle' : 'submission.reopen';
}

export type SubmissionWriteOutcome =
  | { outcome: 'saved'; record: SubmissionWithReplies }
  | { outcome: 'not_found' | 'status_not_allowed' | 'no_address' };

/** Sets a submission's status by hand, with its audit entry; a status that does not fit its form is refused. */
export async function setSubmissionStatus(
  db: Database,
  actorId: string,
  id: string,
  status: SubmissionStatus,
  address: string | null,
): Promise<SubmissionWriteOutcome> {
  if (!isUuid(id)) return { outcome: 'not_found' };
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id))
      .for('update')
      .limit(1);
    if (!before) return 'not_found' as const;
    if (!isSettableStatus(before.form, status)) return 'status_not_allowed' as const;
    const [after] = await tx
      .update(formSubmissions)
      .set({ status })
      .where(eq(formSubmissions.id, id))
      .returning();
    if (!after) throw new Error('The submission was not updated');
    await writeAudit(tx, {
      actorId,
      action: statusAction(status),
      entity: before.form === 'comment' ? 'comment' : 'submission',
      entityId: id,
      before: auditedState(before),
      after: auditedState(after),
      address,
    });
    return 'saved' as const;
  });
  if (changed !== 'saved') return { outcome: changed };
  const record = await getSubmission(db, id);
  return record ? { outcome: 'saved', record } : { outcome: 'not_found' };
}

/** Who a reply goes to: the submission's address and name, in the language of its page. */
export interface ReplyRecipient {
  email: string;
  name: string;
  locale: string | null;
}

/** The address a submission can be answered at; null for a comment, or for a form kept without one. */
export async function replyRecipient(
  db: Database,
  id: string,
): Promise<ReplyRecipient | 'not_found' | 'no_address'> {
  if (!isUuid(id)) return 'not_found';
  const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1);
  if (!row) return 'not_found';
  const email = row.fields.email;
  if (row.form === 'comment' || !email) return 'no_address';
  const name = [row.fields.firstname, row.fields.lastname].filter(Boolean).join(' ');
  return { email, name, locale: row.locale };
}

/**
 * Keeps an operator's reply with what the mailer said, in one transaction with its audit entry. A delivered
 * reply marks the submission handled; one that failed leaves the status as it was, so it stays to be done.
 */
export async function recordReply(
  db: Database,
  actorId: string,
  id: string,
  { body, delivery, now }: { body: string; delivery: Delivery; now: Date },
  address: string | null,
): Promise<SubmissionWriteOutcome> {
  const stored = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id))
      .for('update')
      .limit(1);
    if (!before) return undefined;
    const [reply] = await tx
      .insert(submissionReplies)
      .values({
        submissionId: id,
        authorId: actorId,
        body,
        sentAt: delivery.ok ? now : null,
        deliveryError: delivery.ok ? null : delivery.error,
        createdAt: now,
      })
      .returning();
    if (!reply) throw new Error('The reply was not stored');
    const status: SubmissionStatus = delivery.ok ? 'handled' : before.status;
    if (status !== before.status) {
      await tx.update(formSubmissions).set({ status }).where(eq(formSubmissions.id, id));
    }
    await writeAudit(tx, {
      actorId,
      action: 'submission.reply',
      entity: 'submission',
      entityId: id,
      before: auditedState(before),
      after: {
        form: before.form,
        status,
        reply_id: reply.id,
        to: before.fields.email ?? null,
        body,
        delivered: delivery.ok,
        delivery_error: reply.deliveryError,
      },
      address,
    });
    return reply;
  });
  if (!stored) return { outcome: 'not_found' };
  const record = await getSubmission(db, id);
  return record ? { outcome: 'saved', record } : { outcome: 'not_found' };
}
