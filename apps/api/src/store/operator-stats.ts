import type { OperatorStats, RevenueSeries } from '@vela/api-client';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devices, licenceGrants, paymentOrders } from '../db/schema.ts';
import { dayStartsOf, fillBuckets, monthStartsOf, periodOf } from './stats.ts';

/**
 * The sources of a licence somebody paid for: a captured order (Basic) and each paid cycle of a Premium
 * subscription, through PayPal or the payments simulator. Named one by one, so that a licence an operator
 * grants (or any other source added later) is never counted as sold.
 */
const paidCaptureSources = ['paypal_capture', 'simulator_capture'] as const;
const paidSubscriptionSources = ['paypal_subscription_cycle', 'simulator_subscription_cycle'] as const;
export const paidLicenceSources = [...paidCaptureSources, ...paidSubscriptionSources];

/** What one Premium cycle costs, as the API charges it (configuration, `PRICE_PREMIUM` and its currency). */
export interface SubscriptionPrice {
  currency: string;
  premium: number;
}

/** Revenue rows `{bucket, currency, amount}` as twelve amounts per currency, currencies in code order. */
export function revenueSeries(
  rows: readonly { bucket: number; currency: string; amount: number }[],
): RevenueSeries[] {
  const byCurrency = new Map<string, number[]>();
  for (const { bucket, currency, amount } of rows) {
    if (bucket < 1 || bucket > 12) continue;
    const months = byCurrency.get(currency) ?? Array.from({ length: 12 }, () => 0);
    months[bucket - 1] = Math.round(((months[bucket - 1] ?? 0) + amount) * 100) / 100;
    byCurrency.set(currency, months);
  }
  return [...byCurrency]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, perMonth]) => ({ currency, perMonth }));
}

/**
 * The operator's figures over every customer, one statement each, in UTC (decision 13): devices registered
 * per day of the month, paid licences per day of the month by plan, and revenue per month of the year by
 * currency (completed orders at the amount they were captured for, plus each paid subscription cycle at the
 * configured Premium price).
 */
export async function loadOperatorStats(
  db: Database,
  price: SubscriptionPrice,
  { year, month }: { year: number; month: number },
): Promise<OperatorStats> {
  const monthStarts = monthStartsOf(year);
  const dayStarts = dayStartsOf(year, month);
  const monthStart = dayStarts[0] as Date;
  const monthEnd = new Date(Date.UTC(year, month, 1));
  const yearStart = monthStarts[0] as Date;
  const yearEnd = new Date(Date.UTC(year + 1, 0, 1));

  const completedOrders = db
    .select({
      at: sql<Date>`${paymentOrders.updatedAt}`.as('at'),
      currency: sql<string>`${paymentOrders.currency}`.as('currency'),
      amount: sql<string>`${paymentOrders.amount}`.as('amount'),
    })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'completed'),
        gte(paymentOrders.updatedAt, yearStart),
        lt(paymentOrders.updatedAt, yearEnd),
      ),
    );
  const subscriptionCycles = db
    .select({
      at: sql<Date>`${licenceGrants.createdAt}`.as('at'),
      currency: sql<string>`${price.currency}::text`.as('currency'),
      amount: sql<string>`${price.premium.toFixed(2)}::numeric`.as('amount'),
    })
    .from(licenceGrants)
    .where(
      and(
        inArray(licenceGrants.source, [...paidSubscriptionSources]),
        gte(licenceGrants.createdAt, yearStart),
        lt(licenceGrants.createdAt, yearEnd),
      ),
    );
  const payments = completedOrders.unionAll(subscriptionCycles).as('payments');

  const [deviceRows, licenceRows, revenueRows] = await Promise.all([
    db
      .select({ bucket: periodOf(dayStarts, devices.activationDate), count: count() })
      .from(devices)
      .where(and(gte(devices.activationDate, monthStart), lt(devices.activationDate, monthEnd)))
      .groupBy(sql`1`),
    db
      .select({
        bucket: periodOf(dayStarts, licenceGrants.createdAt),
        plan: licenceGrants.plan,
        count: count(),
      })
      .from(licenceGrants)
      .where(
        and(
          inArray(licenceGrants.source, paidLicenceSources),
          gte(licenceGrants.createdAt, monthStart),
          lt(licenceGrants.createdAt, monthEnd),
        ),
      )
      .groupBy(sql`1`, licenceGrants.plan),
    db
      .select({
        bucket: periodOf(monthStarts, payments.at),
        currency: payments.currency,
        amount: sql<number>`sum(${payments.amount})`.mapWith(Number),
      })
      .from(payments)
      .groupBy(sql`1`, payments.currency),
  ]);

  return {
    year,
    month,
    newDevicesPerDay: fillBuckets(deviceRows, dayStarts.length),
    licencesPerDay: {
      basic: fillBuckets(
        licenceRows.filter((row) => row.plan === 'basic'),
        dayStarts.length,
      ),
      premium: fillBuckets(
        licenceRows.filter((row) => row.plan === 'premium'),
        dayStarts.length,
      ),
    },
    revenuePerMonth: revenueSeries(revenueRows),
  };
}
