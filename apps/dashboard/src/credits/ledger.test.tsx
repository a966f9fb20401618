import { cleanup, render, screen, within } from '@testing-library/react';
import type { CreditMovement } from '@vela/api-client';
import { formatNumber, type Locale } from '@vela/locales';
import {
  AdminContext,
  ListContextProvider,
  memoryStore,
  ResourceContextProvider,
  useList,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { authProviderFor, dataProviderWith } from '../testing/providers.ts';
import { LedgerRows, type LedgerRowsProps } from './ledger.tsx';

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const deviceId = '26:F5:7D:46:32:78';

const movement = (changes: Partial<CreditMovement>): CreditMovement => ({
  id: '3f0c2b1a-54d6-4bd2-9a0c-8a1f0d3b2c42',
  reseller_id: '7b0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11',
  reseller_name: 'Demo Reseller',
  kind: 'grant',
  amount: 20,
  balance_after: 20,
  by_operator: true,
  actor_name: null,
  reason: null,
  activation_id: null,
  device_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...changes,
});

/** Newest first, as the API lists them: a refund, the activation it undid, and support's grant. */
const movements = [
  movement({
    id: 'c1',
    kind: 'refund',
    amount: 2,
    balance_after: 20,
    by_operator: false,
    actor_name: 'Demo Reseller',
    device_id: deviceId,
    created_at: '2026-11-22T10:00:00.000Z',
  }),
  movement({
    id: 'c2',
    kind: 'activation',
    amount: -2,
    balance_after: 18,
    by_operator: false,
    actor_name: 'Demo Reseller',
    device_id: deviceId,
    created_at: '2026-11-21T10:00:00.000Z',
  }),
  movement({ id: 'c3', reason: 'Welcome credits', actor_name: 'Olga Operator' }),
];

function Rows(props: LedgerRowsProps) {
  const list = useList({ data: movements });
  return (
    <ResourceContextProvider value="credit-movements">
      <ListContextProvider value={list}>
        <LedgerRows {...props} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

async function renderLedger(locale: Locale, props: LedgerRowsProps = {}) {
  render(
    <AdminContext
      dataProvider={dataProviderWith()}
      authProvider={authProviderFor('reseller')}
      i18nProvider={await createI18nProvider(locale)}
      store={memoryStore()}
    >
      <Rows {...props} />
    </AdminContext>,
  );
  const table = await screen.findByRole('table', {}, found);
  return within(table).getAllByRole('row').slice(1);
}

/** The texts of a row's cells, in order. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

describe('the credit ledger', () => {
  it('says what each movement was, with its sign, the balance it left, the device and the reason', async () => {
    const rows = await renderLedger('en');
    expect(rows.map(cells).map((row) => row.slice(1))).toEqual([
      ['Refund', '+2', '20', deviceId, ''],
      ['Activation', '-2', '18', deviceId, ''],
      ['Added by support', '+20', '20', '', 'Welcome credits'],
    ]);
    // No column of who moved the credits for a reseller: support's grant says it in its kind.
    expect(screen.queryByRole('columnheader', { name: 'By' })).toBeNull();
  }, 60_000);

  it('shows operators who moved the credits', async () => {
    const rows = await renderLedger('en', { showActor: true });
    expect(screen.getByRole('columnheader', { name: 'By' })).toBeTruthy();
    expect(rows.map((row) => cells(row).at(-1))).toEqual(['Demo Reseller', 'Demo Reseller', 'Olga Operator']);
  }, 60_000);

  it('keeps the sign with its number and the device id in order, right to left', async () => {
    const rows = await renderLedger('ar');
    const [refund, activation] = rows;
    if (!refund || !activation) throw new Error('missing rows');
    const spent = within(activation).getByText(formatNumber(-2, 'ar', { signDisplay: 'exceptZero' }));
    expect(spent.tagName).toBe('BDI');
    const back = within(refund).getByText(formatNumber(2, 'ar', { signDisplay: 'exceptZero' }));
    expect(back.tagName).toBe('BDI');
    const device = within(activation).getByText(deviceId);
    expect(device.tagName).toBe('BDI');
    expect(device.getAttribute('dir')).toBe('ltr');
    expect(document.documentElement.dir).toBe('rtl');
  }, 60_000);
});
