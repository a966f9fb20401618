import { cleanup, render, screen } from '@testing-library/react';
import type { WhitelistEntry } from '@vela/api-client';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { authProviderFor, listing } from '../testing/providers.ts';
import { WhitelistList } from './whitelist-list.tsx';

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

async function renderList(entries: WhitelistEntry[], role: 'reseller' | 'customer' = 'reseller') {
  render(
    <AdminContext
      dataProvider={listing(entries)}
      authProvider={authProviderFor(role)}
      i18nProvider={await createI18nProvider('en')}
    >
      <ResourceContextProvider value="whitelist">
        <WhitelistList />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('the whitelist list', () => {
  it("prompts a reseller without hosts with 'no whitelist yet' and the Create of the guide", async () => {
    await renderList([]);
    expect(
      await screen.findByText('Your whitelist is empty. Add a host to get started.', {}, found),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Whitelist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create' }).getAttribute('href')).toMatch(/\/whitelist\/create$/);
  });

  it('shows each code beside its host with a button that names the code it copies, and its state in words', async () => {
    const entry = (host: string, code: number, verified_at: string | null): WhitelistEntry => ({
      id: `7f8e3a52-54d6-4bd2-9a0c-8a1f0d3b2c${code % 100}`,
      host,
      backup_host: null,
      code,
      playlists: 3,
      owner_id: '9a0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11',
      owner_email: 'reseller@example.com',
      verification_token: 'vela-player-verification=0123456789abcdef0123456789abcdef',
      verification_urls: [`${host}/.well-known/vela-player-verification.txt`],
      verified_at,
      verified_via: verified_at ? 'http' : null,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    });
    await renderList([
      entry('http://line.example.com:8080', 424242, null),
      entry('https://tv.example.com', 135711, '2026-11-21T10:00:00.000Z'),
    ]);
    const row = (await screen.findByText('http://line.example.com:8080', {}, found)).closest('tr');
    expect(row?.textContent).toContain('424242');
    expect(row?.textContent).toContain('No backup URL');
    expect(row?.textContent).toContain('Not verified');
    expect(screen.getByRole('button', { name: 'Copy the code \u2066424242\u2069' })).toBeTruthy();
    const verified = screen.getByText('https://tv.example.com').closest('tr');
    expect(verified?.textContent).toContain('Verified');
    expect(verified?.textContent).not.toContain('Not verified');
    // The reseller is shown to operators only.
    expect(screen.queryByText('reseller@example.com')).toBeNull();
  });

  it("shows a customer 'not authorized' instead of anyone's hosts", async () => {
    await renderList([], 'customer');
    expect(await screen.findByText('You are not authorized to do this.', {}, found)).toBeTruthy();
    expect(screen.queryByText('Your whitelist is empty. Add a host to get started.')).toBeNull();
  });
});
