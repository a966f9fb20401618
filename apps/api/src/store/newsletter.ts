import type { NewsletterSignup } from '@vela/api-client';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { newsletterSignups } from '../db/schema.ts';
import { isUuid } from '../db/uuid.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { writeAudit } from './audit.ts';
import { likePattern } from './like.ts';

/* The newsletter's sign-ups, as the operators' inbox lists and removes them. */

export const newsletterSortFields = ['created_at', 'email', 'locale', 'id'] as const;
export type NewsletterSortField = (typeof newsletterSortFields)[number];

type SignupRow = typeof newsletterSignups.$inferSelect;

const toSignup = (row: SignupRow): NewsletterSignup => ({
  id: row.id,
  email: row.email,
  locale: row.locale,
  created_at: row.createdAt.toISOString(),
});

const newsletterSortColumns = {
  created_at: newsletterSignups.createdAt,
  email: newsletterSignups.email,
  locale: newsletterSignups.locale,
  id: newsletterSignups.id,
} as const satisfies Record<NewsletterSortField, unknown>;

/** One page of the newsletter's sign-ups; `q` is part of the address. */
export async function listNewsletter(
  db: Database,
  { sort, offset, limit }: Omit<ListQuery<NewsletterSortField>, 'filter'>,
  filter: { q?: string; ids?: string[] },
): Promise<{ rows: NewsletterSignup[]; total: number }> {
  const ids = filter.ids?.filter(isUuid);
  if (ids?.length === 0) return { rows: [], total: 0 };
  const where: SQL | undefined = and(
    filter.q ? ilike(newsletterSignups.email, likePattern(filter.q)) : undefined,
    ids ? inArray(newsletterSignups.id, ids) : undefined,
  );
  const direction = sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsletterSignups)
      .where(where)
      .orderBy(direction(newsletterSortColumns[sort.field]), direction(newsletterSignups.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(newsletterSignups).where(where),
  ]);
  return { rows: rows.map(toSignup), total: counted?.total ?? 0 };
}

export async function getSignup(db: Database, id: string): Promise<NewsletterSignup | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(newsletterSignups).where(eq(newsletterSignups.id, id)).limit(1);
  return row ? toSignup(row) : undefined;
}

/** Removes a sign-up (an unsubscribe request), answering what was removed, with its audit entry. */
export async function deleteSignup(
  db: Database,
  actorId: string,
  id: string,
  address: string | null,
): Promise<NewsletterSignup | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(newsletterSignups).where(eq(newsletterSignups.id, id)).returning();
    if (!row) return undefined;
    const record = toSignup(row);
    await writeAudit(tx, {
      actorId,
      action: 'newsletter.delete',
      entity: 'newsletter_signup',
      entityId: id,
      before: { ...record },
      address,
    });
    return record;
  });
}
