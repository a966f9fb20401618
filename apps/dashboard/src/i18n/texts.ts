import type { Locale, MessageTree } from '@vela/locales';
import { appNamespaces, signInNamespaces } from './namespaces.ts';

type SignInNamespace = (typeof signInNamespaces)[number];
type AppNamespace = (typeof appNamespaces)[number];

// Only the dashboard's namespaces, so the map of what can be loaded stays small: the locales package also holds
// the site's. A glob is read at build time, so the names are written out; a test checks them against the lists.
export const signInFiles = import.meta.glob<MessageTree>(
  '../../../../packages/locales/{en,it,es,de,fr,tr,ru,ar,zh,el}/{ra,dashboard,auth,errors,validation}.json',
  { import: 'default' },
);
export const appFiles = import.meta.glob<MessageTree>(
  '../../../../packages/locales/{en,it,es,de,fr,tr,ru,ar,zh,el}/{account,devices,stats,business,tickets,attachments,playlists,clients,integration,health,hosts,users,news-admin,audit,inbox,lifecycle,orders,customers,scopes,host-alerts,webhooks,desk}.json',
  { import: 'default' },
);

async function load<N extends string>(
  files: Record<string, () => Promise<MessageTree>>,
  locale: Locale,
  namespaces: readonly N[],
): Promise<Record<N, MessageTree>> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => {
      const file = files[`../../../../packages/locales/${locale}/${namespace}.json`];
      if (!file) throw new Error(`No texts for ${locale}/${namespace}`);
      return [namespace, await file()] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<N, MessageTree>;
}

/** The texts of the screens outside the layout, in one language. */
export const loadSignInTexts = (locale: Locale) => load(signInFiles, locale, signInNamespaces);

/** Every text of the dashboard, in one language. */
export async function loadAllTexts(
  locale: Locale,
): Promise<Record<SignInNamespace | AppNamespace, MessageTree>> {
  const [signIn, app] = await Promise.all([loadSignInTexts(locale), load(appFiles, locale, appNamespaces)]);
  return { ...signIn, ...app };
}
