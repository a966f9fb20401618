import type { BlogComment, Submission } from '@vela/api-client';
import type { BlogPostId } from '@vela/validation';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { formSubmissions } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import { writeAudit } from './audit.ts';
import { auditedState, field, replyCount, statusAction, toSubmission } from './inbox.ts';

/* The blog's comments: those the site shows under a post, and the operators' moderation of several at once. */

/** The approved comments of a blog post, oldest first, with nothing but their name, text and date. */
export async function approvedComments(db: Database, postId: BlogPostId): Promise<BlogComment[]> {
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.form, 'comment'),
        eq(formSubmissions.status, 'approved'),
        eq(field('post_id'), postId),
      ),
    )
    .orderBy(asc(formSubmissions.createdAt), asc(formSubmissions.id));
  return rows.map((row) => ({
    id: row.id,
    post_id: postId,
    name: row.fields.name || null,
    message: row.fields.message ?? '',
    created_at: row.createdAt.toISOString(),
  }));
}

/** The outcome of a bulk moderation: the comments as they are now, or that one of the ids is no comment. */
export type CommentModerationOutcome = { outcome: 'saved'; records: Submission[] } | { outcome: 'not_found' };

/**
 * Approves or rejects several blog comments in one transaction: all of them or none (an id that is not a
 * comment answers not found and changes nothing). Each comment whose status changes gets its own audit entry,
 * as one moderated from its row would; one already in that status is left as it is.
 */
export async function moderateComments(
  db: Database,
  actorId: string,
  ids: readonly string[],
  status: 'approved' | 'rejected',
  address: string | null,
): Promise<CommentModerationOutcome> {
  if (!ids.every(isUuid)) return { outcome: 'not_found' };
  const outcome = await db.transaction(async (tx) => {
    const before = await tx
      .select()
      .from(formSubmissions)
      .where(and(inArray(formSubmissions.id, [...ids]), eq(formSubmissions.form, 'comment')))
      .orderBy(asc(formSubmissions.id))
      .for('update');
    if (before.length !== ids.length) return 'not_found' as const;
    const changing = before.filter((row) => row.status !== status);
    if (changing.length === 0) return 'saved' as const;
    const after = await tx
      .update(formSubmissions)
      .set({ status })
      .where(
        inArray(
          formSubmissions.id,
          changing.map((row) => row.id),
        ),
      )
      .returning();
    const afterById = new Map(after.map((row) => [row.id, row]));
    for (const row of changing) {
      const changed = afterById.get(row.id);
      if (!changed) throw new Error('A comment was not updated');
      await writeAudit(tx, {
        actorId,
        action: statusAction(status),
        entity: 'comment',
        entityId: row.id,
        before: auditedState(row),
        after: auditedState(changed),
        address,
      });
    }
    return 'saved' as const;
  });
  if (outcome !== 'saved') return { outcome };
  const rows = await db
    .select({ row: formSubmissions, replies: replyCount })
    .from(formSubmissions)
    .where(inArray(formSubmissions.id, [...ids]))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
  return { outcome: 'saved', records: rows.map(({ row, replies }) => toSubmission(row, replies)) };
}
