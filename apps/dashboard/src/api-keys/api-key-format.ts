import { formatInstant, isLocale } from '@vela/locales';
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
  return useMemo(
    () => ({
      instant: (iso) => formatInstant(iso, code, 'dateTime'),
      expiry: (iso) => formatInstant(iso, code, 'dateTimeZone', 'UTC'),
    }),
    [code],
  );
}
