import type { Locale, MessageTree, Namespace } from '@vela/locales';
import type { LoadedMessages } from '@vela/locales/load';

/**
 * The folder of the texts' JSON files in the built site (`scripts/texts-assets.ts`); absent in development,
 * in unit tests and while prerendering, which read the locale files through their modules instead.
 */
const textsBase: string | undefined = import.meta.env.VELA_TEXTS_BASE;

/** Fetches namespaces of one language from a folder of `{locale}/{namespace}.json` files. */
export async function fetchNamespaces<N extends Namespace>(
  base: string,
  locale: Locale,
  wanted: readonly N[],
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedMessages<N>> {
  const entries = await Promise.all(
    wanted.map(async (namespace) => {
      const response = await fetchImpl(`${base}/${locale}/${namespace}.json`);
      if (!response.ok) throw new Error(`No texts for ${locale}/${namespace}: HTTP ${response.status}`);
      return [namespace, (await response.json()) as MessageTree] as const;
    }),
  );
  return Object.fromEntries(entries) as LoadedMessages<N>;
}

/** Namespaces of one language: JSON files in the browser, the locale modules everywhere else. */
export async function loadNamespaces<N extends Namespace>(
  locale: Locale,
  wanted: readonly N[],
): Promise<LoadedMessages<N>> {
  if (import.meta.env.SSR || textsBase === undefined) {
    const { loadNamespaces: fromModules } = await import('@vela/locales/load');
    return fromModules(locale, wanted);
  }
  return fetchNamespaces(textsBase, locale, wanted);
}
