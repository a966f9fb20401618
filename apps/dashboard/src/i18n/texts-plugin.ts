import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// The package's one list of languages, by its path: the build's configuration loads no TypeScript package.
import { locales } from '../../../../packages/locales/src/locales.ts';
import { homeNamespaces, screenNamespaces, signInNamespaces, type TextLevel } from './namespaces.ts';

const localeCodes: readonly string[] = locales.map(({ code }) => code);
const catalogue = 'virtual:dashboard-texts';
const partPrefix = `${catalogue}/`;
const localesDir = fileURLToPath(new URL('../../../../packages/locales/', import.meta.url));
const partNamespaces: Record<TextLevel, readonly string[]> = {
  'sign-in': signInNamespaces,
  home: homeNamespaces,
  screens: screenNamespaces,
};

/**
 * The dashboard's texts as one module per language and part (`virtual:dashboard-texts/{locale}/{part}`, each its
 * own chunk holding that part's namespaces), and a catalogue of loaders for them (`virtual:dashboard-texts`).
 * The first screen's code then carries thirty small loaders instead of one per file of every language.
 */
export function dashboardTexts(): Plugin {
  return {
    name: 'vela-dashboard-texts',
    resolveId(id) {
      return id === catalogue || id.startsWith(partPrefix) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${catalogue}`) {
        const loaders = localeCodes.map((locale) => {
          const parts = Object.keys(partNamespaces).map(
            (part) =>
              `${JSON.stringify(part)}: () => import(${JSON.stringify(`${partPrefix}${locale}/${part}`)})`,
          );
          return `${locale}: { ${parts.join(', ')} }`;
        });
        return `export const texts = { ${loaders.join(',\n')} };\n`;
      }
      if (!id.startsWith(`\0${partPrefix}`)) return null;
      const [locale = '', part = ''] = id.slice(partPrefix.length + 1).split('/');
      const namespaces = partNamespaces[part as TextLevel];
      if (!namespaces || !localeCodes.includes(locale)) {
        throw new Error(`No dashboard texts for ${locale}/${part}`);
      }
      const imports = namespaces.map(
        (namespace, index) =>
          `import n${index} from ${JSON.stringify(`${localesDir}${locale}/${namespace}.json`)};`,
      );
      const entries = namespaces.map((namespace, index) => `${JSON.stringify(namespace)}: n${index}`);
      return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };\n`;
    },
  };
}

/** Each language's part of the texts in a chunk named after it: `texts-de-sign-in`, `texts-de-home`, …. */
export function textChunkName(moduleId: string): string | null {
  const match = /^\0virtual:dashboard-texts\/([a-z]{2})\/([a-z-]+)$/.exec(moduleId);
  return match ? `texts-${match[1]}-${match[2]}` : null;
}
