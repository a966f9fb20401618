import type { OperatorStats, RevenueSeries } from '@vela/api-client';
import type { Locale } from '@vela/locales';
import { daySeries, monthSeries, padCounts } from './stats-series.ts';

/** One group of bars and one row of its table: the period, its label and a value per series. */
export interface SeriesRow {
  key: number;
  label: string;
  values: Record<string, number>;
}

export function total(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

/** A money total without the float noise of adding decimal amounts (two places, as prices have). */
export function moneyTotal(values: readonly number[]): number {
  return Math.round(values.reduce((sum, value) => sum + value * 100, 0)) / 100;
}

/** A row per day of the month with the named series' counts, labelled in the language shown. */
export function dayRows(
  series: Record<string, readonly number[] | undefined>,
  year: number,
  month: number,
  locale: Locale,
): SeriesRow[] {
  const days = daySeries(undefined, year, month, locale);
  const padded = Object.entries(series).map(
    ([name, counts]) => [name, padCounts(counts, days.length)] as const,
  );
  return days.map((day, index) => ({
    key: day.key,
    label: day.label,
    values: Object.fromEntries(padded.map(([name, counts]) => [name, counts[index] ?? 0])),
  }));
}

/** Twelve rows, January to December, with what one currency's licences and credit packs brought in. */
export function revenueRows(revenue: RevenueSeries, year: number, locale: Locale): SeriesRow[] {
  return monthSeries(undefined, year, locale).map((month, index) => ({
    key: month.key,
    label: month.label,
    values: {
      licences: revenue.licences[index] ?? 0,
      creditPacks: revenue.creditPacks[index] ?? 0,
    },
  }));
}

/** Each currency's total over the year, in the API's order (by currency code). */
export function revenueTotals(
  revenue: OperatorStats['revenuePerMonth'],
): { currency: string; amount: number }[] {
  return revenue.map(({ currency, perMonth }) => ({ currency, amount: moneyTotal(perMonth) }));
}
