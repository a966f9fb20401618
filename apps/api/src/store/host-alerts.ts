import { hostAlertDefaults } from '@vela/validation';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database, Reader, Transaction } from '../db/database.ts';
import { hostAlertSettings, hostAlerts, type UserRole, users, whitelistHosts } from '../db/schema.ts';
import {
  failingMailEveryMs,
  type HostAlertChange,
  type HostAlertEvent,
  type HostAlertPreferences,
  type HostReading,
  nextHostState,
} from '../domain/host-alerts.ts';
import { writeAudit } from './audit.ts';
import { enqueueJob } from './jobs.ts';
import { publishResellerEvent } from './webhook-events.ts';

/** A reseller's choice, or the defaults when they never chose. */
export async function hostAlertPreferencesOf(db: Reader, userId: string): Promise<HostAlertPreferences> {
  const [row] = await db
    .select({ enabled: hostAlertSettings.enabled, minFailingClients: hostAlertSettings.minFailingClients })
    .from(hostAlertSettings)
    .where(eq(hostAlertSettings.userId, userId));
  return (
    row ?? { enabled: hostAlertDefaults.enabled, minFailingClients: hostAlertDefaults.min_failing_clients }
  );
}

/**
 * The one place where a reseller's host starts failing or recovers (decision 42). Inside the caller's transaction:
 * locks the host's row (two processes evaluating at once wait for each other, and the second finds the change
 * made), records the new state and queues the e-mail in the same transaction, so a change is announced once
 * or not at all. A 'failing' e-mail goes at most once per host every 6 hours; a 'recovered' one only after a
 * failure that was announced. Answers the change, if any. The reseller's webhooks hear each change here too.
 */
async function recordHostReading(
  tx: Transaction,
  reading: HostReading,
  preferences: HostAlertPreferences,
  now: Date,
): Promise<HostAlertChange | null> {
  const key = and(eq(hostAlerts.resellerId, reading.resellerId), eq(hostAlerts.host, reading.host));
  const locked = () => tx.select().from(hostAlerts).where(key).for('update');
  let [row] = await locked();
  if (!row) {
    // Nothing is kept about a host until it first fails.
    if (nextHostState('ok', reading, preferences.minFailingClients) === 'ok') return null;
    await tx
      .insert(hostAlerts)
      .values({ resellerId: reading.resellerId, host: reading.host })
      .onConflictDoNothing();
    [row] = await locked();
    if (!row) return null;
  }
  const state = nextHostState(row.state, reading, preferences.minFailingClients);
  const counts = { okClients: reading.ok, failedClients: reading.failed };
  if (state === row.state) {
    if (row.okClients !== reading.ok || row.failedClients !== reading.failed) {
      await tx.update(hostAlerts).set(counts).where(key);
    }
    return null;
  }
  const change: HostAlertChange = state === 'failing' ? 'failing' : 'recovered';
  let mail: boolean;
  if (change === 'failing') {
    mail =
      preferences.enabled &&
      (row.lastFailingMailAt === null ||
        now.getTime() - row.lastFailingMailAt.getTime() >= failingMailEveryMs);
    await tx
      .update(hostAlerts)
      .set({
        ...counts,
        state,
        failingSince: now,
        ...(mail ? { lastFailingMailAt: now } : {}),
      })
      .where(key);
  } else {
    const announced =
      row.failingSince !== null &&
      row.lastFailingMailAt !== null &&
      row.lastFailingMailAt.getTime() >= row.failingSince.getTime();
    mail = preferences.enabled && announced;
    await tx
      .update(hostAlerts)
      .set({ ...counts, state, failingSince: null, lastRecoveredAt: now })
      .where(key);
  }
  const event: HostAlertEvent = {
    change,
    resellerId: reading.resellerId,
    host: reading.host,
    ok: reading.ok,
    failed: reading.failed,
    at: now.toISOString(),
  };
  // Every change reaches this line once, in its transaction, whether or not it is mailed: the reseller's
  // webhooks hear it as `host.failing` / `host.recovered` (decision 41), whatever the e-mail preference.
  const [entry] = await tx
    .select({ id: whitelistHosts.id })
    .from(whitelistHosts)
    .where(
      and(
        eq(whitelistHosts.ownerId, reading.resellerId),
        or(eq(whitelistHosts.host, reading.host), eq(whitelistHosts.backupHost, reading.host)),
      ),
    )
    .limit(1);
  await publishResellerEvent(
    tx,
    { now: () => now },
    {
      resellerId: reading.resellerId,
      type: change === 'failing' ? 'host.failing' : 'host.recovered',
      data: {
        host: { address: reading.host, whitelist_id: entry?.id ?? null },
        clients_ok: reading.ok,
        clients_failing: reading.failed,
        since: event.at,
      },
    },
  );
  if (mail) {
    await enqueueJob(tx, {
      kind: 'host_alert.send',
      payload: { ...event },
      runAt: now,
      key: `host_alert:${event.resellerId}:${event.host}:${change}:${event.at}`,
    });
  }
  return change;
}

