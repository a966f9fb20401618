import type { Locale } from './locales.ts';
import type { MessageTree, Namespace } from './namespaces.ts';

// One lazily imported chunk per locale and namespace: only the active language is ever downloaded.
const files = import.meta.glob<MessageTree>('../{en,it,es,de,fr,tr,ru,ar,zh,el}/*.json', {
  import: 'default',
});

export type LoadedMessages<N extends Namespace = Namespace> = Record<N, MessageTree>;

export async function loadNamespace(locale: Locale, namespace: Namespace): Promise<MessageTree> {
  const load = files[`../${locale}/${namespace}.json`];
  if (!load) throw new Error(`No texts for ${locale}/${namespace}`);
  return load();
}

export async function loadNamespaces<N extends Namespace>(
  locale: Locale,
  wanted: readonly N[],
): Promise<LoadedMessages<N>> {
  const entries = await Promise.all(
    wanted.map(async (namespace) => [namespace, await loadNamespace(locale, namespace)] as const),
  );
  return Object.fromEntries(entries) as LoadedMessages<N>;
}
