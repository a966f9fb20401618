import { isLocale, localeInfo } from '@vela/locales';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** The reader's language as a BCP 47 tag, for dates formatted the way they read them. */
export function useLocaleTag(): string {
  const [locale] = useLocaleState();
  return isLocale(locale) ? localeInfo(locale).tag : 'en';
}

/** Formats an ISO instant as a date and time in the reader's language. */
export function useDateTimeFormat(): (iso: string) => string {
  const tag = useLocaleTag();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [tag]);
}
