import { type MailPreferences, type ReminderKindName, reminderKinds } from '@vela/validation';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { creditBalances, hostAlertSettings, mailOptOuts, users } from '../db/schema.ts';
import { writeAudit } from './audit.ts';
import { hostAlertPreferencesOf } from './host-alerts.ts';

/** Which reminders a person gets: every kind on, except those they turned off (`mail_opt_outs`). */
export async function mailPreferencesOf(db: Database, userId: string): Promise<MailPreferences> {
  const off = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userId, userId));
  const offKinds = new Set(off.map((row) => row.kind));
  return Object.fromEntries(reminderKinds.map((kind) => [kind, !offKinds.has(kind)])) as MailPreferences;
}

/** The account an e-mail's link names, with its language; undefined once it is gone. */
export async function mailLinkPerson(
  db: Database,
  userId: string,
): Promise<{ id: string; locale: string | null } | undefined> {
  const [person] = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return person;
}

/**
 * The one-click unsubscribe, in one transaction with its audit entry when it changed something: a reminder
 * kind is turned off (`account.mail_unsubscribe`); a reseller's host alerts go off, keeping the minimum they
 * chose for when they turn them on again (`account.host_alerts`); a reseller's low-balance warning loses its threshold
 * (`credits.settings`).
 */
export async function unsubscribeFromMail(
  db: Database,
  {
    userId,
    kind,
    address,
  }: { userId: string; kind: ReminderKindName | 'host_alerts' | 'low_balance'; address: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (kind === 'low_balance') {
      const [before] = await tx
        .select({ threshold: creditBalances.lowBalanceThreshold })
        .from(creditBalances)
        .where(eq(creditBalances.resellerId, userId));
      if (before?.threshold === null || before?.threshold === undefined) return;
      await tx
        .update(creditBalances)
        .set({ lowBalanceThreshold: null, lowBalanceNotifiedAt: null })
        .where(eq(creditBalances.resellerId, userId));
      await writeAudit(tx, {
        actorId: userId,
        action: 'credits.settings',
        entity: 'user',
        entityId: userId,
        address,
        before: { low_balance_threshold: before.threshold },
        after: { low_balance_threshold: null },
      });
      return;
    }
    if (kind === 'host_alerts') {
      const before = await hostAlertPreferencesOf(tx, userId);
      if (!before.enabled) return;
      await tx
        .insert(hostAlertSettings)
        .values({ userId, enabled: false, minFailingClients: before.minFailingClients })
        .onConflictDoUpdate({ target: hostAlertSettings.userId, set: { enabled: false } });
      await writeAudit(tx, {
        actorId: userId,
        action: 'account.host_alerts',
        entity: 'user',
        entityId: userId,
        address,
        before: { enabled: true, min_failing_clients: before.minFailingClients },
        after: { enabled: false, min_failing_clients: before.minFailingClients },
      });
      return;
    }
    const [added] = await tx
      .insert(mailOptOuts)
      .values({ userId, kind })
      .onConflictDoNothing()
      .returning({ kind: mailOptOuts.kind });
    if (added) {
      await writeAudit(tx, {
        actorId: userId,
        action: 'account.mail_unsubscribe',
        entity: 'user',
        entityId: userId,
        address,
        after: { [kind]: false },
      });
    }
  });
}

/**
 * Saves the reminder preferences the person wants, read as `before` just now: each kind that changes is
 * turned on or off, with one `account.mail_preferences` entry in the same transaction when any did.
 */
export async function saveMailPreferences(
  db: Database,
  {
    userId,
    before,
    wanted,
    address,
  }: { userId: string; before: MailPreferences; wanted: MailPreferences; address: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const kind of reminderKinds) {
      if (wanted[kind] === before[kind]) continue;
      if (wanted[kind]) {
        await tx.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));
      } else {
        await tx.insert(mailOptOuts).values({ userId, kind }).onConflictDoNothing();
      }
    }
    if (reminderKinds.some((kind) => wanted[kind] !== before[kind])) {
      await writeAudit(tx, {
        actorId: userId,
        action: 'account.mail_preferences',
        entity: 'user',
        entityId: userId,
        address,
        before,
        after: wanted,
      });
    }
  });
}
