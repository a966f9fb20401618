import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { writeAudit } from './audit.ts';

/** Whether the account is banned (false when there is no such account). */
export async function isAccountBanned(db: Database, userId: string): Promise<boolean> {
  const [owner] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, userId)).limit(1);
  return owner?.banned === true;
}

/** Whether the account of this address (trimmed, in lower case) is banned; false when there is none. */
export async function isAddressBanned(db: Database, email: string): Promise<boolean> {
  const [owner] = await db
    .select({ banned: users.banned })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return owner?.banned === true;
}

/** The profile fields a person changes on the account page, as stored. */
export interface ProfileChanges {
  fullName: string;
  country: string | null;
  phone: string | null;
  locale?: string;
}

/**
 * Saves the person's own profile with its `account.update` entry (the fields that changed, before and after),
 * in one transaction; no entry when nothing changed.
 */
export async function updateOwnProfile(
  db: Database,
  {
    userId,
    changes,
    audited,
    address,
  }: {
    userId: string;
    changes: ProfileChanges;
    audited: { before: Record<string, unknown>; after: Record<string, unknown> } | null;
    address: string | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set(changes).where(eq(users.id, userId));
    if (audited)
      await writeAudit(tx, {
        actorId: userId,
        action: 'account.update',
        entity: 'user',
        entityId: userId,
        address,
        ...audited,
      });
  });
}

/** The oldest operator account's id; null when there is none. */
export async function firstOperatorId(db: Database): Promise<string | null> {
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'operator'))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return operator?.id ?? null;
}
