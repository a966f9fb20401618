import type { Locale, MessageTree } from '@vela/locales';
import {
  homeNamespaces,
  screenNamespaces,
  signInNamespaces,
  type TextLevel,
  textLevels,
} from './namespaces.ts';

// Only the dashboard's namespaces, so the map of what can be loaded stays small: the locales package also holds
// the site's. A glob is read at build time, so the names are written out; a test checks them against the lists.
export const signInFiles = import.meta.glob<MessageTree>(
  '../../../../packages/locales/{en,it,es,de,fr,tr,ru,ar,zh,el}/{ra,dashboard,auth,errors,validation}.json',
  { import: 'default' },
);
export const homeFiles = import.meta.glob<MessageTree>(
  '../../../../packages/locales/{en,it,es,de,fr,tr,ru,ar,zh,el}/{stats,business}.json',
  { import: 'default' },
);
export const screenFiles = import.meta.glob<MessageTree>(
  '../../../../packages/locales/{en,it,es,de,fr,tr,ru,ar,zh,el}/{account,devices,tickets,attachments,playlists,clients,integration,health,hosts,users,news-admin,audit,inbox,lifecycle,orders,customers,scopes,host-alerts,webhooks,desk}.json',
  { import: 'default' },
);

async function load(
  files: Record<string, () => Promise<MessageTree>>,
  locale: Locale,
  namespaces: readonly string[],
): Promise<Record<string, MessageTree>> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => {
      const file = files[`../../../../packages/locales/${locale}/${namespace}.json`];
      if (!file) throw new Error(`No texts for ${locale}/${namespace}`);
      return [namespace, await file()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const parts: Record<TextLevel, [Record<string, () => Promise<MessageTree>>, readonly string[]]> = {
  'sign-in': [signInFiles, signInNamespaces],
  home: [homeFiles, homeNamespaces],
  screens: [screenFiles, screenNamespaces],
};

/** The dashboard's texts in one language, up to `level`: the sign-in screens', then the home's, then the rest. */
export async function loadTexts(locale: Locale, level: TextLevel): Promise<Record<string, MessageTree>> {
  const levels = textLevels.slice(0, textLevels.indexOf(level) + 1);
  const loaded = await Promise.all(levels.map((part) => load(parts[part][0], locale, parts[part][1])));
  return Object.assign({}, ...loaded);
}
