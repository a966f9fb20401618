import type { CannedReply } from '@vela/api-client';
import type { CannedReplyValues } from '@vela/validation';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { cannedReplies } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { writeAudit } from './audit.ts';
import { likePattern } from './like.ts';

export const cannedReplySortFields = ['title', 'locale', 'updated_at', 'id'] as const;
export type CannedReplySortField = (typeof cannedReplySortFields)[number];

export interface CannedReplyFilter {
  locale?: string;
  /** Part of the title or the text, any case. */
  q?: string;
  ids?: string[];
}

type Row = typeof cannedReplies.$inferSelect;

function toCannedReply(row: Row): CannedReply {
  return {
    id: row.id,
    locale: row.locale,
    title: row.title,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const sortColumns = {
  title: cannedReplies.title,
  locale: cannedReplies.locale,
  updated_at: cannedReplies.updatedAt,
  id: cannedReplies.id,
} as const satisfies Record<CannedReplySortField, unknown>;

/** One page of the canned replies, filtered, sorted and paged in the query. */
export async function listCannedReplies(
  db: Database,
  { sort, offset, limit }: Omit<ListQuery<CannedReplySortField>, 'filter'>,
  filter: CannedReplyFilter,
): Promise<{ rows: CannedReply[]; total: number }> {
  const ids = filter.ids?.filter(isUuid);
  if (ids?.length === 0) return { rows: [], total: 0 };
  const pattern = filter.q ? likePattern(filter.q) : undefined;
  const where = and(
    filter.locale ? eq(cannedReplies.locale, filter.locale) : undefined,
    pattern ? or(ilike(cannedReplies.title, pattern), ilike(cannedReplies.content, pattern)) : undefined,
    ids ? inArray(cannedReplies.id, ids) : undefined,
  );
  const direction = sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(cannedReplies)
      .where(where)
      .orderBy(direction(sortColumns[sort.field]), direction(cannedReplies.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(cannedReplies).where(where),
  ]);
  return { rows: rows.map(toCannedReply), total: counted?.total ?? 0 };
}

export async function getCannedReply(db: Database, id: string): Promise<CannedReply | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(cannedReplies).where(eq(cannedReplies.id, id)).limit(1);
  return row ? toCannedReply(row) : undefined;
}

/** Keeps a new canned reply, audited in the same transaction. */
export async function createCannedReply(
  db: Database,
  actorId: string,
  values: CannedReplyValues,
  now: Date,
  address: string | null,
): Promise<CannedReply> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cannedReplies)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('The canned reply was not stored');
    const reply = toCannedReply(row);
    await writeAudit(tx, {
      actorId,
      action: 'canned_reply.create',
      entity: 'canned_reply',
      entityId: row.id,
      after: { ...reply },
      address,
    });
    return reply;
  });
}

/** Replaces a canned reply's language, title and text, audited; undefined for an unknown one. */
export async function updateCannedReply(
  db: Database,
  actorId: string,
  id: string,
  values: CannedReplyValues,
  now: Date,
  address: string | null,
): Promise<CannedReply | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(cannedReplies).where(eq(cannedReplies.id, id)).for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(cannedReplies)
      .set({ ...values, updatedAt: now })
      .where(eq(cannedReplies.id, id))
      .returning();
    if (!after) throw new Error('The canned reply was not changed');
    await writeAudit(tx, {
      actorId,
      action: 'canned_reply.update',
      entity: 'canned_reply',
      entityId: id,
      before: { ...toCannedReply(before) },
      after: { ...toCannedReply(after) },
      address,
    });
    return toCannedReply(after);
  });
}

/** Deletes a canned reply, answering what was deleted, audited; undefined for an unknown one. */
export async function deleteCannedReply(
  db: Database,
  actorId: string,
  id: string,
  address: string | null,
): Promise<CannedReply | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(cannedReplies).where(eq(cannedReplies.id, id)).returning();
    if (!row) return undefined;
    const reply = toCannedReply(row);
    await writeAudit(tx, {
      actorId,
      action: 'canned_reply.delete',
      entity: 'canned_reply',
      entityId: id,
      before: { ...reply },
      address,
    });
    return reply;
  });
}
