import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import type { AppAuthProvider } from '../providers/auth-provider.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { stubApi } from '../testing/api.ts';
import { HostAlertsSection } from './host-alerts-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A reseller's stored host alerts: on, from three failing clients. */
const hostAlerts = () =>
  stubApi({
    'GET /api/account/host-alerts': () => ({ enabled: true, min_failing_clients: 3 }),
    'PUT /api/account/host-alerts': (body) => body as object,
  });

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
      dataProvider={createDataProvider()}
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
    const requests = hostAlerts();
    await renderFor('reseller');
    const minimum = await screen.findByLabelText('Fewest failing clients', {}, found);
    expect((minimum as HTMLInputElement).value).toBe('3');
    fireEvent.change(minimum, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter 1 or more.', {}, found)).toBeTruthy();
    expect(requests.filter(({ method }) => method === 'PUT')).toEqual([]);

    fireEvent.click(screen.getByRole('switch', { name: 'E-mail me when a host fails or recovers' }));
    fireEvent.change(minimum, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your choice is saved.', {}, found)).toBeTruthy();
    expect(requests.filter(({ method }) => method === 'PUT').map(({ body }) => body)).toEqual([
      { enabled: false, min_failing_clients: 5 },
    ]);
  }, 60_000);

  it('is not shown to a customer, who has no hosts', async () => {
    hostAlerts();
    await renderFor('customer');
    expect(await screen.findByText('rendered', {}, found)).toBeTruthy();
    expect(screen.queryByText('Host alerts')).toBeNull();
  }, 60_000);
});
