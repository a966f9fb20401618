import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// Relative, not `@vela/locales`: Vite loads its configuration without compiling workspace packages.
import { localeCodes } from '../../../packages/locales/src/locales.ts';
import { namespaces } from '../../../packages/locales/src/namespaces.ts';

const localesRoot = fileURLToPath(new URL('../../../packages/locales', import.meta.url));

interface TextsFile {
  fileName: string;
  source: string;
}

/** Every namespace of every language as minified JSON, under a folder named by the hash of them all. */
export function textsFiles(): { base: string; files: TextsFile[] } {
  const texts = localeCodes.flatMap((locale) =>
    namespaces.map((namespace) => {
      const raw = readFileSync(join(localesRoot, locale, `${namespace}.json`), 'utf8');
      return { path: `${locale}/${namespace}.json`, source: JSON.stringify(JSON.parse(raw)) };
    }),
  );
  const hash = createHash('sha256');
  for (const { path, source } of texts) hash.update(`${path}\0${source}\0`);
  const base = `assets/texts-${hash.digest('hex').slice(0, 10)}`;
  return { base, files: texts.map(({ path, source }) => ({ fileName: `${base}/${path}`, source })) };
}

/**
 * Writes the texts beside the site's scripts as plain JSON files (`/assets/texts-{hash}/{locale}/{namespace}.json`,
 * cached for a year like every other asset) and tells the browser code their folder in
 * `import.meta.env.VELA_TEXTS_BASE`. The browser then computes a text file's address instead of carrying a
 * table of one hashed chunk per language and namespace, which every page downloaded (`app/i18n/load-texts.ts`).
 */
export function textsAssets(): Plugin {
  let texts: ReturnType<typeof textsFiles> | undefined;
  return {
    name: 'vela:texts-assets',
    apply: 'build',
    config() {
      texts = textsFiles();
      return { define: { 'import.meta.env.VELA_TEXTS_BASE': JSON.stringify(`/${texts.base}`) } };
    },
    generateBundle() {
      if (this.environment.name !== 'client' || !texts) return;
      for (const file of texts.files) this.emitFile({ type: 'asset', ...file });
    },
  };
}
