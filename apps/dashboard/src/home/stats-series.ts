import { formatDate, type Locale } from '@vela/locales';
import { daysInMonth, statsYears } from '@vela/validation/input';

/** One bar of a chart and one row of its table: the month or day number, its label, and the count. */
export interface StatsPoint {
  key: number;
  label: string;
  count: number;
}

/** Exactly `length` counts: missing ones are 0, extra ones dropped, so a chart always has every bar. */
export function padCounts(counts: readonly number[] | undefined, length: number): number[] {
  return Array.from({ length }, (_, index) => counts?.[index] ?? 0);
}

/** Twelve points, January to December, labelled with the month's short name in the language shown. */
export function monthSeries(
  perMonth: readonly number[] | undefined,
  year: number,
  locale: Locale,
): StatsPoint[] {
  return padCounts(perMonth, 12).map((count, index) => ({
    key: index + 1,
    label: monthName(year, index + 1, locale, 'short'),
    count,
  }));
}

/** A point per day of the month, labelled with the day's number in the language's digits. */
export function daySeries(
  perDay: readonly number[] | undefined,
  year: number,
  month: number,
  locale: Locale,
): StatsPoint[] {
  return padCounts(perDay, daysInMonth(year, month)).map((count, index) => ({
    key: index + 1,
    label: formatDate(Date.UTC(year, month - 1, index + 1), locale, { day: 'numeric' }),
    count,
  }));
}

export function monthName(year: number, month: number, locale: Locale, width: 'long' | 'short' = 'long') {
  return formatDate(Date.UTC(year, month - 1, 1), locale, { month: width });
}

/** "March 2021" in the language shown. */
export function monthAndYear(year: number, month: number, locale: Locale): string {
  return formatDate(Date.UTC(year, month - 1, 1), locale, { month: 'long', year: 'numeric' });
}

/** The years to choose from: this one and the nine before it, newest first, within what the API accepts. */
export function yearChoices(currentYear: number): number[] {
  const newest = Math.min(currentYear, statsYears.max);
  const oldest = Math.max(statsYears.min, newest - 9);
  return Array.from({ length: newest - oldest + 1 }, (_, index) => newest - index);
}
