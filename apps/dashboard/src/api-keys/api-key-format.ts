import { formatInstant, isLocale, localeInfo } from '@vela/locales';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

export interface ApiKeyDates {
  /** When something happened (made, last used), in the reader's time. */
  instant: (iso: string) => string;
  /** When a key expires, in UTC with its zone shown: a date picked in the form means the end of that day in UTC. */
  expiry: (iso: string) => string;
}

/** Formats the dates of keys in the reader's language. */
export function useApiKeyDates(): ApiKeyDates {
  const [locale] = useLocaleState();
  const code = isLocale(locale) ? locale : 'en';
  const tag = localeInfo(code).tag;
  return useMemo(() => {
    const expiry = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    return {
      instant: (iso) => formatInstant(iso, code, 'dateTime'),
      expiry: (iso) => expiry.format(new Date(iso)),
    };
  }, [tag]);
}
