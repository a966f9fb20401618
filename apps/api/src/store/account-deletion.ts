import { createHash } from 'node:crypto';
import { and, eq, isNotNull, like, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import {
  auditLog,
  devices,
  formSubmissions,
  newsletterSignups,
  playlists,
  rateLimitCounters,
  users,
  verifications,
} from '../db/schema.ts';
import type { AuditAction } from '../domain/audit-actions.ts';
import { releaseDevice } from './admin-devices.ts';
import { writeAudit } from './audit.ts';
import { publishPlaylistEvents } from './webhook-events.ts';

/** How long a requested deletion waits before it is final; signing in before then undoes it (decision 39). */
const deletionGraceMs = 14 * 24 * 60 * 60 * 1000;

/** The records of the deletion itself: kept (without details) when the account's own events are removed. */
const deletionActions = ['account.deletion_requested', 'account.deletion_cancelled', 'account.deleted'];

/** Marks the account for deletion and audits it; answers when the deletion becomes final. */
export async function requestDeletion(
  db: Database,
  userId: string,
  now: Date,
  address: string | null,
): Promise<Date> {
  const deleteAfter = new Date(now.getTime() + deletionGraceMs);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deletionRequestedAt: now, deleteAfter }).where(eq(users.id, userId));
    await writeAudit(tx, {
      actorId: userId,
      action: 'account.deletion_requested',
      entity: 'user',
      entityId: userId,
      after: { delete_after: deleteAfter.toISOString() },
      address,
    });
  });
  return deleteAfter;
}

/**
 * Undoes a pending deletion (the person signed in within the grace period) and audits it; answers when the
 * deletion would have been final, or null when none was pending. Most sign-ins find nothing and write nothing.
 */
export async function cancelDeletion(
  db: Database,
  userId: string,
  address: string | null,
): Promise<Date | null> {
  const [pending] = await db
    .select({ deleteAfter: users.deleteAfter })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.deleteAfter)));
  if (!pending) return null;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ deleteAfter: users.deleteAfter })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.deleteAfter)))
      .for('update');
    if (!locked?.deleteAfter) return null;
    await tx.update(users).set({ deletionRequestedAt: null, deleteAfter: null }).where(eq(users.id, userId));
    await writeAudit(tx, {
      actorId: userId,
      action: 'account.deletion_cancelled',
      entity: 'user',
      entityId: userId,
      before: { delete_after: locked.deleteAfter.toISOString() },
      after: { delete_after: null },
      address,
    });
    return locked.deleteAfter;
  });
}

/** The text of a column contains the address, in any case (no LIKE pattern: an address may hold `_`). */
const mentions = (column: unknown, email: string) =>
  sql`position(lower(${email}) in lower(${column}::text)) > 0`;

/**
 * Makes one account's deletion final, if it is still due: in one transaction that first locks the account,
 * so a sign-in that undoes it either comes first (nothing is due any more) or finds no account, and a second
 * runner finds nothing to do. The account goes as `eraseAccount` removes it, and so do the traces of its
 * address outside its own rows (rate-limit counters, newsletter sign-ups and forms); `account.deleted` is
 * audited without an actor.
 */
export async function finaliseDeletion(db: Database, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), lte(users.deleteAfter, now)))
      .for('update');
    if (!person) return false;
    // Traces of the address outside the account's own rows: counters, sign-ups and forms.
    const hashed = createHash('sha256').update(person.email.toLowerCase()).digest('hex');
    await tx
      .delete(rateLimitCounters)
      .where(or(mentions(rateLimitCounters.key, person.email), mentions(rateLimitCounters.key, hashed)));
    await tx.delete(newsletterSignups).where(mentions(newsletterSignups.email, person.email));
    await tx.delete(formSubmissions).where(mentions(formSubmissions.fields, person.email));
    await eraseAccount(tx, person.id, now, { action: 'account.deleted', actorId: null, address: null });
    return true;
  });
}

/**
 * Removes an account whose row the transaction has locked. Its devices are released as their owner's release
 * does it (the playlists the owner added in the dashboard go with it), the playlists they added in the
 * dashboard elsewhere are removed, its pending links too, and the account's row goes with everything that
 * hangs on it (sessions, credentials, two-factor, API keys, tickets, hosts, e-mail changes, mail preferences);
 * orders, receipts and licences stay without their owner. In the audit log the person's own security events
 * are removed, the entries about the account lose their details, and the entries they made name a deleted
 * account (the database's trigger allows exactly that). Audited last with `why`: the action that removed the
 * account, and who caused it (null for the server's own jobs).
 */
export async function eraseAccount(
  tx: Transaction,
  userId: string,
  now: Date,
  why: { action: AuditAction; actorId: string | null; address: string | null },
): Promise<void> {
  const caller = { id: userId, role: 'customer' as const };
  const owned = await tx
    .select({ deviceId: devices.deviceId })
    .from(devices)
    .where(eq(devices.ownerId, userId));
  for (const device of owned) await releaseDevice(tx, caller, device.deviceId, now, null, 'account_deleted');
  const theirs = and(eq(playlists.addedVia, 'dashboard'), eq(playlists.addedBy, userId));
  const leaving = await tx.select({ id: playlists.id }).from(playlists).where(theirs);
  await publishPlaylistEvents(
    tx,
    { now: () => now },
    'playlist.removed',
    leaving.map((row) => row.id),
  );
  await tx.delete(playlists).where(theirs);
  await tx.delete(verifications).where(eq(verifications.value, userId));
  await tx.delete(users).where(eq(users.id, userId));
  const aboutAccount = and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId));
  await tx
    .delete(auditLog)
    .where(
      and(aboutAccount, like(auditLog.action, 'account.%'), notInArray(auditLog.action, deletionActions)),
    );
  await tx
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(aboutAccount, or(isNotNull(auditLog.before), isNotNull(auditLog.after))));
  await writeAudit(tx, { ...why, entity: 'user', entityId: userId });
}

/** The accounts whose grace period is over, a batch at a time. */
export async function dueDeletions(db: Database, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(lte(users.deleteAfter, now))
    .orderBy(users.deleteAfter)
    .limit(limit);
  return rows.map((row) => row.id);
}
