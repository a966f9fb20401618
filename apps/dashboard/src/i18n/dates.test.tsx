import { cleanup, render, screen } from '@testing-library/react';
import type { AdminDevice, DeviceHistoryEvent, WhitelistEntry } from '@vela/api-client';
import { formatInstant } from '@vela/locales';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  RecordContextProvider,
  ResourceContextProvider,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceHistory } from '../devices/device-history.tsx';
import { canAccess } from '../providers/can-access.ts';
import { WhitelistList } from '../whitelist/whitelist-list.tsx';
import { createI18nProvider } from './i18n-provider.ts';

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const moment = '2026-11-20T10:00:00.000Z';

const entry: WhitelistEntry = {
  id: '7f8e3a52-54d6-4bd2-9a0c-8a1f0d3b2c42',
  host: 'http://line.example.com:8080',
  backup_host: null,
  code: 424242,
  playlists: 3,
  owner_id: '9a0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11',
  owner_email: 'reseller@example.com',
  verification_token: 'vela-player-verification=0123456789abcdef0123456789abcdef',
  verification_urls: ['http://line.example.com:8080/.well-known/vela-player-verification.txt'],
  verified_at: null,
  verified_via: null,
  created_at: moment,
  updated_at: moment,
};

const event = {
  id: 'e1',
  kind: 'grant',
  at: moment,
  plan: 'basic',
  source: 'operator',
  reason: null,
  by_support: true,
  actor_email: null,
  other_device_id: null,
  lifetime: true,
} as unknown as DeviceHistoryEvent;

const dataProvider = {
  getList: async () => ({ data: [entry], total: 1 }),
  listDeviceHistory: async () => [event],
} as unknown as DataProvider;

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'reseller',
  canAccess: async (request) => canAccess('reseller', request),
};

describe('dates across screens', () => {
  it('writes one moment the same way on a list and in a device history', async () => {
    render(
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={await createI18nProvider('en')}
      >
        <ResourceContextProvider value="whitelist">
          <WhitelistList />
        </ResourceContextProvider>
        <RecordContextProvider value={{ id: '26:F5:7D:46:32:78' } as AdminDevice}>
          <DeviceHistory />
        </RecordContextProvider>
      </AdminContext>,
    );
    const date = formatInstant(moment, 'en');
    const row = (await screen.findByText(entry.host, {}, found)).closest('tr');
    expect(row?.textContent).toContain(date);
    const history = await screen.findByRole('list', { name: 'History' }, found);
    expect(history.textContent).toContain(formatInstant(moment, 'en', 'dateTime'));
    expect(history.textContent).toContain(date);
  }, 60_000);
});
