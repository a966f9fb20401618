import type { ResellerStats } from '@vela/api-client';
import { formatDate, type Locale } from '@vela/locales';
import type { SeriesRow } from './operator-series.ts';

/** "3 May" in the language shown, for a `YYYY-MM-DD` day in UTC. */
export function dayLabel(day: string, locale: Locale): string {
  return formatDate(`${day}T00:00:00Z`, locale, { day: 'numeric', month: 'short' });
}

/**
 * A row per day of the reseller's window (the oldest first) with the named series' counts; a day the API
 * left out of a series counts 0.
 */
export function lastDaysRows(
  days: readonly string[],
  series: Record<string, readonly number[]>,
  locale: Locale,
): SeriesRow[] {
  return days.map((day, index) => ({
    key: index,
    label: dayLabel(day, locale),
    values: Object.fromEntries(Object.entries(series).map(([name, counts]) => [name, counts[index] ?? 0])),
  }));
}

/** How many of the last days' counts, added up. */
export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The licence states in the order the home shows them, with their share of today's clients. */
export const licenceKinds = ['lifetime', 'trial', 'none'] as const;

/** One row per licence state: the clients in it. */
export function licenceRows(
  licences: ResellerStats['licences'],
  name: (kind: (typeof licenceKinds)[number]) => string,
): SeriesRow[] {
  return licenceKinds.map((kind, index) => ({
    key: index,
    label: name(kind),
    values: { clients: licences[kind] },
  }));
}
