import { and, eq, isNull, lt, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { sessions, users } from '../db/schema.ts';
import { eraseAccount } from './account-deletion.ts';

/**
 * An account that holds its address without having proved it (decision 59): never confirmed, never signed in,
 * no session, a customer's, and not suspended by an operator (a suspension is an operator's decision, which no
 * job undoes). Such a sign-up can be removed, and never keeps an address from an account that proves it.
 */
export const unconfirmedSignUp: SQL = and(
  eq(users.emailVerified, false),
  eq(users.role, 'customer'),
  eq(users.banned, false),
  isNull(users.lastSignInAt),
  notExists(sql`(select 1 from ${sessions} where ${sessions.userId} = ${users.id})`),
) as SQL;

/** Unconfirmed sign-ups made before `cutoff`, oldest first, a batch at a time. */
export async function expiredSignUps(db: Database, cutoff: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(unconfirmedSignUp, lt(users.createdAt, cutoff)))
    .orderBy(users.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Removes one unconfirmed sign-up made before `cutoff`, if it still is one: in one transaction that first locks
 * its row, so a confirmation that comes first keeps the account, and a second runner finds nothing to do.
 * Audited `account.signup_expired`, without an actor.
 */
export async function expireSignUp(db: Database, userId: string, cutoff: Date, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), unconfirmedSignUp, lt(users.createdAt, cutoff)))
      .for('update');
    if (!person) return false;
    await eraseAccount(tx, person.id, now, {
      action: 'account.signup_expired',
      actorId: null,
      address: null,
    });
    return true;
  });
}

/**
 * Gives the address to the account that just proved it holds it (a confirmed change, or its undo) inside that
 * change's transaction: the other accounts that have it, in any case, are locked; when one of them is more than
 * an unconfirmed sign-up the address stays taken (false), otherwise each is removed and audited
 * `account.signup_displaced`, with the account that proved the address as the actor.
 */
export async function takeAddressFromSignUps(
  tx: Transaction,
  { email, userId, now, address }: { email: string; userId: string; now: Date; address: string | null },
): Promise<boolean> {
  const holders = await tx
    .select({ id: users.id, unconfirmed: sql<boolean>`${unconfirmedSignUp}` })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.id} <> ${userId}`))
    .for('update');
  if (holders.some((holder) => !holder.unconfirmed)) return false;
  for (const holder of holders) {
    await eraseAccount(tx, holder.id, now, { action: 'account.signup_displaced', actorId: userId, address });
  }
  return true;
}
