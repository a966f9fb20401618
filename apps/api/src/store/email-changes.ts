import { and, eq, gt, isNull, not, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { emailChanges, users } from '../db/schema.ts';
import { recordSecurityEvent } from './security-events.ts';
import { takeAddressFromSignUps, unconfirmedSignUp } from './unconfirmed-sign-ups.ts';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** A change still waiting for its link, with the account's language, name and address now. */
export interface PendingEmailChange {
  change: EmailChangeRow;
  locale: string | null;
  name: string;
  email: string;
}

/**
 * Whether an account other than `exceptUserId` has the address, in any case. A sign-up that never confirmed
 * it does not count (decision 59): confirming the change removes it.
 */
export async function emailTakenByAnother(
  db: Database,
  email: string,
  exceptUserId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        sql`${users.id} <> ${exceptUserId}`,
        not(unconfirmedSignUp),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Records an asked change, waiting for the link to the new address (its token kept as a hash). */
export async function recordEmailChangeRequest(
  db: Database,
  request: {
    userId: string;
    oldEmail: string;
    newEmail: string;
    confirmTokenHash: string;
    confirmExpiresAt: Date;
  },
): Promise<void> {
  await db.insert(emailChanges).values(request);
}

/**
 * The change whose confirmation (`confirm`) or undo (`undo`) link has the token of this hash, while that link
 * is unused and not expired at `now`.
 */
export async function findPendingEmailChange(
  db: Database,
  kind: 'confirm' | 'undo',
  tokenHash: string,
  now: Date,
): Promise<PendingEmailChange | undefined> {
  const where =
    kind === 'confirm'
      ? and(
          eq(emailChanges.confirmTokenHash, tokenHash),
          isNull(emailChanges.confirmedAt),
          gt(emailChanges.confirmExpiresAt, now),
        )
      : and(
          eq(emailChanges.undoTokenHash, tokenHash),
          isNull(emailChanges.undoneAt),
          gt(emailChanges.undoExpiresAt, now),
        );
  const [row] = await db
    .select({ change: emailChanges, locale: users.locale, name: users.fullName, email: users.email })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(where)
    .limit(1);
  return row;
}

/** How confirming or undoing a change went: done, the link used already, or the address taken meanwhile. */
export type EmailChangeOutcome = 'done' | 'used' | 'taken';

/**
 * Confirms a change once, in one transaction: takes the address from the unconfirmed sign-ups that have it
 * (`takeAddressFromSignUps`), marks the change confirmed with its undo link, gives the account the new
 * (verified) address and writes `account.email_change`.
 */
export async function confirmEmailChange(
  db: Database,
  {
    change,
    undoTokenHash,
    undoExpiresAt,
    now,
    address,
  }: {
    change: Pick<EmailChangeRow, 'id' | 'userId' | 'oldEmail' | 'newEmail'>;
    undoTokenHash: string;
    undoExpiresAt: Date;
    now: Date;
    address: string | null;
  },
): Promise<EmailChangeOutcome> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: emailChanges.id })
      .from(emailChanges)
      .where(and(eq(emailChanges.id, change.id), isNull(emailChanges.confirmedAt)))
      .for('update');
    if (!pending) return 'used';
    const free = await takeAddressFromSignUps(tx, {
      email: change.newEmail,
      userId: change.userId,
      now,
      address,
    });
    if (!free) return 'taken';
    await tx
      .update(emailChanges)
      .set({ confirmedAt: now, undoTokenHash, undoExpiresAt })
      .where(eq(emailChanges.id, change.id));
    await tx
      .update(users)
      .set({ email: change.newEmail, emailVerified: true })
      .where(eq(users.id, change.userId));
    await recordSecurityEvent(tx, change.userId, 'account.email_change', address, {
      before: { email: change.oldEmail },
      after: { email: change.newEmail },
    });
    return 'done';
  });
}

/**
 * Undoes a confirmed change once, in one transaction: takes the old address from the unconfirmed sign-ups that
 * have it by now, marks the change undone, gives the account its old (verified) address back and writes
 * `account.email_change_undo` from `emailBefore`.
 */
export async function undoEmailChange(
  db: Database,
  {
    change,
    emailBefore,
    now,
    address,
  }: {
    change: Pick<EmailChangeRow, 'id' | 'userId' | 'oldEmail'>;
    /** The account's address when the undo was asked. */
    emailBefore: string;
    now: Date;
    address: string | null;
  },
): Promise<EmailChangeOutcome> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: emailChanges.id })
      .from(emailChanges)
      .where(and(eq(emailChanges.id, change.id), isNull(emailChanges.undoneAt)))
      .for('update');
    if (!pending) return 'used';
    const free = await takeAddressFromSignUps(tx, {
      email: change.oldEmail,
      userId: change.userId,
      now,
      address,
    });
    if (!free) return 'taken';
    await tx.update(emailChanges).set({ undoneAt: now }).where(eq(emailChanges.id, change.id));
    await tx
      .update(users)
      .set({ email: change.oldEmail, emailVerified: true })
      .where(eq(users.id, change.userId));
    await recordSecurityEvent(tx, change.userId, 'account.email_change_undo', address, {
      before: { email: emailBefore },
      after: { email: change.oldEmail },
    });
    return 'done';
  });
}
