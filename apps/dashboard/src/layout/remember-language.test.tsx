import { act, cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, useSetLocale } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import type { AppAuthProvider } from '../providers/auth-provider.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { authProviderFor } from '../testing/providers.ts';
import { RememberLanguage } from './remember-language.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let switchTo: (locale: string) => void = () => undefined;
function LanguageMenu() {
  const setLocale = useSetLocale();
  switchTo = setLocale;
  return null;
}

/** The account as the server keeps it. */
let account = { locale: null as string | null };

/** The languages the account was asked to remember, in order. */
function rememberedLanguages() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/api/auth/update-user') && init?.method === 'POST') {
        const { locale } = JSON.parse(String(init.body)) as { locale: string };
        asked.push(locale);
        account = { locale };
      }
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

/** The languages asked for, one after another: a save repeated while the screens are drawn anew is harmless. */
const changes = (asked: string[]) => asked.filter((locale, index) => locale !== asked[index - 1]);

/** Signed in to an account that speaks `storedLocale`, with the dashboard shown in `shown`. */
async function renderSignedIn(storedLocale: string | null, shown: 'en' | 'de') {
  account = { locale: storedLocale };
  // The session as the dashboard last read it: a copy, read again only when asked.
  let session = { ...account };
  const authProvider = {
    ...authProviderFor('customer'),
    currentUser: () => session,
    refreshSession: async () => {
      session = { ...account };
      return session;
    },
  } as unknown as AppAuthProvider;
  render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={createDataProvider()}
      i18nProvider={await createI18nProvider(shown)}
      store={memoryStore()}
    >
      <LanguageMenu />
      <RememberLanguage />
    </AdminContext>,
  );
}

describe('the language e-mails are written in', () => {
  it('is the one the person switches the dashboard to, and back', async () => {
    const asked = rememberedLanguages();
    await renderSignedIn('en', 'en');
    await act(() => switchTo('de'));
    await waitFor(() => expect(changes(asked)).toEqual(['de']));
    await act(() => switchTo('en'));
    await waitFor(() => expect(changes(asked)).toEqual(['de', 'en']));
  }, 30_000);

  it('is the dashboard’s on signing in when the account remembers another, and left alone when they agree', async () => {
    const asked = rememberedLanguages();
    await renderSignedIn('en', 'de');
    await waitFor(() => expect(changes(asked)).toEqual(['de']));
    cleanup();
    const agreeing = rememberedLanguages();
    await renderSignedIn('de', 'de');
    // The next switch is the first thing asked: nothing was saved on signing in.
    await act(() => switchTo('en'));
    await waitFor(() => expect(changes(agreeing)).toEqual(['en']));
  }, 30_000);
});
