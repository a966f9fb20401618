import type { OperatorStats, RevenueSeries } from '@vela/api-client';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { creditOrders, devices, licenceGrants, paymentOrders } from '../db/schema.ts';
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

/** What money was taken for: licences sold to their owners, or packs of credits sold to resellers. */
export type RevenueSource = 'licences' | 'creditPacks';

const twelveMonths = () => Array.from({ length: 12 }, () => 0);
const addCents = (sum: number, amount: number) => Math.round((sum + amount) * 100) / 100;

/**
 * Revenue rows `{bucket, currency, source, amount}` as twelve amounts per currency, in all and by what was
 * sold, currencies in code order.
 */
export function revenueSeries(
  rows: readonly { bucket: number; currency: string; source: RevenueSource; amount: number }[],
): RevenueSeries[] {
  const byCurrency = new Map<string, RevenueSeries>();
  for (const { bucket, currency, source, amount } of rows) {
    if (bucket < 1 || bucket > 12) continue;
    const series = byCurrency.get(currency) ?? {
      currency,
      perMonth: twelveMonths(),
      licences: twelveMonths(),
      creditPacks: twelveMonths(),
    };
    const month = bucket - 1;
    series.perMonth[month] = addCents(series.perMonth[month] ?? 0, amount);
    series[source][month] = addCents(series[source][month] ?? 0, amount);
    byCurrency.set(currency, series);
  }
  return [...byCurrency.values()].sort((a, b) =>
    a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0,
  );
}

/**
 * The operator's figures over every customer, one statement each, in UTC (decision 13): devices registered
 * per day of the month, paid licences per day of the month by plan, credits resellers bought per day of the
 * month, and revenue per month of the year by currency (completed orders at the amount they were captured
 * for, each paid subscription cycle at the configured Premium price, and completed purchases of credit packs
 * at the price they were ordered for), in all and by what was sold.
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
      source: sql<RevenueSource>`'licences'`.as('source'),
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
      source: sql<RevenueSource>`'licences'`.as('source'),
    })
    .from(licenceGrants)
    .where(
      and(
        inArray(licenceGrants.source, [...paidSubscriptionSources]),
        gte(licenceGrants.createdAt, yearStart),
        lt(licenceGrants.createdAt, yearEnd),
      ),
    );
  const creditPackSales = db
    .select({
      at: sql<Date>`${creditOrders.completedAt}`.as('at'),
      currency: sql<string>`${creditOrders.currency}`.as('currency'),
      amount: sql<string>`${creditOrders.amount}`.as('amount'),
      source: sql<RevenueSource>`'creditPacks'`.as('source'),
    })
    .from(creditOrders)
    .where(
      and(
        eq(creditOrders.status, 'completed'),
        gte(creditOrders.completedAt, yearStart),
        lt(creditOrders.completedAt, yearEnd),
      ),
    );
  const payments = completedOrders.unionAll(subscriptionCycles).unionAll(creditPackSales).as('payments');

  const [deviceRows, licenceRows, creditRows, revenueRows] = await Promise.all([
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
        bucket: periodOf(dayStarts, creditOrders.completedAt),
        count: sql<number>`sum(${creditOrders.credits})`.mapWith(Number),
      })
      .from(creditOrders)
      .where(
        and(
          eq(creditOrders.status, 'completed'),
          gte(creditOrders.completedAt, monthStart),
          lt(creditOrders.completedAt, monthEnd),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        bucket: periodOf(monthStarts, payments.at),
        currency: payments.currency,
        source: payments.source,
        amount: sql<number>`sum(${payments.amount})`.mapWith(Number),
      })
      .from(payments)
      .groupBy(sql`1`, payments.currency, payments.source),
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
    creditsSoldPerDay: fillBuckets(creditRows, dayStarts.length),
    revenuePerMonth: revenueSeries(revenueRows),
  };
}
