import {
  defaultLocale,
  detectLocale,
  htmlAttributes,
  isLocale,
  isolateIdentifiers,
  isolateLiteralIdentifiers,
  type Locale,
  localeStorageKey,
  locales,
} from '@vela/locales';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { prepareStyles } from '../direction/style-direction.tsx';
import { type TextLevel, textLevels } from './namespaces.ts';
import { loadTexts } from './texts.ts';

export { dashboardNamespaces } from './namespaces.ts';

async function messagesFor(locale: Locale, level: TextLevel): Promise<TranslationMessages> {
  // Every locale's `ra` file has exactly the keys of react-admin's English messages (a test proves it).
  return (await loadTexts(locale, level)) as unknown as TranslationMessages;
}

/** Makes ready the styles of a language's direction (right to left for Arabic). */
const prepareDirection = (locale: Locale) => prepareStyles(htmlAttributes(locale).dir);

/** Sets the page's language and direction; their styles must be ready. */
function setDocumentLanguage(locale: Locale) {
  const { lang, dir } = htmlAttributes(locale);
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
}

function initialDashboardLocale(): Locale {
  return detectLocale({
    stored: localStorage.getItem(localeStorageKey),
    browserLanguages: navigator.languages,
  });
}

const rank = (level: TextLevel) => textLevels.indexOf(level);

export interface DashboardI18nProvider extends I18nProvider {
  /** Whether the texts up to `level` are there, in the active language. */
  hasTexts(level: TextLevel): boolean;
  /**
   * Downloads the texts up to `level`, in the active language and in any chosen later. The same promise while
   * nothing else is asked for, so a component can wait for it with `use`.
   */
  loadTexts(level: TextLevel): Promise<void>;
}

/**
 * The dashboard's texts, in the language the site also uses (same origin, same stored choice). Only the
 * active language is downloaded: the initial one before the app renders, another when the user switches.
 * With `lazy`, only the texts of the screens outside the layout come first; the layout asks for the home's
 * (`loadTexts('home')`) before it draws, and any other screen for the rest, so someone signing in does not
 * download the texts of every screen, nor someone opening their home those of the screens they do not open.
 * All texts use `{{name}}` placeholders, so Polyglot is told to read them that way.
 */
export async function createI18nProvider(
  initial: Locale = initialDashboardLocale(),
  { lazy = false }: { lazy?: boolean } = {},
): Promise<DashboardI18nProvider> {
  // What is shown (`locale`, `shownLevel`) and what was last asked for: a load whose answer is no longer what
  // was asked for is dropped, and whoever waits for it waits for the one that replaced it.
  let wantedLocale = initial;
  let wantedLevel: TextLevel = lazy ? 'sign-in' : 'screens';
  let locale = initial;
  let shownLevel: TextLevel = wantedLevel;
  const polyglotFor = (chosen: Locale, messages: TranslationMessages) =>
    polyglotI18nProvider(
      () => messages,
      chosen,
      locales.map(({ code, name }) => ({ locale: code, name })),
      { interpolation: { prefix: '{{', suffix: '}}' } },
    );
  const [initialMessages] = await Promise.all([messagesFor(initial, wantedLevel), prepareDirection(initial)]);
  setDocumentLanguage(initial);
  let polyglot = polyglotFor(initial, initialMessages);

  let latest: Promise<void> = Promise.resolve();
  const load = (): Promise<void> => {
    const forLocale = wantedLocale;
    const forLevel = wantedLevel;
    const loading = Promise.all([messagesFor(forLocale, forLevel), prepareDirection(forLocale)]).then(
      async ([messages]) => {
        if (forLocale === wantedLocale && forLevel === wantedLevel) {
          // The page turns with the texts, not before them.
          polyglot = polyglotFor(forLocale, messages);
          locale = forLocale;
          shownLevel = forLevel;
          setDocumentLanguage(forLocale);
        } else {
          await latest;
        }
      },
    );
    latest = loading;
    return loading;
  };

  return {
    // Identifiers in sentences ('Device {{id}}', '{{email}}', '{{host}}') read left to right in every language.
    // Links and addresses written into a text itself (a hint's example) read left to right as well.
    translate: (key, options) =>
      isolateLiteralIdentifiers(polyglot.translate(key, options && isolateIdentifiers(options))),
    changeLocale: async (requested) => {
      const chosen = isLocale(requested) ? requested : defaultLocale;
      localStorage.setItem(localeStorageKey, chosen);
      wantedLocale = chosen;
      await load();
    },
    getLocale: () => locale,
    getLocales: () => polyglot.getLocales?.() ?? [],
    hasTexts: (level) => rank(shownLevel) >= rank(level),
    loadTexts: (level) => {
      if (rank(wantedLevel) >= rank(level)) return latest;
      wantedLevel = level;
      return load();
    },
  };
}
