import { defaultLocale, type Locale } from '@vela/locales';

/** The article's page on the site in a language: English has no prefix, the others start with `/{locale}`. */
export function articlePagePath(slug: string, locale: Locale): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return `${prefix}/news/${encodeURIComponent(slug)}`;
}
