import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Activation } from '@vela/api-client';
import {
  AdminContext,
  type AuthProvider,
  memoryStore,
  Notification,
  RecordContextProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { createDataProvider } from '../providers/data-provider.ts';
import { refusal, stubApi } from '../testing/api.ts';
import { authProviderFor } from '../testing/providers.ts';
import { isRevocable } from './revocable.ts';
import { RevokeActivationButton } from './revoke-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const resellerId = '7b0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11';
const otherReseller = '8c1d9b2a-54d6-4bd2-9a0c-8a1f0d3b2c11';
const hour = 3_600_000;

const activation = (changes: Partial<Activation> = {}): Activation => ({
  id: '3f0c2b1a-54d6-4bd2-9a0c-8a1f0d3b2c42',
  reseller_id: resellerId,
  reseller_name: 'Demo Reseller',
  device_id: '26:F5:7D:46:32:78',
  device_row_id: '4a1b2c3d-54d6-4bd2-9a0c-8a1f0d3b2c42',
  tier: 'premium',
  credits: 2,
  note: null,
  status: 'active',
  privacy_expires_at: '2027-11-27T10:00:00.000Z',
  revocable_until: new Date(Date.now() + 24 * hour).toISOString(),
  revoked_at: null,
  revoked_as: null,
  revoke_reason: null,
  created_at: new Date(Date.now() - 24 * hour).toISOString(),
  ...changes,
});

/** The demo reseller, signed in: the dashboard's own rights, and who they are. */
const reseller: AuthProvider = {
  ...authProviderFor('reseller'),
  getIdentity: async () => ({ id: resellerId, fullName: 'Demo Reseller' }),
};

async function renderButton(record: Activation) {
  render(
    <AdminContext
      dataProvider={createDataProvider()}
      authProvider={reseller}
      i18nProvider={await createI18nProvider('en')}
      store={memoryStore()}
    >
      <RecordContextProvider value={record}>
        <RevokeActivationButton />
        <p>rendered</p>
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  await screen.findByText('rendered', {}, found);
}

describe('whether an activation may be revoked', () => {
  const now = Date.parse('2026-11-27T10:00:00.000Z');
  const until = '2026-11-28T10:00:00.000Z';
  const own = { status: 'active', revocable_until: until, reseller_id: resellerId } as const;

  it('allows its reseller while it counts and its grace period runs', () => {
    expect(isRevocable(own, now, resellerId)).toBe(true);
    expect(isRevocable(own, Date.parse(until) - 1, resellerId)).toBe(true);
  });

  it('refuses once the grace period has ended, once it is revoked, and to anyone but its reseller', () => {
    expect(isRevocable(own, Date.parse(until), resellerId)).toBe(false);
    expect(isRevocable({ ...own, status: 'revoked' }, now, resellerId)).toBe(false);
    expect(isRevocable(own, now, otherReseller)).toBe(false);
    expect(isRevocable(own, now, undefined)).toBe(false);
    expect(isRevocable({ ...own, reseller_id: null }, now, resellerId)).toBe(false);
  });
});

describe('the Revoke button of an activation', () => {
  it('asks first, says how many credits come back, then revokes and says so', async () => {
    const requests = stubApi({
      [`POST /api/admin/activations/${activation().id}/revoke`]: () =>
        activation({ status: 'revoked', revoked_at: new Date().toISOString(), revoked_as: 'reseller' }),
    });
    await renderButton(activation());
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }, found));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this activation?' }, found);
    expect(dialog.textContent).toContain('2 credits come back to your balance');
    expect(requests).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText('The activation is revoked and its credits are back.', {}, found),
    ).toBeTruthy();
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /api/admin/activations/${activation().id}/revoke`,
    ]);
  }, 60_000);

  it("says why the API refused: the grace period's end", async () => {
    stubApi({
      [`POST /api/admin/activations/${activation().id}/revoke`]: () => refusal(409, 'revoke_window_over'),
    });
    await renderButton(activation());
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }, found));
    const dialog = await screen.findByRole('dialog', {}, found);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText(
        'The grace period of this activation has ended, so it can no longer be revoked.',
        {},
        found,
      ),
    ).toBeTruthy();
  }, 60_000);

  it('is not shown for a revoked activation, after the grace period, or on another reseller’s', async () => {
    for (const record of [
      activation({ status: 'revoked', revoked_at: new Date().toISOString(), revoked_as: 'reseller' }),
      activation({ revocable_until: new Date(Date.now() - 1000).toISOString() }),
      activation({ reseller_id: otherReseller }),
    ]) {
      await renderButton(record);
      expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
      cleanup();
    }
  }, 60_000);

  it('goes away the moment the grace period ends, on a page left open', async () => {
    await renderButton(activation({ revocable_until: new Date(Date.now() + 2500).toISOString() }));
    expect(await screen.findByRole('button', { name: 'Revoke' }, found)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull(), {
      timeout: 10_000,
    });
  }, 60_000);
});
