import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CreditOrder, CreditPack, CreditSummary, PublicConfig } from '@vela/api-client';
import { formatMoney } from '@vela/locales';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, useTranslate } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { TranslateContext } from '../i18n/translate.ts';
import type { Role } from '../providers/can-access.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { refusal, stubApi } from '../testing/api.ts';
import { creditSummary } from '../testing/credits.ts';
import { authProviderFor } from '../testing/providers.ts';
import { BuyCredits } from './buy-credits.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const summary = creditSummary;

const pack = (id: string, credits: number, price: string): CreditPack => ({
  id,
  credits,
  price,
  currency: 'EUR',
  active: true,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

const packs = [
  pack('0b1c2d3e-54d6-4bd2-9a0c-8a1f0d3b2c01', 10, '9.00'),
  pack('0b1c2d3e-54d6-4bd2-9a0c-8a1f0d3b2c02', 50, '40.00'),
];

/** A provider order id that starts with digits, as PayPal's often do. */
const providerOrderId = '8AB12345CD678901E';

const paid: CreditOrder = {
  id: '3f0c2b1a-54d6-4bd2-9a0c-8a1f0d3b2c42',
  provider_order_id: providerOrderId,
  reseller_id: '7b0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11',
  reseller_name: 'Demo Reseller',
  pack_id: packs[0]?.id ?? null,
  credits: 10,
  amount: '9.00',
  currency: 'EUR',
  status: 'completed',
  capture_id: '1AB23456CD789012E',
  created_at: '2026-11-27T10:00:00.000Z',
  completed_at: '2026-11-27T10:00:05.000Z',
  seller_name: 'Vela Player Ltd',
  seller_address: '1 Example Street, Dublin',
};

/** What the screen reads of the server's configuration: it pays with the simulator. */
const simulator: Pick<PublicConfig, 'payments'> = {
  payments: { provider: 'simulator', clientId: null, planId: 'P-SIMULATED' },
};

const capturePath = `/api/admin/credit-orders/${providerOrderId}/capture`;

/** The API of a reseller with `balance`: its summary, the packs on sale, the simulator, an order and its capture. */
function api({
  credits = summary,
  order = () => Response.json({ orderId: providerOrderId }, { status: 201 }),
  capture = () => ({ order: paid, balance: 30 }),
}: {
  credits?: CreditSummary;
  order?: () => Response | object;
  capture?: () => Response | object;
} = {}) {
  return stubApi({
    'GET /api/admin/credits': () => credits,
    'GET /api/admin/credit-packs': () =>
      Response.json(packs, { headers: { 'content-range': `credit-packs 0-1/${packs.length}` } }),
    'GET /api/config': () => simulator,
    'POST /api/admin/credit-orders': order,
    [`POST ${capturePath}`]: capture,
  });
}

/** react-admin's translate shared with the components drawn on the sign-in screens too, as the app does. */
function ShareTranslate({ children }: { children: ReactNode }) {
  return <TranslateContext value={useTranslate()}>{children}</TranslateContext>;
}

async function renderSection(role: Role = 'reseller') {
  render(
    <AdminContext
      dataProvider={createDataProvider()}
      authProvider={authProviderFor(role)}
      i18nProvider={await createI18nProvider('en')}
      store={memoryStore()}
    >
      <ShareTranslate>
        <BuyCredits />
        <p>rendered</p>
      </ShareTranslate>
      <Notification />
    </AdminContext>,
  );
  await screen.findByText('rendered', {}, found);
}

const calls = (requests: ReturnType<typeof stubApi>) =>
  requests.map(({ method, path }) => `${method} ${path}`);

describe('buying credits on the Credits page', () => {
  it('shows each pack with its price; the simulator orders the chosen one, captures it and says what it added', async () => {
    const requests = api();
    await renderSection();
    const section = await screen.findByRole('region', { name: 'Buy credits' }, found);
    const small = await within(section).findByRole('button', { name: 'Buy 10 credits' }, found);
    expect(within(section).getByRole('button', { name: 'Buy 50 credits' })).toBeTruthy();
    const price = within(section).getByText(formatMoney({ amount: '9.00', currency: 'EUR' }, 'en'));
    expect(price.getAttribute('data-value')).toBe('money');

    fireEvent.click(small);
    const payment = await screen.findByRole('region', { name: 'Pay for 10 credits' }, found);
    expect(within(payment).getByText('Payments simulator')).toBeTruthy();
    expect(calls(requests)).not.toContain('POST /api/admin/credit-orders');
    fireEvent.click(await within(payment).findByRole('button', { name: 'Pay with the simulator' }, found));

    const done = '10 credits added. Your balance is now 30 credits.';
    await waitFor(() => expect(screen.getAllByText(done, { exact: false }).length).toBeGreaterThan(0), found);
    const posts = requests.filter(({ method }) => method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', path: '/api/admin/credit-orders', body: { pack_id: packs[0]?.id, locale: 'en' } },
      { method: 'POST', path: capturePath, body: {} },
    ]);
    const receipt = screen.getByRole('link', { name: 'View the receipt' });
    expect(receipt.getAttribute('href')).toMatch(new RegExp(`/credit-orders/${paid.id}/show$`));
    // The balance card and the ledger read the balance again.
    await waitFor(
      () => expect(calls(requests).filter((call) => call === 'GET /api/admin/credits')).toHaveLength(2),
      found,
    );
    expect(screen.queryByRole('region', { name: 'Pay for 10 credits' })).toBeNull();
  }, 60_000);

  it('says why a purchase was not completed, in words, never its code', async () => {
    api({ capture: () => refusal(409, 'payment_not_completed') });
    await renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 50 credits' }, found));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with the simulator' }, found));
    expect(
      await screen.findByText(
        'The payment was not completed, so no credits were added. Please try again.',
        {},
        found,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/payment_not_completed/)).toBeNull();
  }, 60_000);

  it('says the credits are frozen when the API refuses the order for it', async () => {
    api({ order: () => refusal(403, 'credits_frozen') });
    await renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 10 credits' }, found));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with the simulator' }, found));
    expect(
      await screen.findByText('Credits are frozen while the account is suspended.', {}, found),
    ).toBeTruthy();
  }, 60_000);

  it('tells a suspended reseller why it cannot buy, with no pack to buy', async () => {
    const requests = api({ credits: { ...summary, frozen: true } });
    await renderSection();
    expect(
      await screen.findByText(
        'You cannot buy credits while your account is suspended. Contact support.',
        {},
        found,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
    expect(calls(requests)).not.toContain('GET /api/admin/credit-packs');
  }, 60_000);

  it('is not offered to operators, who add credits by hand', async () => {
    api();
    await renderSection('operator');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Buy credits' })).toBeNull();
  }, 60_000);
});
