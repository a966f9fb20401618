import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { refusal, stubApi } from '../testing/api.ts';
import { authProviderFor } from '../testing/providers.ts';
import { ChangePassword } from './change-password.tsx';

/** better-auth's password change, which knows one current password. */
const passwordChanges = () =>
  stubApi({
    'POST /api/auth/change-password': (body) =>
      (body as { currentPassword: string }).currentPassword === 'the old passphrase'
        ? { token: null }
        : refusal(400, 'current_password_wrong'),
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

async function renderForm() {
  render(
    <AdminContext
      dataProvider={createDataProvider()}
      authProvider={authProviderFor('customer')}
      i18nProvider={await createI18nProvider('en')}
      store={memoryStore()}
    >
      <ChangePassword />
    </AdminContext>,
  );
  await screen.findByRole('button', { name: 'Change password' }, found);
  return {
    fill(current: string, next: string, again: string) {
      fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: current } });
      fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
      fireEvent.change(screen.getByLabelText(/Confirm the new password/), { target: { value: again } });
    },
    send: () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })),
  };
}

describe('the password change', () => {
  it('refuses two different new passwords with the rule of packages/validation, without asking the API', async () => {
    const requests = passwordChanges();
    const form = await renderForm();
    form.fill('the old passphrase', 'another long passphrase', 'another long passphrasf');
    form.send();
    expect(await screen.findByText('The passwords do not match.', {}, found)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("shows the API's refusal of the current password on its field, then the change and an empty form", async () => {
    const requests = passwordChanges();
    const form = await renderForm();
    form.fill('not the password', 'another long passphrase', 'another long passphrase');
    form.send();
    expect(await screen.findByText('The current password is not correct.', {}, found)).toBeTruthy();
    expect(screen.getByLabelText(/Current password/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'the old passphrase' } });
    form.send();
    expect(await screen.findByText(/Your other browsers have been signed out\./, {}, found)).toBeTruthy();
    expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('');
    expect(requests.map(({ body }) => body)).toEqual([
      {
        currentPassword: 'not the password',
        newPassword: 'another long passphrase',
        revokeOtherSessions: true,
      },
      {
        currentPassword: 'the old passphrase',
        newPassword: 'another long passphrase',
        revokeOtherSessions: true,
      },
    ]);
  });
});
