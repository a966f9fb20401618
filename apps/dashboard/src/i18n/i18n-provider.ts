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
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { prepareStyles } from '../direction/style-direction.tsx';
import { loadAllTexts, loadSignInTexts } from './texts.ts';

export { dashboardNamespaces } from './namespaces.ts';

type Texts = 'sign-in' | 'all';

async function messagesFor(locale: Locale, texts: Texts): Promise<TranslationMessages> {
  // Every locale's `ra` file has exactly the keys of react-admin's English messages (a test proves it).
  const loaded = await (texts === 'all' ? loadAllTexts(locale) : loadSignInTexts(locale));
  return loaded as unknown as TranslationMessages;
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

export interface DashboardI18nProvider extends I18nProvider {
  /** Downloads the texts of the screens inside the layout, in the active language and in any chosen later. */
  loadAppTexts(): Promise<void>;
}

/**
 * The dashboard's texts, in the language the site also uses (same origin, same stored choice). Only the
 * active language is downloaded: the initial one before the app renders, another when the user switches.
 * With `lazy`, only the texts of the screens outside the layout come first; the layout asks for the rest
 * (`loadAppTexts`) before it draws, so someone signing in does not download the texts of every screen.
 * All texts use `{{name}}` placeholders, so Polyglot is told to read them that way.
 */
export async function createI18nProvider(
  initial: Locale = initialDashboardLocale(),
  { lazy = false }: { lazy?: boolean } = {},
): Promise<DashboardI18nProvider> {
  let texts: Texts = lazy ? 'sign-in' : 'all';
  let locale = initial;
  const [initialMessages] = await Promise.all([messagesFor(initial, texts), applyDocumentLanguage(initial)]);
  const polyglotFor = (chosen: Locale, messages: TranslationMessages) =>
    polyglotI18nProvider(
      () => messages,
      chosen,
      locales.map(({ code, name }) => ({ locale: code, name })),
      { interpolation: { prefix: '{{', suffix: '}}' } },
    );
  let polyglot = polyglotFor(initial, initialMessages);
  return {
    // Identifiers in sentences ('Device {{id}}', '{{email}}', '{{host}}') read left to right in every language.
    translate: (key, options) => polyglot.translate(key, options && isolateIdentifiers(options)),
    changeLocale: async (requested) => {
      const chosen = isLocale(requested) ? requested : defaultLocale;
      localStorage.setItem(localeStorageKey, chosen);
      // The page turns with the texts, not before them.
      const [messages] = await Promise.all([messagesFor(chosen, texts), applyDocumentLanguage(chosen)]);
      locale = chosen;
      polyglot = polyglotFor(chosen, messages);
    },
    getLocale: () => locale,
    getLocales: () => polyglot.getLocales?.() ?? [],
    loadAppTexts: async () => {
      if (texts === 'all') return;
      texts = 'all';
      const loadingFor = locale;
      const messages = await messagesFor(loadingFor, 'all');
      // A language chosen meanwhile brought every text of its own.
      if (locale === loadingFor) polyglot = polyglotFor(loadingFor, messages);
    },
  };
}
