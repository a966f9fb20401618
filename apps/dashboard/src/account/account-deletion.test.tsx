import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import type { AppAuthProvider } from '../providers/auth-provider.ts';
import { AccountDeletion } from './account-deletion.tsx';

const calls = vi.hoisted(() => ({ requests: [] as unknown[] }));

vi.mock('../providers/auth-client.ts', () => ({
  AuthError: class AuthError extends Error {},
  authClient: {
    account: {
      get: vi.fn(async () => ({
        email: 'ann@example.com',
        fullName: 'Ann',
        phone: null,
        country: 'DE',
        role: 'customer',
        twoFactorEnabled: true,
      })),
      requestDeletion: vi.fn(async (body: unknown) => {
        calls.requests.push(body);
        return { deleteAfter: '2027-06-15T09:00:00.000Z' };
      }),
    },
  },
}));

afterEach(cleanup);

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
    render(
      <AdminContext
        dataProvider={{} as DataProvider}
        authProvider={authProvider}
        i18nProvider={await createI18nProvider('en')}
      >
        <AccountDeletion />
      </AdminContext>,
    );
    expect(await screen.findByText(/the deletion becomes final after 14 days/, {}, found)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'a long password 1' } });
    fireEvent.change(screen.getByLabelText(/Two-factor code/), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/to confirm/), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/will be deleted on Jun 15, 2027/, {}, found)).toBeTruthy();
    expect(calls.requests).toEqual([
      { password: 'a long password 1', code: '123456', confirmation: 'ann@example.com' },
    ]);
  }, 60_000);
});
