import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import type { AppAuthProvider } from '../providers/auth-provider.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { refusal, stubApi } from '../testing/api.ts';
import { AccountDeletion } from './account-deletion.tsx';

/** The account, with two-factor authentication on, whose deletion is asked for. */
const deletions = () =>
  stubApi({
    'GET /api/account': () => ({
      email: 'ann@example.com',
      fullName: 'Ann',
      phone: null,
      country: 'DE',
      role: 'customer',
      twoFactorEnabled: true,
    }),
    'POST /api/account/deletion': (body) =>
      (body as { code: string }).code === '123456'
        ? { deleteAfter: '2027-06-15T09:00:00.000Z' }
        : refusal(401, 'two_factor_invalid'),
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const authProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'customer',
} as unknown as AppAuthProvider;

describe('deleting the account', () => {
  it('asks for the password, the two-factor code and the address, then says when it becomes final', async () => {
    const requests = deletions();
    render(
      <AdminContext
        dataProvider={createDataProvider()}
        authProvider={authProvider}
        i18nProvider={await createI18nProvider('en')}
      >
        <AccountDeletion />
      </AdminContext>,
    );
    expect(await screen.findByText(/the deletion becomes final after 14 days/, {}, found)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'a long password 1' } });
    fireEvent.change(screen.getByLabelText(/Two-factor code/), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText(/to confirm/), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The code is not correct. Please try again.', {}, found)).toBeTruthy();
    expect(screen.getByLabelText(/Two-factor code/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText(/Two-factor code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/will be deleted on Jun 15, 2027/, {}, found)).toBeTruthy();
    expect(requests.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { password: 'a long password 1', code: '654321', confirmation: 'ann@example.com' },
      { password: 'a long password 1', code: '123456', confirmation: 'ann@example.com' },
    ]);
  }, 60_000);
});
