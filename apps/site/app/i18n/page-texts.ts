import { defaultLocale, isLocale, type Locale, type Namespace } from '@vela/locales';
import type { LoadedMessages } from '@vela/locales/load';
import { data } from 'react-router';
import { parseLocalizedPath } from '../paths.ts';
import { loadNamespaces } from './load-texts.ts';

export interface PageTexts {
  locale: Locale;
  messages: LoadedMessages;
}

/**
 * The texts a page shows, in the language of its URL. A page's `loader` runs this at build time, so the
 * prerendered HTML carries them; its `clientLoader` runs it on navigation, fetching only that language.
 * A language segment that names no other language than English (`/xx/pricing`, `/en/pricing`) is a 404.
 */
export function pageTextsLoader(namespaces: readonly Namespace[]) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: Readonly<Record<string, string | undefined>>;
  }): Promise<PageTexts> => {
    const { locale } = parseLocalizedPath(new URL(request.url).pathname);
    const { lang } = params;
    if (lang !== undefined && (!isLocale(lang) || lang === defaultLocale) && !('*' in params)) {
      // The 404 page shown instead needs the shared texts: they travel with the refusal.
      const texts: PageTexts = { locale, messages: await loadNamespaces<Namespace>(locale, ['common']) };
      throw data(texts, { status: 404 });
    }
    const messages = await loadNamespaces(locale, ['common', ...namespaces]);
    return { locale, messages };
  };
}

export function isPageTexts(data: unknown): data is PageTexts {
  return typeof data === 'object' && data !== null && 'locale' in data && 'messages' in data;
}