/** Forgets the alert state of addresses a reseller no longer lists, quietly. */
async function forgetUnlistedHosts(tx: Transaction, resellerId: string, listed: readonly string[]) {
  await tx.delete(hostAlerts).where(
    and(
      eq(hostAlerts.resellerId, resellerId),
      listed.length === 0
        ? undefined
        : sql`${hostAlerts.host} not in (${sql.join(
            listed.map((host) => sql`${host}`),
            sql`, `,
          )})`,
    ),
  );
}

/**
 * Saves a reseller's choice with its `account.host_alerts` entry (`before` and `after` as the account page
 * shows them), in one transaction.
 */
export async function saveHostAlertSettings(
  db: Database,
  {
    userId,
    settings,
    address,
    before,
    after,
  }: {
    userId: string;
    settings: HostAlertPreferences;
    address: string | null;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = { enabled: settings.enabled, minFailingClients: settings.minFailingClients };
    await tx
      .insert(hostAlertSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: hostAlertSettings.userId, set: values });
    await writeAudit(tx, {
      actorId: userId,
      action: 'account.host_alerts',
      entity: 'user',
      entityId: userId,
      address,
      before,
      after,
    });
  });
}

/**
 * The resellers who list at least one address on their whitelist and are not banned: those whose hosts are
 * watched (a banned reseller's business is stopped, decision 56).
 */
export async function resellersWithHosts(db: Database): Promise<string[]> {
  const listing = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(whitelistHosts, eq(whitelistHosts.ownerId, users.id))
    .where(and(eq(users.role, 'reseller'), eq(users.banned, false)));
  return listing.map((row) => row.id);
}

/** The accounts that have alert state kept about at least one host. */
export async function accountsWithHostAlerts(db: Database): Promise<string[]> {
  const kept = await db.selectDistinct({ id: hostAlerts.resellerId }).from(hostAlerts);
  return kept.map((row) => row.id);
}

/** Forgets all alert state of an account (no longer a reseller with entries), quietly. */
export async function forgetHostAlertsOf(db: Database, resellerId: string): Promise<void> {
  await db.transaction((tx) => forgetUnlistedHosts(tx, resellerId, []));
}

/**
 * A reseller's readings of one scan, in one transaction: forgets the hosts not read, then records each
 * reading (`recordHostReading`).
 */
export async function recordHostReadings(
  db: Database,
  resellerId: string,
  readings: readonly Omit<HostReading, 'resellerId'>[],
  preferences: HostAlertPreferences,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await forgetUnlistedHosts(
      tx,
      resellerId,
      readings.map((reading) => reading.host),
    );
    for (const reading of readings) {
      await recordHostReading(tx, { ...reading, resellerId }, preferences, now);
    }
  });
}

/**
 * Whom a host alert e-mail goes to: the account, with its role now and whether it still lists the host (an
 * entry removed since says nothing more); undefined once gone.
 */
export async function hostAlertAddressee(
  db: Database,
  resellerId: string,
  host: string,
): Promise<
  | { email: string; name: string; locale: string | null; role: UserRole; banned: boolean; lists: boolean }
  | undefined
> {
  const [reseller] = await db
    .select({
      email: users.email,
      name: users.fullName,
      locale: users.locale,
      role: users.role,
      banned: users.banned,
      lists: sql<boolean>`exists (select 1 from whitelist_hosts w where w.owner_id = ${resellerId} and (w.host = ${host} or w.backup_host = ${host}))`,
    })
    .from(users)
    .where(eq(users.id, resellerId));
  return reseller;
}
