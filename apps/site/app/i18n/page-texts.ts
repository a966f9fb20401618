import type { Locale, Namespace } from '@vela/locales';
import { type LoadedMessages, loadNamespaces } from '@vela/locales/load';
import { parseLocalizedPath } from '../paths.ts';

export interface PageTexts {
  locale: Locale;
  messages: LoadedMessages;
}

/**
 * The texts a page shows, in the language of its URL. A page's `loader` runs this at build time, so the
 * prerendered HTML carries them; its `clientLoader` runs it on navigation, fetching only that language.
 */
export function pageTextsLoader(namespaces: readonly Namespace[]) {
  return async ({ request }: { request: Request }): Promise<PageTexts> => {
    const { locale } = parseLocalizedPath(new URL(request.url).pathname);
    const messages = await loadNamespaces(locale, ['common', ...namespaces]);
    return { locale, messages };
  };
}

export function isPageTexts(data: unknown): data is PageTexts {
  return typeof data === 'object' && data !== null && 'locale' in data && 'messages' in data;
}
