import { describe, expect, it } from 'vitest';
import { loadNamespace, loadNamespaces } from './load.ts';
import { type Locale, localeCodes } from './locales.ts';
import { type MessageTree, namespaces } from './namespaces.ts';

const files = import.meta.glob<MessageTree>('../*/*.json', { import: 'default', eager: true });

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function messages(locale: string, namespace: string): Map<string, string> {
  const tree = files[`../${locale}/${namespace}.json`];
  if (!tree) throw new Error(`missing file ${locale}/${namespace}.json`);
  return flatten(tree);
}

/** The names of a text's `{{name}}` placeholders, each once, sorted. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();

/**
 * What in a text looks like a placeholder but is not one the dashboard fills: its translator (Polyglot) reads
 * exactly `{{name}}`, so `%{name}` (Polyglot's own default) and `{{ name }}` are shown as written, braces and all.
 */
function malformedPlaceholders(text: string): string[] {
  const percent = [...text.matchAll(/%\{[^}]*\}?/g)].map((m) => m[0]);
  const spaced = [...text.matchAll(/\{\{[^}]*\}\}/g)]
    .map((m) => m[0])
    .filter((p) => !/^\{\{\w+\}\}$/.test(p));
  return [...percent, ...spaced];
}

/** How many plural forms Polyglot (react-admin's translator) expects in each language. */
const polyglotPluralForms: Record<Locale, number> = {
  en: 2,
  it: 2,
  es: 2,
  de: 2,
  fr: 2,
  tr: 2,
  ru: 3,
  ar: 6,
  zh: 1,
  el: 2,
};

/** Texts that are the same in every language: codes, example addresses, product and store names. */
const sameEverywhere = [
  /^errors:generic\.http_status$/,
  /^dashboard:health\.engine\.postgres$/,
  /^mylist:form\.(m3u|host|guide)Placeholder$/,
  /^home:stores\.\w+\.name$/,
];

const nonEnglish = localeCodes.filter((code) => code !== 'en');

describe('the text catalogue', () => {
  it('has a file for every locale and namespace, and no stray locale folder', () => {
    const folders = new Set(Object.keys(files).map((path) => path.split('/')[1]));
    expect([...folders].sort()).toEqual([...localeCodes].sort());
    for (const locale of localeCodes) for (const namespace of namespaces) messages(locale, namespace);
  });

  for (const namespace of namespaces) {
    const english = messages('en', namespace);
    for (const locale of nonEnglish) {
      it(`${locale}/${namespace} has exactly the English keys with the same placeholders`, () => {
        const translated = messages(locale, namespace);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english) {
          expect(placeholders(translated.get(key) ?? ''), `${locale}/${namespace}:${key}`).toEqual(
            placeholders(text),
          );
        }
      });

      it(`${locale}/${namespace} is translated, not English copied`, () => {
        const translated = messages(locale, namespace);
        const copied = [...english].filter(([key, text]) => {
          const words = text.replace(/\{\{\s*\w+\s*\}\}/g, '').match(/\p{L}{2,}/gu) ?? [];
          return (
            translated.get(key) === text &&
            words.length >= 2 &&
            !sameEverywhere.some((pattern) => pattern.test(`${namespace}:${key}`))
          );
        });
        expect(copied.map(([key]) => key)).toEqual([]);
      });
    }
  }

  it('writes every placeholder `{{name}}`, in every locale and every file', () => {
    const malformed = Object.entries(files).flatMap(([path, tree]) =>
      [...flatten(tree)].flatMap(([key, text]) =>
        malformedPlaceholders(text).map((found) => `${path.slice(3, -5)}:${key}: ${found}`),
      ),
    );
    expect(malformed).toEqual([]);
  });

  it('names no placeholder in a translation that its English text does not fill', () => {
    const unknown: string[] = [];
    for (const namespace of namespaces) {
      const english = messages('en', namespace);
      for (const locale of nonEnglish)
        for (const [key, text] of messages(locale, namespace)) {
          const filled = new Set(placeholders(english.get(key) ?? ''));
          for (const name of placeholders(text))
            if (!filled.has(name)) unknown.push(`${locale}/${namespace}:${key}: {{${name}}}`);
        }
    }
    expect(unknown).toEqual([]);
  });

  it('tells a placeholder the dashboard fills from one it shows as written', () => {
    expect(malformedPlaceholders('{{at}}: {{result}} in {{ms}} ms')).toEqual([]);
    expect(malformedPlaceholders('%{at}: %{result} in %{ms} ms')).toEqual(['%{at}', '%{result}', '%{ms}']);
    expect(malformedPlaceholders('Antwort {{ status }}')).toEqual(['{{ status }}']);
    expect(malformedPlaceholders('%{status')).toEqual(['%{status']);
    expect(placeholders('{{at}}: {{result}} in {{ms}} ms, {{at}}')).toEqual(['at', 'ms', 'result']);
  });

  it('gives every counted text the number of plural forms each language needs', () => {
    for (const namespace of namespaces) {
      const english = messages('en', namespace);
      for (const locale of localeCodes) {
        const translated = messages(locale, namespace);
        for (const [key, text] of english) {
          if (!text.includes('||||')) continue;
          const forms = (translated.get(key) ?? '').split('||||');
          expect(forms, `${locale}/${namespace}:${key}`).toHaveLength(polyglotPluralForms[locale]);
        }
      }
    }
  });

  it('counts with plural forms, never with a bare count before a noun', () => {
    // `{{count}} playlists` reads "1 playlists"; a counted noun takes `{{smart_count}}` and its forms.
    for (const namespace of namespaces)
      for (const [key, text] of messages('en', namespace))
        expect(/\{\{\s*count\s*\}\}\s+\p{L}/u.test(text), `en/${namespace}:${key}: ${text}`).toBe(false);
  });

  it('has no empty text in any locale', () => {
    // react-admin shows an em space for an empty boolean so that the cell keeps its width.
    const blankOnPurpose = new Set(['ra:boolean.null']);
    for (const locale of localeCodes)
      for (const namespace of namespaces)
        for (const [key, text] of messages(locale, namespace)) {
          if (blankOnPurpose.has(`${namespace}:${key}`))
            expect(text, `${locale}/${namespace}:${key}`).toBe('\u2003');
          else expect(text.trim(), `${locale}/${namespace}:${key}`).not.toBe('');
        }
  });

  it('loads one namespace of one locale on demand', async () => {
    const arabic = await loadNamespace('ar', 'common');
    expect(flatten(arabic).get('notFound.title')).toBe(messages('ar', 'common').get('notFound.title'));
    const both = await loadNamespaces('de', ['common', 'home']);
    expect(Object.keys(both).sort()).toEqual(['common', 'home']);
  });
});
