import { describe, expect, it } from 'vitest';
import { detectLocale } from './detect.ts';
import { htmlAttributes, isLocale, localeCodes, locales } from './locales.ts';

describe('the locale list', () => {
  it('holds the ten languages with English first', () => {
    expect(localeCodes).toEqual(['en', 'it', 'es', 'de', 'fr', 'tr', 'ru', 'ar', 'zh', 'el']);
    expect(new Set(locales.map((l) => l.name)).size).toBe(10);
  });

  it('writes Arabic right to left and every other language left to right', () => {
    expect(htmlAttributes('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
    for (const code of localeCodes.filter((c) => c !== 'ar')) expect(htmlAttributes(code).dir).toBe('ltr');
  });

  it('recognises only the codes it lists', () => {
    expect(isLocale('el')).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('detectLocale', () => {
  it('prefers the stored choice', () => {
    expect(detectLocale({ stored: 'tr', browserLanguages: ['de-DE'] })).toBe('tr');
  });

  it('ignores a stored value that is not one of ours and falls back to the browser language prefix', () => {
    expect(detectLocale({ stored: 'klingon', browserLanguages: ['pt-BR', 'ru-RU', 'de'] })).toBe('ru');
    expect(detectLocale({ browserLanguages: ['zh_CN'] })).toBe('zh');
  });

  it('falls back to English', () => {
    expect(detectLocale({ stored: null, browserLanguages: ['pt-BR', 'ja'] })).toBe('en');
    expect(detectLocale({})).toBe('en');
  });
});
