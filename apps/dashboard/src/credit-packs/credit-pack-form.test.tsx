import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CreditPack } from '@vela/api-client';
import { AdminContext, memoryStore, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { authProviderFor, dataProviderWith } from '../testing/providers.ts';
import { CreditPackCreate } from './credit-pack-create.tsx';

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

/** The API as far as the form can tell: it keeps the pack it is sent. */
function fakeApi() {
  const create = vi.fn(async (_resource: string, { data }: { data: Partial<CreditPack> }) => ({
    data: { ...data, id: '0b1c2d3e-54d6-4bd2-9a0c-8a1f0d3b2c01', currency: 'EUR' },
  }));
  return { create, dataProvider: dataProviderWith({ create }) };
}

describe('the form of a new credit pack', () => {
  it('refuses a price of zero with the shared rule, then sends the pack in the shop’s currency', async () => {
    const { create, dataProvider } = fakeApi();
    render(
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProviderFor('operator')}
        i18nProvider={await createI18nProvider('en')}
        store={memoryStore()}
      >
        <ResourceContextProvider value="credit-packs">
          <CreditPackCreate />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const credits = await screen.findByRole('spinbutton', { name: /^Credits/ }, found);
    const price = screen.getByRole('textbox', { name: /^Price/ });
    expect(screen.getByRole('switch', { name: 'On sale' })).toHaveProperty('checked', true);
    fireEvent.change(credits, { target: { value: '10' } });
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a price above 0 with at most two decimals, like 49.00.', {}, found),
    ).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(price, { target: { value: '9.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1), found);
    expect(create.mock.calls[0]?.[1].data).toEqual({ credits: 10, price: '9.5', active: true });
  }, 60_000);
});
