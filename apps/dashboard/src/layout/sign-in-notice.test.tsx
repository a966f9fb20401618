import { cleanup, render, screen } from '@testing-library/react';
import { signInNoticeCookie } from '@vela/api-client';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { SignInNotice } from './sign-in-notice.tsx';

/** The cookie as the sign-in's answer leaves it (`''`: removed). */
function noticeCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test DOM has no Cookie Store API, and the dashboard reads this one
  document.cookie = `${signInNoticeCookie}=${value}; Path=/${value === '' ? '; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : ''}`;
}

afterEach(() => {
  cleanup();
  noticeCookie('');
});

async function renderLayout(locale: 'en' | 'de') {
  render(
    <AdminContext i18nProvider={await createI18nProvider(locale)} store={memoryStore()}>
      <SignInNotice />
      <Notification />
    </AdminContext>,
  );
}

describe('what signing in did', () => {
  it('is told once, in the reader’s language, when it cancelled the deletion of the account', async () => {
    noticeCookie('deletion_cancelled');
    await renderLayout('de');
    expect(
      await screen.findByText(
        'Willkommen zurück. Mit Ihrer Anmeldung wurde die Löschung Ihres Kontos abgebrochen: Es bleibt, wie es war.',
      ),
    ).toBeTruthy();
    // Shown once: the cookie is gone, and the next screen drawn tells nothing.
    expect(document.cookie).not.toContain(signInNoticeCookie);
    cleanup();
    await renderLayout('de');
    expect(screen.queryByText(/Willkommen zurück/)).toBeNull();
  });

  it('is nothing for a notice this dashboard does not know, which is removed all the same', async () => {
    noticeCookie('something_else');
    await renderLayout('en');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.cookie).not.toContain(signInNoticeCookie);
  });
});
