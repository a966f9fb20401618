import type { AppDeps } from '../deps.ts';
import { alertWindowMs } from '../domain/host-alerts.ts';
import type { JobHandlers, Schedule } from '../jobs/queue.ts';
import { hostAlertMail } from '../mail/host-alert-emails.ts';
import { unsubscribePath, unsubscribeToken } from '../mail/unsubscribe.ts';
import {
  accountsWithHostAlerts,
  forgetHostAlertsOf,
  hostAlertAddressee,
  hostAlertPreferencesOf,
  recordHostReadings,
  resellersWithHosts,
} from '../store/host-alerts.ts';
import { hostClientCounts } from '../store/host-health.ts';

/** Every five minutes, whichever process comes first (decision 38): a host's alert is at most that late. */
export const hostAlertSchedules: readonly Schedule[] = [{ kind: 'host_alerts.scan', everyMs: 5 * 60_000 }];

/** The host alerts' jobs: the periodic evaluation, and each e-mail it decides on. */
export function hostAlertJobHandlers(
  deps: AppDeps,
): Pick<JobHandlers, 'host_alerts.scan' | 'host_alert.send'> {
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
      const resellers = new Set(await resellersWithHosts(db));
      for (const id of await accountsWithHostAlerts(db)) {
        if (!resellers.has(id)) await forgetHostAlertsOf(db, id);
      }
      for (const resellerId of resellers) {
        const readings = await hostClientCounts(db, { userId: resellerId, everything: false }, since);
        const preferences = await hostAlertPreferencesOf(db, resellerId);
        await recordHostReadings(db, resellerId, readings, preferences, now);
      }
    },

    'host_alert.send': async (job) => {
      const { resellerId, host, change, ok, failed } = job.payload;
      const preferences = await hostAlertPreferencesOf(db, resellerId);
      // Still one of their addresses: an entry removed since says nothing more.
      const reseller = await hostAlertAddressee(db, resellerId, host);
      // Turned off, banned, or no longer a reseller with that host, since the change was recorded: nothing to say.
      if (!preferences.enabled || reseller?.role !== 'reseller' || reseller.banned || !reseller.lists) return;
      const delivery = await deps.mailer.deliver(
        hostAlertMail(
          reseller,
          { change, host, ok, failed },
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
