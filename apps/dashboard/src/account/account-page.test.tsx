import { cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { DocumentTitle } from '../layout/document-title.tsx';
import { authProviderFor } from '../testing/providers.ts';
import { AccountPage } from './account-page.tsx';

afterEach(() => {
  cleanup();
  document.getElementById('react-admin-title')?.remove();
});

describe("the account's sections", () => {
  it('each name themselves in the app bar and the browser tab, in the reader’s language', async () => {
    // Where react-admin's app bar receives a screen's title.
    const appBarTitle = document.createElement('span');
    appBarTitle.id = 'react-admin-title';
    document.body.append(appBarTitle);
    render(
      <MemoryRouter>
        <AdminContext
          authProvider={authProviderFor('customer')}
          i18nProvider={await createI18nProvider('de')}
          store={memoryStore()}
        >
          <DocumentTitle />
          <AccountPage section="password" />
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(appBarTitle.textContent).toBe('Passwort ändern · Konto'));
    await waitFor(() => expect(document.title).toBe('Passwort ändern · Konto · Kundenbereich'));
  }, 30_000);
});
