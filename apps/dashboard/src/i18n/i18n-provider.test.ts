import { localeStorageKey } from '@vela/locales';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from './i18n-provider.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the dashboard i18nProvider', () => {
  it('starts in the language stored by the site and sets the document direction', async () => {
    localStorage.setItem(localeStorageKey, 'ar');
    const provider = await createI18nProvider();
    expect(provider.getLocale()).toBe('ar');
    expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(provider.translate('dashboard.health.title')).toBe('حالة الخدمة');
  });

  it("follows the browser's language when nothing is stored", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
    const provider = await createI18nProvider();
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('dashboard.health.refresh')).toBe('Erneut prüfen');
  });

  it('switches language, stores the choice and flips the direction back', async () => {
    localStorage.setItem(localeStorageKey, 'ar');
    const provider = await createI18nProvider();
    await provider.changeLocale('fr');
    expect(localStorage.getItem(localeStorageKey)).toBe('fr');
    expect(document.documentElement).toMatchObject({ lang: 'fr', dir: 'ltr' });
    expect(provider.translate('dashboard.health.ok')).toBe('Opérationnel');
    expect(provider.getLocales?.()).toHaveLength(10);
  });
});
