import { describe, expect, it } from 'vitest';
import { type Locale, localeCodes } from './locales.ts';
import { type MessageTree, namespaces } from './namespaces.ts';
import { mayEqualEnglish } from './same-as-english.ts';

const files = import.meta.glob<MessageTree>('../*/*.json', { import: 'default', eager: true });

function flatten(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

function messages(locale: Locale, namespace: string): Map<string, string> {
  return new Map(flatten(files[`../${locale}/${namespace}.json`] ?? {}));
}

const nonEnglish = localeCodes.filter((code) => code !== 'en');

describe('texts left in English', () => {
  it('are none, besides names, codes and the words a language shares with English', () => {
    const left: string[] = [];
    for (const namespace of namespaces) {
      const english = messages('en', namespace);
      for (const locale of nonEnglish)
        for (const [key, text] of messages(locale, namespace))
          if (english.get(key) === text && !mayEqualEnglish(locale, text))
            left.push(`${locale}/${namespace}:${key} = ${text}`);
    }
    expect(left).toEqual([]);
  });

  it('include a single English word, not only sentences', () => {
    expect(mayEqualEnglish('de', 'Deviceid')).toBe(false);
    expect(mayEqualEnglish('ar', 'Status')).toBe(false);
    expect(mayEqualEnglish('de', 'Status')).toBe(true);
    expect(mayEqualEnglish('ru', 'Playlists: {{count}}')).toBe(false);
    expect(mayEqualEnglish('zh', '{{host}} · {{username}}')).toBe(true);
  });
});

/**
 * How each language addresses the reader, as its site does: German and Greek, French, Russian and Turkish
 * formally (Sie, εσείς, vous, вы, siz); Italian and Spanish informally (tu, tú). A text in the other voice fails.
 */
const otherVoice: Partial<Record<Locale, RegExp>> = {
  de: /(?<!\p{L})(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?!\p{L})/iu,
  fr: /(?<!\p{L})(tu|toi|ton|ta|tes)(?!\p{L})/u,
  ru: /(?<!\p{L})(ты|тебя|тебе|тобой|твой|твоя|твоё|твои|твоего|твоей|твоих|твоим|твою)(?!\p{L})/iu,
  tr: /(?<!\p{L})(sen|senin|sana|seni|sende|senden)(?!\p{L})/iu,
  el: /(?<!\p{L})(εσύ|σου)(?!\p{L})/iu,
  es: /(?<!\p{L})(usted|ustedes)(?!\p{L})/iu,
  it: /(?<=\p{Ll}[,]? )(Lei|Suo|Sua|Suoi|Sue)(?!\p{L})/u,
};

describe('the voice of each language', () => {
  for (const [locale, pattern] of Object.entries(otherVoice) as [Locale, RegExp][])
    it(`${locale} addresses the reader in one voice everywhere`, () => {
      const other = namespaces.flatMap((namespace) =>
        [...messages(locale, namespace)]
          .filter(([, text]) => pattern.test(text))
          .map(([key, text]) => `${namespace}:${key} = ${text}`),
      );
      expect(other).toEqual([]);
    });

  it('catches the informal German of a sentence', () => {
    expect(otherVoice.de?.test('Hier verwaltest du deine Geräte.')).toBe(true);
    expect(otherVoice.de?.test('Hier verwalten Sie Ihre Geräte.')).toBe(false);
  });
});
