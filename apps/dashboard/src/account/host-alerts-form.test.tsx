import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import type { AppAuthProvider } from '../providers/auth-provider.ts';
import { HostAlertsSection } from './host-alerts-form.tsx';

const calls = vi.hoisted(() => ({ saved: [] as unknown[] }));

vi.mock('../providers/auth-client.ts', () => ({
  AuthError: class AuthError extends Error {},
  authClient: {
    account: {
      hostAlerts: vi.fn(async () => ({ enabled: true, min_failing_clients: 3 })),
      saveHostAlerts: vi.fn(async (body: unknown) => {
        calls.saved.push(body);
        return body;
      }),
    },
  },
}));

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const authProviderFor = (role: string) =>
  ({
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
  }) as unknown as AppAuthProvider;

async function renderFor(role: string) {
  render(
    <AdminContext
      dataProvider={{} as DataProvider}
      authProvider={authProviderFor(role)}
      i18nProvider={await createI18nProvider('en')}
    >
      <HostAlertsSection />
      <p>rendered</p>
    </AdminContext>,
  );
}

describe('host alerts on the account page', () => {
  it('refuses a minimum below one in the browser, with the shared rule’s text, then saves a good one', async () => {
    await renderFor('reseller');
    const minimum = await screen.findByLabelText('Fewest failing clients', {}, found);
    expect((minimum as HTMLInputElement).value).toBe('3');
    fireEvent.change(minimum, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter 1 or more.', {}, found)).toBeTruthy();
    expect(calls.saved).toEqual([]);

    fireEvent.click(screen.getByRole('switch', { name: 'E-mail me when a host fails or recovers' }));
    fireEvent.change(minimum, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your choice is saved.', {}, found)).toBeTruthy();
    expect(calls.saved).toEqual([{ enabled: false, min_failing_clients: 5 }]);
  }, 60_000);

  it('is not shown to a customer, who has no hosts', async () => {
    await renderFor('customer');
    expect(await screen.findByText('rendered', {}, found)).toBeTruthy();
    expect(screen.queryByText('Host alerts')).toBeNull();
  }, 60_000);
});
