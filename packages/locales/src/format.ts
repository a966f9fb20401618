import { type Locale, localeInfo } from './locales.ts';

/** An amount of money as configuration gives it: never written into a text, always formatted here. */
export interface Money {
  amount: number;
  currency: string;
}

export function formatMoney({ amount, currency }: Money, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo(locale).tag, { style: 'currency', currency }).format(amount);
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeInfo(locale).tag, options).format(value);
}

export function formatDate(
  date: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return new Intl.DateTimeFormat(localeInfo(locale).tag, { timeZone: 'UTC', ...options }).format(
    new Date(date),
  );
}

/** How the dashboard writes a moment: a date, or a date and time. */
export type InstantStyle = 'date' | 'dateTime';

const instantOptions: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * The one date format of each language in the dashboard: `Intl`'s medium date, with its short time when the
 * moment matters, in the reader's time zone unless `timeZone` names another. Every screen writes dates with it,
 * so a date reads the same on a list, a page and in a history.
 */
export function formatInstant(
  date: Date | string | number,
  locale: Locale,
  style: InstantStyle = 'date',
  timeZone?: string,
): string {
  return new Intl.DateTimeFormat(localeInfo(locale).tag, {
    ...instantOptions[style],
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(date));
}
