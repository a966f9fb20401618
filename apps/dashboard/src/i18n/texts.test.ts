import { locales } from '@vela/locales';
import { describe, expect, it } from 'vitest';
import { appNamespaces, signInNamespaces } from './namespaces.ts';
import { appFiles, loadAllTexts, loadSignInTexts, signInFiles } from './texts.ts';

const expected = (namespaces: readonly string[]) =>
  locales
    .flatMap(({ code }) =>
      namespaces.map((namespace) => `../../../../packages/locales/${code}/${namespace}.json`),
    )
    .sort();

describe("the dashboard's texts", () => {
  it('can load exactly the namespaces of each list, in every language', () => {
    expect(Object.keys(signInFiles).sort()).toEqual(expected(signInNamespaces));
    expect(Object.keys(appFiles).sort()).toEqual(expected(appNamespaces));
  });

  it('loads the sign-in texts alone, or every text', async () => {
    expect(Object.keys(await loadSignInTexts('de')).sort()).toEqual([...signInNamespaces].sort());
    const all = await loadAllTexts('ar');
    expect(Object.keys(all).sort()).toEqual([...signInNamespaces, ...appNamespaces].sort());
    expect(all.devices).toBeTypeOf('object');
  });
});
