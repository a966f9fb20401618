import { cleanup, render, screen } from '@testing-library/react';
import type { CreditOrder } from '@vela/api-client';
import { formatMoney, type Locale } from '@vela/locales';
import { AdminContext, memoryStore, ShowBase } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { authProviderFor, dataProviderWith } from '../testing/providers.ts';
import { CreditReceipt } from './credit-receipt-show.tsx';

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const order: CreditOrder = {
  id: '3f0c2b1a-54d6-4bd2-9a0c-8a1f0d3b2c42',
  provider_order_id: '8AB12345CD678901E',
  reseller_id: '7b0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11',
  reseller_name: '7reseller@example.com',
  pack_id: '0b1c2d3e-54d6-4bd2-9a0c-8a1f0d3b2c01',
  credits: 50,
  amount: '1240.50',
  currency: 'EUR',
  status: 'completed',
  capture_id: '1AB23456CD789012E',
  created_at: '2026-11-27T10:00:00.000Z',
  completed_at: '2026-11-27T10:00:05.000Z',
  seller_name: 'Vela Player Ltd',
  seller_address: '1 Example Street, Dublin',
};

async function renderReceipt(locale: Locale, record: CreditOrder = order) {
  render(
    <AdminContext
      dataProvider={dataProviderWith({ getOne: async () => ({ data: record }) })}
      authProvider={authProviderFor('reseller')}
      i18nProvider={await createI18nProvider(locale)}
      store={memoryStore()}
    >
      <ShowBase resource="credit-orders" id={record.id}>
        <CreditReceipt />
      </ShowBase>
    </AdminContext>,
  );
}

/** The value beside a label of the receipt. */
const factOf = (label: string) => screen.getByText(label).nextElementSibling;

describe('the receipt of a purchase of credits', () => {
  it('says what was bought, the amount through the money formatter, the reference, buyer and seller', async () => {
    await renderReceipt('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Receipt for 50 credits' }, found),
    ).toBeTruthy();
    const amount = factOf('Amount paid')?.querySelector('[data-value="money"]');
    expect(amount?.textContent).toBe(formatMoney({ amount: '1240.50', currency: 'EUR' }, 'en'));
    expect(factOf('Credits')?.textContent).toBe('50');
    expect(factOf('Currency')?.textContent).toBe('EUR');
    expect(factOf('Order reference')?.textContent).toBe(order.provider_order_id);
    expect(factOf('Buyer')?.textContent).toBe(order.reseller_name);
    expect(factOf('Seller')?.textContent).toBe('Vela Player Ltd, 1 Example Street, Dublin');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All credit purchases' })).toBeTruthy();
    // A paid purchase needs no word on its state.
    expect(screen.queryByText('Status')).toBeNull();
  }, 60_000);

  it('says when a purchase was not paid', async () => {
    await renderReceipt('en', { ...order, status: 'failed', completed_at: null });
    expect(await screen.findByText('Not paid', {}, found)).toBeTruthy();
  }, 60_000);

  it('writes the amount in Arabic and keeps the reference and the address in order, right to left', async () => {
    await renderReceipt('ar');
    const reference = await screen.findByText(order.provider_order_id, {}, found);
    expect(reference.tagName).toBe('BDI');
    expect(reference.getAttribute('dir')).toBe('ltr');
    const buyer = screen.getByText(order.reseller_name);
    expect(buyer.getAttribute('dir')).toBe('ltr');
    const amount = document.querySelector('[data-value="money"]');
    expect(amount?.tagName).toBe('BDI');
    expect(amount?.textContent).toBe(formatMoney({ amount: '1240.50', currency: 'EUR' }, 'ar'));
    expect(document.documentElement.dir).toBe('rtl');
  }, 60_000);
});
