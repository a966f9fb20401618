import { hostAlertJobHandlers, hostAlertSchedules } from '../alerts/host-alert-jobs.ts';
import { endSessionsOf } from '../auth/user-sessions.ts';
import type { AppDeps } from '../deps.ts';
import { creditReceiptMail, lowBalanceMail } from '../mail/credit-emails.ts';
import { receiptMail, reminderMail } from '../mail/lifecycle-emails.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { unsubscribePath, unsubscribeToken } from '../mail/unsubscribe.ts';
import { dueDeletions, finaliseDeletion } from '../store/account-deletion.ts';
import { markCreditReceiptMailed, unmarkCreditReceiptMailed } from '../store/credit-orders.ts';
import { lowBalanceAddressee } from '../store/credits.ts';
import { removeDoneJobs } from '../store/jobs.ts';
import { markReceiptMailed, unmarkReceiptMailed } from '../store/receipts.ts';
import { claimNoticeDelivery, reminderAddressees, scanReminders } from '../store/reminders.ts';
import { expiredSignUps, expireSignUp } from '../store/unconfirmed-sign-ups.ts';
import { announceAddedPlaylists } from '../store/webhook-events.ts';
import { webhookJobHandlers } from '../webhooks/deliver.ts';
import type { JobHandlers, Schedule, Sweep } from './queue.ts';

const minute = 60_000;

/** Work added on a period by whichever process comes first (decision 38). */
export const lifecycleSchedules: readonly Schedule[] = [
  { kind: 'reminders.scan', everyMs: 15 * minute },
  { kind: 'jobs.cleanup', everyMs: 24 * 60 * minute },
  { kind: 'accounts.finalise_deletions', everyMs: 15 * minute },
  { kind: 'accounts.expire_signups', everyMs: 15 * minute },
  ...hostAlertSchedules,
];

/** Work every pass does first (decision 35). */
export function lifecycleSweeps(deps: AppDeps): readonly Sweep[] {
  return [
    // My List's playlists: their `playlist.added`, to the resellers who reach them (decision 41).
    {
      name: 'webhooks.announce_playlists',
      run: () => announceAddedPlaylists(deps.database.db, { now: deps.now }),
    },
  ];
}

/** Finished jobs are kept this long for inspection, then removed; failed ones stay until retried. */
const keepDoneMs = 30 * 24 * 60 * minute;

async function deliverOrThrow(deps: AppDeps, mail: OutgoingMail) {
  const delivery = await deps.mailer.deliver(mail);
  if (!delivery.ok) throw new Error(`Mail not delivered: ${delivery.error}`);
}

/** What each kind of job does. */
export function lifecycleJobHandlers(deps: AppDeps): JobHandlers {
  const { db } = deps.database;
  const links = { brand: deps.settings.brand, siteUrl: deps.settings.siteUrl };
  return {
    ...hostAlertJobHandlers(deps),
    // Resellers' webhooks (decision 41).
    ...webhookJobHandlers(deps),

    'reminders.scan': async () => {
      await scanReminders(db, deps.now());
    },

    // Accounts past their 14 days of grace (decision 39); each is finalised once, whoever runs the job.
    'accounts.finalise_deletions': async () => {
      const now = deps.now();
      for (const userId of await dueDeletions(db, now)) {
        // Sessions kept in Redis go first; the database's go with the account.
        await endSessionsOf(deps.auth, userId);
        await finaliseDeletion(db, userId, now);
      }
    },

    // Sign-ups that never confirmed their address in UNCONFIRMED_SIGNUP_HOURS (decision 59), every batch until
    // none is left: a wave of them is gone in one run.
    'accounts.expire_signups': async () => {
      const now = deps.now();
      const cutoff = new Date(now.getTime() - deps.env.UNCONFIRMED_SIGNUP_HOURS * 60 * minute);
      const batch = 100;
      for (;;) {
        const due = await expiredSignUps(db, cutoff, batch);
        let removed = 0;
        for (const userId of due) if (await expireSignUp(db, userId, cutoff, now)) removed += 1;
        if (due.length < batch || removed === 0) return;
      }
    },

    'jobs.cleanup': async () => {
      await removeDoneJobs(db, new Date(deps.now().getTime() - keepDoneMs));
    },

    'receipt.send': async (job) => {
      const { receiptId } = job.payload;
      // Marked first: a retry after the hand-over (a crash before the job was marked done) sends nothing.
      const toMail = await markReceiptMailed(db, receiptId, deps.now());
      if (!toMail) return;
      const { receipt: marked, buyer } = toMail;
      try {
        await deliverOrThrow(
          deps,
          receiptMail(
            // Written in the language of the page it was bought on, when the purchase named one.
            { ...buyer, locale: marked.locale ?? buyer.locale },
            {
              id: marked.id,
              plan: marked.plan,
              deviceId: toMail.deviceId,
              amount: marked.amount,
              currency: marked.currency,
              reference: marked.reference,
              createdAt: marked.createdAt,
            },
            links,
          ),
        );
      } catch (error) {
        await unmarkReceiptMailed(db, receiptId);
        throw error;
      }
    },

    // A reseller's credits fell to its threshold (decision 57): told unless it turned the warning off since,
    // or its account is suspended or no longer a reseller's.
    'credits.low_balance': async (job) => {
      const { resellerId, balance, threshold } = job.payload;
      const reseller = await lowBalanceAddressee(db, resellerId);
      if (!reseller?.standing || reseller.threshold === null) return;
      const token = unsubscribeToken(deps.mailLinkKey, resellerId, 'low_balance');
      await deliverOrThrow(
        deps,
        lowBalanceMail(
          reseller,
          { balance, threshold },
          { ...links, unsubscribeUrl: `${deps.settings.siteUrl}${unsubscribePath(token)}` },
        ),
      );
    },

    // A reseller's purchase of credits was paid (decision 61): its receipt, once, in the language of the
    // dashboard it was bought from, else the reseller's own. Marked first, as the licences' receipts are.
    'credits.receipt': async (job) => {
      const { orderId } = job.payload;
      const toMail = await markCreditReceiptMailed(db, orderId, deps.now());
      if (!toMail) return;
      const { order, reseller } = toMail;
      try {
        await deliverOrThrow(
          deps,
          creditReceiptMail(
            { ...reseller, locale: order.locale ?? reseller.locale },
            {
              id: order.id,
              credits: order.credits,
              amount: order.amount,
              currency: order.currency,
              reference: order.providerOrderId,
              paidAt: order.completedAt ?? order.createdAt,
            },
            links,
          ),
        );
      } catch (error) {
        await unmarkCreditReceiptMailed(db, orderId);
        throw error;
      }
    },

    'reminder.send': async (job) => {
      const { kind, deviceRowId, userId, at } = job.payload;
      const { person, device } = await reminderAddressees(db, { userId, deviceRowId, kind });
      // Turned off, or the device changed hands, since the scan: nothing to say.
      if (!person || person.optedOut || device?.ownerId !== userId) return;
      const delivery = await claimNoticeDelivery(db, { kind, subject: deviceRowId, period: at }, deps.now());
      if (!delivery.claimed) return;
      const token = unsubscribeToken(deps.mailLinkKey, userId, kind);
      try {
        await deliverOrThrow(
          deps,
          reminderMail(
            person,
            {
              kind,
              deviceRowId,
              deviceId: device.deviceId,
              at: new Date(at),
              renews: job.payload.renews === true,
            },
            { ...links, unsubscribeUrl: `${deps.settings.siteUrl}${unsubscribePath(token)}` },
          ),
        );
      } catch (error) {
        await delivery.release();
        throw error;
      }
    },
  };
}
