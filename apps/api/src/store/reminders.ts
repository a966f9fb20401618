import { and, eq, gt, isNotNull, lte, not, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devices, sentNotices, users } from '../db/schema.ts';
import type { ReminderKind } from '../mail/lifecycle-emails.ts';
import { enqueueJob } from './jobs.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** How long before the end each reminder goes, and how late a missed one still goes. */
const reminderWindows = {
  trialEndingDays: 2,
  premiumEndingDays: 7,
  privacyEndedGraceDays: 2,
} as const;

interface Candidate {
  kind: ReminderKind;
  deviceRowId: string;
  userId: string;
  at: Date;
  renews: boolean;
}

const notOptedOut = (kind: ReminderKind) =>
  sql`not exists (select 1 from mail_opt_outs o where o.user_id = "devices"."owner_id" and o.kind = ${kind})`;

/**
 * Finds the events to announce at `now` (a trial ending within 2 days, Privacy Mode ending within 7 days,
 * Privacy Mode that ended in the last 2 days) on devices with an owner who did not turn that reminder off,
 * and queues one e-mail per event. The event's key (kind, device, the instant it ends) is claimed in
 * `sent_notices` in the same transaction as the job, so no event is announced twice, however many scans
 * run, in however many processes. Answers how many reminders it queued.
 */
export async function scanReminders(db: Database, now: Date): Promise<number> {
  const inDays = (days: number) => new Date(now.getTime() + days * dayMs);
  const owned = isNotNull(devices.ownerId);
  const [trials, ending, ended] = await Promise.all([
    db
      .select({ id: devices.id, ownerId: devices.ownerId, at: devices.trialExpiresAt })
      .from(devices)
      .where(
        and(
          owned,
          not(devices.lifetimeLicence),
          gt(devices.trialExpiresAt, now),
          lte(devices.trialExpiresAt, inDays(reminderWindows.trialEndingDays)),
          notOptedOut('trial_ending'),
        ),
      ),
    db
      .select({
        id: devices.id,
        ownerId: devices.ownerId,
        at: devices.privacyExpiresAt,
        renews: sql<boolean>`exists (select 1 from subscriptions s where s.device_id = "devices"."id" and s.status = 'ACTIVE')`,
      })
      .from(devices)
      .where(
        and(
          owned,
          gt(devices.privacyExpiresAt, now),
          lte(devices.privacyExpiresAt, inDays(reminderWindows.premiumEndingDays)),
          notOptedOut('premium_ending'),
        ),
      ),
    db
      .select({ id: devices.id, ownerId: devices.ownerId, at: devices.privacyExpiresAt })
      .from(devices)
      .where(
        and(
          owned,
          lte(devices.privacyExpiresAt, now),
          gt(devices.privacyExpiresAt, inDays(-reminderWindows.privacyEndedGraceDays)),
          notOptedOut('privacy_ended'),
        ),
      ),
  ]);
  const candidates: Candidate[] = [];
  const add = (
    kind: ReminderKind,
    row: { id: string; ownerId: string | null; at: Date | null },
    renews = false,
  ) => {
    if (row.ownerId && row.at)
      candidates.push({ kind, deviceRowId: row.id, userId: row.ownerId, at: row.at, renews });
  };
  for (const row of trials) add('trial_ending', row);
  for (const row of ending) add('premium_ending', row, Boolean(row.renews));
  for (const row of ended) add('privacy_ended', row);

  let queued = 0;
  for (const candidate of candidates) {
    const period = candidate.at.toISOString();
    const added = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(sentNotices)
        .values({ kind: candidate.kind, subject: candidate.deviceRowId, period })
        .onConflictDoNothing()
        .returning({ kind: sentNotices.kind });
      if (!claimed) return false;
      await enqueueJob(tx, {
        kind: 'reminder.send',
        payload: {
          kind: candidate.kind,
          deviceRowId: candidate.deviceRowId,
          userId: candidate.userId,
          at: period,
          renews: candidate.renews,
        },
        runAt: now,
        key: `reminder:${candidate.kind}:${candidate.deviceRowId}:${period}`,
      });
      return true;
    });
    if (added) queued += 1;
  }
  return queued;
}

/**
 * Marks an event's e-mail as handed over, once: false when it was already (a retried or duplicated job then
 * sends nothing). `release` undoes the mark when the hand-over failed, so the next attempt sends it.
 */
export async function claimNoticeDelivery(
  db: Database,
  notice: { kind: string; subject: string; period: string },
  now: Date,
): Promise<{ claimed: boolean; release: () => Promise<void> }> {
  const match = and(
    eq(sentNotices.kind, notice.kind),
    eq(sentNotices.subject, notice.subject),
    eq(sentNotices.period, notice.period),
  );
  const [row] = await db
    .update(sentNotices)
    .set({ deliveredAt: now })
    .where(and(match, sql`${sentNotices.deliveredAt} is null`))
    .returning({ kind: sentNotices.kind });
  return {
    claimed: Boolean(row),
    release: async () => {
      await db.update(sentNotices).set({ deliveredAt: null }).where(match);
    },
  };
}

/**
 * Whom a reminder of `kind` about a device goes to: the person (with whether they turned that reminder off) and
 * the device (with its owner now), each undefined when gone.
 */
export async function reminderAddressees(
  db: Database,
  { userId, deviceRowId, kind }: { userId: string; deviceRowId: string; kind: string },
): Promise<{
  person: { email: string; name: string; locale: string | null; optedOut: boolean } | undefined;
  device: { deviceId: string; ownerId: string | null } | undefined;
}> {
  const [person] = await db
    .select({
      email: users.email,
      name: users.fullName,
      locale: users.locale,
      optedOut: sql<boolean>`exists (select 1 from mail_opt_outs o where o.user_id = "users"."id" and o.kind = ${kind})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [device] = await db
    .select({ deviceId: devices.deviceId, ownerId: devices.ownerId })
    .from(devices)
    .where(eq(devices.id, deviceRowId));
  return { person, device };
}
