import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { stubApi } from '../testing/api.ts';
import { creditSummary } from '../testing/credits.ts';
import { authProviderFor } from '../testing/providers.ts';
import { LowBalanceForm } from './low-balance-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const summary = creditSummary;

describe('the low-balance warning', () => {
  it('asks for a number once it is on, then saves it; off saves never', async () => {
    const requests = stubApi({
      'GET /api/admin/credits': () => summary,
      'PUT /api/admin/credits/settings': (body) => ({ ...summary, ...(body as object) }),
    });
    render(
      <AdminContext
        dataProvider={createDataProvider()}
        authProvider={authProviderFor('reseller')}
        i18nProvider={await createI18nProvider('en')}
        store={memoryStore()}
      >
        <LowBalanceForm />
      </AdminContext>,
    );
    const toggle = await screen.findByRole('switch', { name: 'E-mail me when my balance is low' }, found);
    expect(screen.queryByLabelText('Warn me at or below')).toBeNull();
    fireEvent.click(toggle);
    const threshold = await screen.findByLabelText('Warn me at or below', {}, found);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a number.', {}, found)).toBeTruthy();
    const puts = () => requests.filter(({ method }) => method === 'PUT').map(({ body }) => body);
    expect(puts()).toEqual([]);

    fireEvent.change(threshold, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your choice is saved.', {}, found)).toBeTruthy();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(2), found);
    expect(puts()).toEqual([{ low_balance_threshold: 5 }, { low_balance_threshold: null }]);
  }, 60_000);
});
