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

describe('the texts loaded in parts', () => {
  it('brings the home texts with the layout and the rest with the first other screen', async () => {
    const provider = await createI18nProvider('de', { lazy: true });
    expect(provider.translate('dashboard.menu.home')).toBe('Startseite');
    expect(provider.hasTexts('home')).toBe(false);
    await provider.loadTexts('home');
    expect(provider.translate('stats.title')).not.toBe('stats.title');
    expect(provider.hasTexts('screens')).toBe(false);
    expect(provider.translate('devices.fields.device_id')).toBe('devices.fields.device_id');
    await provider.loadTexts('screens');
    expect(provider.hasTexts('screens')).toBe(true);
    expect(provider.translate('devices.fields.device_id')).not.toBe('devices.fields.device_id');
  });

  it('gives whoever waits for the home texts every text when the rest was asked for meanwhile', async () => {
    const provider = await createI18nProvider('en', { lazy: true });
    const home = provider.loadTexts('home');
    const screens = provider.loadTexts('screens');
    expect(provider.loadTexts('screens')).toBe(screens);
    await home;
    expect(provider.translate('stats.title')).not.toBe('stats.title');
    await screens;
    expect(provider.hasTexts('screens')).toBe(true);
  });

  it('keeps the level of texts when the language changes meanwhile', async () => {
    const provider = await createI18nProvider('en', { lazy: true });
    const screens = provider.loadTexts('screens');
    await provider.changeLocale('fr');
    await screens;
    expect(provider.getLocale()).toBe('fr');
    expect(provider.hasTexts('screens')).toBe(true);
    expect(provider.translate('dashboard.health.ok')).toBe('Opérationnel');
    expect(provider.translate('devices.fields.device_id')).not.toBe('devices.fields.device_id');
  });

  it('ends in the last language chosen when the choice changes back before the texts arrive', async () => {
    const provider = await createI18nProvider('en', { lazy: true });
    const arabic = provider.changeLocale('ar');
    const english = provider.changeLocale('en');
    await Promise.all([arabic, english]);
    expect(provider.getLocale()).toBe('en');
    expect(document.documentElement).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(provider.translate('dashboard.health.ok')).toBe('Operational');
  });
});
