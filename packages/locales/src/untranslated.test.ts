import { describe, expect, it } from 'vitest';
import { type Locale, localeCodes } from './locales.ts';
import { type MessageTree, namespaces } from './namespaces.ts';
import { englishFeatureNames, mayEqualEnglish } from './same-as-english.ts';

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

  it("never leave a feature's English name in another language, in any file", () => {
    // Every file of every language, not only the namespaces listed: a new file is checked before it is listed.
    const translations = Object.entries(files).filter(([path]) => !path.startsWith('../en/'));
    expect(translations.length).toBeGreaterThanOrEqual(nonEnglish.length * namespaces.length);
    const left = translations.flatMap(([path, tree]) =>
      flatten(tree)
        .filter(([, text]) => englishFeatureNames(text).length > 0)
        .map(([key, text]) => `${path.slice(3, -5)}:${key} = ${text}`),
    );
    expect(left).toEqual([]);
  });

  it("find a feature's English name inside a sentence, and let the brand and plans be", () => {
    expect(englishFeatureNames('Der Privacy Mode von {{deviceid}} endet am {{date}}')).toEqual([
      'Privacy Mode',
    ]);
    expect(englishFeatureNames('انتهى Privacy Mode لجهاز')).toEqual(['Privacy Mode']);
    expect(englishFeatureNames('设备的 privacy mode 已结束')).toEqual(['Privacy Mode']);
    expect(englishFeatureNames('Öffnen Sie My List')).toEqual(['My List']);
    expect(englishFeatureNames('Der Privatsphäre-Modus von {{deviceid}} endet am {{date}}')).toEqual([]);
    // Italian names the feature with its borrowed word: Privacy alone is Italian.
    expect(englishFeatureNames('Premium: un anno di Modalità Privacy')).toEqual([]);
    expect(englishFeatureNames('Vela Player Premium und Basic')).toEqual([]);
    expect(englishFeatureNames('https://example.com/privacy-mode')).toEqual([]);
    expect(mayEqualEnglish('de', 'Privacy Mode')).toBe(false);
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
