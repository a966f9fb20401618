import { formatBytes, formatInstant, formatMoney, isLocale, type Locale, localeInfo } from '@vela/locales';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** The dashboard's language, English when the stored choice is not one of ours. */
export function useDashboardLocale(): Locale {
  const [locale] = useLocaleState();
  return isLocale(locale) ? locale : 'en';
}

/** The reader's language as a BCP 47 tag, for dates formatted the way they read them. */
export function useLocaleTag(): string {
  return localeInfo(useDashboardLocale()).tag;
}

/**
 * Writes an ISO instant the dashboard's one way (`formatInstant` of `@vela/locales`): the date, or the date and
 * time with `withTime`, in the reader's language. Every screen writes dates through it.
 */
export function useFormatInstant(): (iso: string, withTime?: boolean) => string {
  const locale = useDashboardLocale();
  return useMemo(
    () =>
      (iso: string, withTime = false) =>
        formatInstant(iso, locale, withTime ? 'dateTime' : 'date'),
    [locale],
  );
}

/** Writes an amount of money (the API's decimal string, or a number) in its currency and the reader's language. */
export function useFormatMoney(): (amount: string | number, currency: string) => string {
  const locale = useDashboardLocale();
  return useMemo(() => (amount, currency) => formatMoney({ amount, currency }, locale), [locale]);
}

/** Writes a file's size in the reader's language. */
export function useFormatBytes(): (bytes: number) => string {
  const locale = useDashboardLocale();
  return useMemo(() => (bytes) => formatBytes(bytes, locale), [locale]);
}

/** Formats an ISO instant as a date and time in the reader's language. */
export function useDateTimeFormat(): (iso: string) => string {
  const format = useFormatInstant();
  return useMemo(() => (iso: string) => format(iso, true), [format]);
}
