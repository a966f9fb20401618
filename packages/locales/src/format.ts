import { type Locale, localeInfo } from './locales.ts';

/** An amount of money as configuration gives it: never written into a text, always formatted here. */
export interface Money {
  amount: number;
  currency: string;
}

/**
 * An amount in its currency, as people of the language write it. The API keeps amounts as decimal strings
 * (`"9.99"`), configuration as numbers: both are taken. A currency `Intl` does not know is written after the
 * amount rather than lost.
 */
export function formatMoney(
  { amount, currency }: { amount: number | string; currency: string },
  locale: Locale,
): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat(localeInfo(locale).tag, { style: 'currency', currency }).format(value);
  } catch {
    return `${formatNumber(value, locale, { minimumFractionDigits: 2 })} ${currency}`;
  }
}

/** A file's size as people read it: kilobytes below a megabyte, megabytes above, one decimal at most. */
export function formatBytes(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1024 * 1024;
  return formatNumber(megabytes ? bytes / 1024 / 1024 : Math.max(bytes / 1024, 0.1), locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  });
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

/**
 * How the dashboard writes a moment: a date, a date and time, or a date and time with its zone named (for a
 * moment given in a zone other than the reader's, such as a key's expiry in UTC).
 */
export type InstantStyle = 'date' | 'dateTime' | 'dateTimeZone';

const instantOptions: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  // `timeZoneName` cannot be combined with `dateStyle`: the medium date spelled out, with hours and minutes.
  dateTimeZone: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  },
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
