import { hostAlertDefaults } from '@vela/validation';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { hostAlertSettings, hostAlerts, whitelistHosts } from '../db/schema.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { publishResellerEvent } from '../webhooks/publish.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

const hourMs = 60 * 60_000;
/** What the alert looks at: the clients that reported on the host in the last hour. */
export const alertWindowMs = hourMs;
/** At most one 'failing' e-mail per host in this long, however often it fails and recovers. */
export const failingMailEveryMs = 6 * hourMs;

export interface HostAlertPreferences {
  enabled: boolean;
  minFailingClients: number;
}

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

/** How a reseller's host fared in the last hour: distinct clients that loaded from it fine, and that failed. */
export interface HostReading {
  resellerId: string;
  host: string;
  ok: number;
  failed: number;
}

export type HostAlertChange = 'failing' | 'recovered';

/** The e-mail job's payload: what changed, with the counts that made it change. */
export interface HostAlertEvent {
  change: HostAlertChange;
  resellerId: string;
  host: string;
  ok: number;
  failed: number;
  at: string;
}

/** The rule, apart from storage: a host starts failing, recovers, or stays as it was. */
export function nextHostState(
  state: 'ok' | 'failing',
  { ok, failed }: Pick<HostReading, 'ok' | 'failed'>,
  minFailingClients: number,
): 'ok' | 'failing' {
  if (state === 'ok') return failed > ok && failed >= minFailingClients ? 'failing' : 'ok';
  // Once failing, a host stays so until successes outnumber failures again or no client failed for an hour.
  return ok > failed || failed === 0 ? 'ok' : 'failing';
}

/**
 * The one place where a reseller's host starts failing or recovers (decision 42). Inside the caller's transaction:
 * locks the host's row (two processes evaluating at once wait for each other, and the second finds the change
 * made), records the new state and queues the e-mail in the same transaction, so a change is announced once
 * or not at all. A 'failing' e-mail goes at most once per host every 6 hours; a 'recovered' one only after a
 * failure that was announced. Answers the change, if any. The reseller's webhooks hear each change here too.
 */
export async function recordHostReading(
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
export async function forgetUnlistedHosts(tx: Transaction, resellerId: string, listed: readonly string[]) {
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
