/**
 * The one list of languages. Every other list (routes, selectors, detection, tests) derives from it.
 */
export const locales = [
  { code: 'en', tag: 'en', name: 'English', flag: '🇬🇧', dir: 'ltr' },
  { code: 'it', tag: 'it', name: 'Italiano', flag: '🇮🇹', dir: 'ltr' },
  { code: 'es', tag: 'es', name: 'Español', flag: '🇪🇸', dir: 'ltr' },
  { code: 'de', tag: 'de', name: 'Deutsch', flag: '🇩🇪', dir: 'ltr' },
  { code: 'fr', tag: 'fr', name: 'Français', flag: '🇫🇷', dir: 'ltr' },
  { code: 'tr', tag: 'tr', name: 'Türkçe', flag: '🇹🇷', dir: 'ltr' },
  { code: 'ru', tag: 'ru', name: 'Русский', flag: '🇷🇺', dir: 'ltr' },
  { code: 'ar', tag: 'ar', name: 'العربية', flag: '🇸🇦', dir: 'rtl' },
  { code: 'zh', tag: 'zh-Hans', name: '中文', flag: '🇨🇳', dir: 'ltr' },
  { code: 'el', tag: 'el', name: 'Ελληνικά', flag: '🇬🇷', dir: 'ltr' },
] as const;

export type LocaleInfo = (typeof locales)[number];
export type Locale = LocaleInfo['code'];
export type TextDirection = LocaleInfo['dir'];

export const defaultLocale = 'en' satisfies Locale;

export const localeCodes: readonly Locale[] = locales.map((locale) => locale.code);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

export function localeInfo(locale: Locale): LocaleInfo {
  const info = locales.find((candidate) => candidate.code === locale);
  if (!info) throw new Error(`Unknown locale ${locale}`);
  return info;
}

/** The attributes a document in this language carries on its `<html>` element. */
export function htmlAttributes(locale: Locale): { lang: string; dir: TextDirection } {
  const { tag, dir } = localeInfo(locale);
  return { lang: tag, dir };
}
