import { texts } from 'virtual:dashboard-texts';
import { locales } from '@vela/locales';
import { describe, expect, it } from 'vitest';
import { homeNamespaces, screenNamespaces, signInNamespaces } from './namespaces.ts';
import { loadTexts } from './texts.ts';

describe("the dashboard's texts", () => {
  it('can be loaded in every language, in three parts', () => {
    for (const { code: locale } of locales)
      expect(Object.keys(texts[locale] ?? {})).toEqual(['sign-in', 'home', 'screens']);
  });

  it('loads the sign-in texts alone, with the home, or every text', async () => {
    expect(Object.keys(await loadTexts('de', 'sign-in')).sort()).toEqual([...signInNamespaces].sort());
    expect(Object.keys(await loadTexts('tr', 'home')).sort()).toEqual(
      [...signInNamespaces, ...homeNamespaces].sort(),
    );
    const all = await loadTexts('ar', 'screens');
    expect(Object.keys(all).sort()).toEqual(
      [...signInNamespaces, ...homeNamespaces, ...screenNamespaces].sort(),
    );
    expect(all.devices).toBeTypeOf('object');
    expect(JSON.stringify(all.devices)).toContain('جهاز');
  });
});
