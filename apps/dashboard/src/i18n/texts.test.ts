import { locales } from '@vela/locales';
import { describe, expect, it } from 'vitest';
import { homeNamespaces, screenNamespaces, signInNamespaces } from './namespaces.ts';
import { homeFiles, loadTexts, screenFiles, signInFiles } from './texts.ts';

const expected = (namespaces: readonly string[]) =>
  locales
    .flatMap(({ code }) =>
      namespaces.map((namespace) => `../../../../packages/locales/${code}/${namespace}.json`),
    )
    .sort();

describe("the dashboard's texts", () => {
  it('can load exactly the namespaces of each list, in every language', () => {
    expect(Object.keys(signInFiles).sort()).toEqual(expected(signInNamespaces));
    expect(Object.keys(homeFiles).sort()).toEqual(expected(homeNamespaces));
    expect(Object.keys(screenFiles).sort()).toEqual(expected(screenNamespaces));
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
  });
});
