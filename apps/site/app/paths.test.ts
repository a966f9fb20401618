import { localeCodes } from '@vela/locales';
import { describe, expect, it } from 'vitest';
import { localizedPath, parseLocalizedPath, prerenderPaths } from './paths.ts';

describe('localized paths', () => {
  it('leaves English unprefixed and prefixes every other language', () => {
    expect(localizedPath('en', '/pricing')).toBe('/pricing');
    expect(localizedPath('ar', '/pricing')).toBe('/ar/pricing');
    expect(localizedPath('ar', '/')).toBe('/ar');
  });

  it('reads the language back from a URL path', () => {
    expect(parseLocalizedPath('/ar/pricing')).toEqual({ locale: 'ar', path: '/pricing' });
    expect(parseLocalizedPath('/zh')).toEqual({ locale: 'zh', path: '/' });
    expect(parseLocalizedPath('/pricing')).toEqual({ locale: 'en', path: '/pricing' });
    expect(parseLocalizedPath('/en/pricing')).toEqual({ locale: 'en', path: '/en/pricing' });
    expect(parseLocalizedPath('/xx/pricing')).toEqual({ locale: 'en', path: '/xx/pricing' });
  });

  it('prerenders every page and a 404 page in every language', () => {
    const paths = prerenderPaths();
    for (const locale of localeCodes) {
      expect(paths).toContain(localizedPath(locale, '/'));
      expect(paths).toContain(localizedPath(locale, '/404'));
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});
