import { eq, sql } from 'drizzle-orm';
import { hostAlerts, users, whitelistHosts } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { ClaimedJob, JobHandler, Schedule } from '../jobs/queue.ts';
import { hostAlertMail } from '../mail/host-alert-emails.ts';
import { unsubscribePath, unsubscribeToken } from '../mail/unsubscribe.ts';
import { hostClientCounts } from '../store/host-health.ts';
import {
  alertWindowMs,
  forgetUnlistedHosts,
  type HostAlertChange,
  hostAlertPreferencesOf,
  recordHostReading,
} from './host-alerts.ts';

/** Every five minutes, whichever process comes first (decision 38): a host's alert is at most that late. */
export const hostAlertSchedules: readonly Schedule[] = [{ kind: 'host_alerts.scan', everyMs: 5 * 60_000 }];

const field = (job: ClaimedJob, name: string): string => {
  const value = job.payload[name];
  if (typeof value !== 'string') throw new Error(`Job ${job.id} has no ${name}`);
  return value;
};

const count = (job: ClaimedJob, name: string): number => {
  const value = job.payload[name];
  return typeof value === 'number' && Number.isInteger(value) ? value : 0;
};

/** The host alerts' jobs: the periodic evaluation, and each e-mail it decides on. */
export function hostAlertJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  const { db } = deps.database;
  return {
    /**
     * Reads every reseller's hosts over the last hour, as Host health reads them, and records each reading
     * where the state changes (`recordHostReading`). Accounts that kept alert state but are no longer
     * resellers with entries are forgotten.
     */
    'host_alerts.scan': async () => {
      const now = deps.now();
      const since = new Date(now.getTime() - alertWindowMs);
      const listing = await db
        .selectDistinct({ id: users.id })
        .from(users)
        .innerJoin(whitelistHosts, eq(whitelistHosts.ownerId, users.id))
        .where(eq(users.role, 'reseller'));
      const resellers = new Set(listing.map((row) => row.id));
      const kept = await db.selectDistinct({ id: hostAlerts.resellerId }).from(hostAlerts);
      for (const { id } of kept) {
        if (!resellers.has(id)) await db.transaction((tx) => forgetUnlistedHosts(tx, id, []));
      }
      for (const resellerId of resellers) {
        const readings = await hostClientCounts(db, { userId: resellerId, everything: false }, since);
        const preferences = await hostAlertPreferencesOf(db, resellerId);
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
    },

    'host_alert.send': async (job) => {
      const resellerId = field(job, 'resellerId');
      const host = field(job, 'host');
      const change = field(job, 'change') as HostAlertChange;
      const preferences = await hostAlertPreferencesOf(db, resellerId);
      const [reseller] = await db
        .select({
          email: users.email,
          name: users.fullName,
          locale: users.locale,
          role: users.role,
          // Still one of their addresses: an entry removed since says nothing more.
          lists: sql<boolean>`exists (select 1 from whitelist_hosts w where w.owner_id = ${resellerId} and (w.host = ${host} or w.backup_host = ${host}))`,
        })
        .from(users)
        .where(eq(users.id, resellerId));
      // Turned off, or no longer a reseller with that host, since the change was recorded: nothing to say.
      if (!preferences.enabled || reseller?.role !== 'reseller' || !reseller.lists) return;
      const delivery = await deps.mailer.deliver(
        hostAlertMail(
          reseller,
          { change, host, ok: count(job, 'ok'), failed: count(job, 'failed') },
          {
            brand: deps.settings.brand,
            siteUrl: deps.settings.siteUrl,
            unsubscribeUrl: `${deps.settings.siteUrl}${unsubscribePath(unsubscribeToken(deps.mailLinkKey, resellerId, 'host_alerts'))}`,
          },
        ),
      );
      if (!delivery.ok) throw new Error(`Mail not delivered: ${delivery.error}`);
    },
  };
}
