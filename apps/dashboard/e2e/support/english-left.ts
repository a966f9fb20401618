import { readdirSync, readFileSync } from 'node:fs';
import { type Locale, localeCodes, mayEqualEnglish } from '@vela/locales';

type Tree = { [key: string]: string | Tree };

const catalogue = new URL('../../../../packages/locales/', import.meta.url);

function texts(locale: Locale): string[] {
  const folder = new URL(`${locale}/`, catalogue);
  const leaves = (tree: Tree): string[] =>
    Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => leaves(JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Tree));
}

/**
 * For each language but English, the English texts of the catalogue that would be English left on its screens:
 * every whole English text (without placeholders) that the language writes otherwise, except the names, codes
 * and shared words it may write as English does (`mayEqualEnglish`). A text node that reads exactly as one of
 * them is a text the screen did not translate.
 */
export function englishLeftTexts(): Partial<Record<Locale, string[]>> {
  const english = [...new Set(texts('en'))]
    .map((text) => text.trim())
    .filter((text) => text.length > 1 && /\p{L}/u.test(text) && !/\{\{|%\{/.test(text));
  return Object.fromEntries(
    localeCodes
      .filter((code) => code !== 'en')
      .map((code) => {
        const own = new Set(texts(code).map((text) => text.trim()));
        return [code, english.filter((text) => !own.has(text) && !mayEqualEnglish(code, text))];
      }),
  );
}
