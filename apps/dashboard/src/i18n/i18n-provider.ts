import {
  defaultLocale,
  detectLocale,
  htmlAttributes,
  isLocale,
  isolateIdentifiers,
  type Locale,
  localeStorageKey,
  locales,
} from '@vela/locales';
import { loadNamespaces } from '@vela/locales/load';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { prepareStyles } from '../direction/style-direction.tsx';

/**
 * The namespaces the dashboard shows: `ra` holds react-admin's own texts, `auth` those of the pages outside the
 * layout, `account` the account's, `stats` the home's figures. Each is a small chunk per language, fetched
 * together for the active one.
 */
export const dashboardNamespaces = [
  'ra',
  'dashboard',
  'auth',
  'account',
  'errors',
  'validation',
  'devices',
  'stats',
  'business',
  'tickets',
  'attachments',
  'playlists',
  'clients',
  'integration',
  'health',
  'hosts',
  'users',
  'news-admin',
  'audit',
  'inbox',
  'lifecycle',
  'orders',
  'customers',
  'scopes',
  'host-alerts',
  'webhooks',
  'desk',
] as const;

async function messagesFor(locale: Locale): Promise<TranslationMessages> {
  // Every locale's `ra` file has exactly the keys of react-admin's English messages (a test proves it).
  return (await loadNamespaces(locale, dashboardNamespaces)) as unknown as TranslationMessages;
}

/** Sets the page's language and direction once the styles for that direction are ready. */
async function applyDocumentLanguage(locale: Locale) {
  const { lang, dir } = htmlAttributes(locale);
  await prepareStyles(dir);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}

export function initialDashboardLocale(): Locale {
  return detectLocale({
    stored: localStorage.getItem(localeStorageKey),
    browserLanguages: navigator.languages,
  });
}

/**
 * The dashboard's texts, in the language the site also uses (same origin, same stored choice). Only the
 * active language is downloaded: the initial one before the app renders, another when the user switches.
 * All texts use `{{name}}` placeholders, so Polyglot is told to read them that way.
 */
export async function createI18nProvider(initial: Locale = initialDashboardLocale()): Promise<I18nProvider> {
  const [initialMessages] = await Promise.all([messagesFor(initial), applyDocumentLanguage(initial)]);
  const polyglot = polyglotI18nProvider(
    (requested) => {
      const locale = isLocale(requested) ? requested : defaultLocale;
      localStorage.setItem(localeStorageKey, locale);
      // react-admin needs the first language's texts at once; its styles were prepared before it started.
      if (locale === initial) {
        void applyDocumentLanguage(locale);
        return initialMessages;
      }
      // The page turns with the texts, not before them.
      return Promise.all([messagesFor(locale), applyDocumentLanguage(locale)]).then(([loaded]) => loaded);
    },
    initial,
    locales.map(({ code, name }) => ({ locale: code, name })),
    { interpolation: { prefix: '{{', suffix: '}}' } },
  );
  // Identifiers in sentences ('Device {{id}}', '{{email}}', '{{host}}') read left to right in every language.
  return {
    ...polyglot,
    translate: (key, options) => polyglot.translate(key, options && isolateIdentifiers(options)),
  };
}
