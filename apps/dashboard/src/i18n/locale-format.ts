import { isLocale, type Locale, localeInfo } from '@vela/locales';
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

/** Formats an ISO instant as a date and time in the reader's language. */
export function useDateTimeFormat(): (iso: string) => string {
  const tag = useLocaleTag();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [tag]);
}
