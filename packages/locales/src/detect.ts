import { defaultLocale, isLocale, type Locale } from './locales.ts';

/** The key under which the chosen language is kept in localStorage, shared by the site and the dashboard. */
export const localeStorageKey = 'locale';

export interface DetectionInput {
  /** The value stored under {@link localeStorageKey}, if any. */
  stored?: string | null;
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  browserLanguages?: readonly string[];
}

/** The stored choice first, else the first browser language whose prefix we speak, else English. */
export function detectLocale({ stored, browserLanguages = [] }: DetectionInput): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const prefix = language.toLowerCase().split(/[-_]/)[0];
    if (isLocale(prefix)) return prefix;
  }
  return defaultLocale;
}
