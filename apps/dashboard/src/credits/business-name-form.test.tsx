import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { stubApi } from '../testing/api.ts';
import { creditSummary } from '../testing/credits.ts';
import { authProviderFor } from '../testing/providers.ts';
import { BusinessNameForm } from './business-name-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

describe('the business name', () => {
  it('starts from the stored name, refuses one too long, and saves the name alone, empty for none', async () => {
    const requests = stubApi({
      'GET /api/admin/credits': () => ({ ...creditSummary, business_name: 'Ann’s TV Shop' }),
      'PUT /api/admin/credits/settings': (body) => ({ ...creditSummary, ...(body as object) }),
    });
    render(
      <AdminContext
        dataProvider={createDataProvider()}
        authProvider={authProviderFor('reseller')}
        i18nProvider={await createI18nProvider('en')}
        store={memoryStore()}
      >
        <BusinessNameForm />
      </AdminContext>,
    );
    const field = await screen.findByRole('textbox', { name: 'Business name' }, found);
    expect(field).toHaveProperty('value', 'Ann’s TV Shop');
    const puts = () => requests.filter(({ method }) => method === 'PUT').map(({ body }) => body);

    // The browser's own limit aside, the shared rule refuses what is longer than the API takes.
    field.removeAttribute('maxlength');
    fireEvent.change(field, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/100/, {}, found)).toBeTruthy();
    expect(puts()).toEqual([]);

    fireEvent.change(field, { target: { value: '  Ann’s Streams  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your business name is saved.', {}, found)).toBeTruthy();
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(2), found);
    expect(puts()).toEqual([{ business_name: 'Ann’s Streams' }, { business_name: null }]);
  }, 60_000);
});
