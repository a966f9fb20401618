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
