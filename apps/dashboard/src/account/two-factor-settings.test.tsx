import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import type { AppAuthProvider } from '../providers/auth-provider.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { stubApi } from '../testing/api.ts';
import { TwoFactorSettings } from './two-factor-settings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

/** A customer whose two-factor authentication is on until the settings turn it off. */
function authProviderWithTwoFactor() {
  let enabled = true;
  const user = () => ({ id: 'u1', email: 'ann@example.com', role: 'customer', twoFactorEnabled: enabled });
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => 'customer',
    currentUser: user,
    refreshSession: async () => {
      enabled = false;
      return user();
    },
  } as unknown as AppAuthProvider;
}

describe('two-factor settings', () => {
  it('says once that two-factor authentication is off after turning it off', async () => {
    const requests = stubApi({ 'POST /api/auth/two-factor/disable': () => ({ status: true }) });
    render(
      <AdminContext
        dataProvider={createDataProvider()}
        authProvider={authProviderWithTwoFactor()}
        i18nProvider={await createI18nProvider('en')}
      >
        <TwoFactorSettings />
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }, found));
    fireEvent.change(await screen.findByLabelText(/Password/, {}, found), { target: { value: 'secret pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Turn on' }, found)).toBeTruthy();
    expect(screen.getAllByText(/Two-factor authentication is off/)).toHaveLength(1);
    expect(requests).toEqual([
      { method: 'POST', path: '/api/auth/two-factor/disable', body: { password: 'secret pw' } },
    ]);
  }, 60_000);
});
