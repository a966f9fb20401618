import { cleanup, render, waitFor } from '@testing-library/react';
import type {
  Activation,
  AdminClient,
  AdminDevice,
  AdminOrder,
  AdminPlaylist,
  AdminUser,
  AuditEntry,
  NewsletterSignup,
} from '@vela/api-client';
import { type ComponentType, Suspense } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  type Exporter,
  ResourceContextProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { appResources } from '../resources.ts';

/** What each list hands react-admin as its exporter, and every CSV an exporter downloads. */
const seen = vi.hoisted(() => ({
  exporters: new Map<string, unknown>(),
  current: '',
  downloads: [] as string[],
}));

vi.mock('react-admin', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-admin')>();
  return {
    ...actual,
    // The list itself is not drawn: what matters is the exporter it is given (react-admin's default when
    // none is), and an export button's own exporter when it has one.
    List: (props: { exporter?: unknown }) => {
      seen.exporters.set(seen.current, 'exporter' in props ? props.exporter : undefined);
      return null;
    },
    ExportButton: (props: { exporter?: unknown }) => {
      if (props.exporter !== undefined) seen.exporters.set(`${seen.current} button`, props.exporter);
      return null;
    },
    downloadCSV: (csv: string) => {
      seen.downloads.push(csv);
    },
  };
});

afterEach(cleanup);

/**
 * What people and TVs can write into the fields an export carries: formulas as they are, behind spaces or
 * quotes, and after a tab or a carriage return.
 */
const hostile = [
  '=HYPERLINK("http://evil.example","x")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
  '  =1+1',
  '"=1+1"',
  " '+1",
  ' @x',
];

/** A record with every text in it (nested ones too) replaced by `payload`; numbers and flags as they are. */
function poisoned<T>(record: T, payload: string): T {
  const poison = (value: unknown): unknown => {
    if (typeof value === 'string') return payload;
    if (Array.isArray(value)) return value.map(poison);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, poison(inner)]));
    return value;
  };
  return poison(record) as T;
}

/**
 * One complete record of each resource that exports, every field present, so that every column of its
 * export is filled. A new list with an export needs its own here, or the walk below fails.
 */
const samples: Record<string, object> = {
  devices: {
    id: 'A2:B1:C2:D3:E4:01',
    device_id: 'A2:B1:C2:D3:E4:01',
    activation_date: '2026-01-01T00:00:00.000Z',
    license_expiry: '2026-01-08T00:00:00.000Z',
    privacy_expiry: '2027-01-01T00:00:00.000Z',
    privacy_active: true,
    device_brand: 'Samsung',
    os: 'Tizen',
    device_info: 'info',
    api_version: '1',
    app_name: 'Vela',
    app_version: '1.0',
    mac_address: 'aa:bb:cc:dd:ee:ff',
    firmware: 'fw',
    hdmi: 'hdmi',
    n_type: 'wifi',
    screensize: '55',
    app_id: 'app',
    player_id: 'player',
    lifetime: false,
    upload_protected: false,
    parental_pin_set: false,
    name: 'Living room',
    note: 'By the window',
    last_seen: '2026-01-02T00:00:00.000Z',
    licence_state: 'trial',
    owner_id: 'f4a2b3c4-0000-4000-8000-000000000001',
    owner_email: 'owner@example.com',
    release_removes_playlists: 0,
  } satisfies Required<AdminDevice>,
  orders: {
    id: 'f4a2b3c4-0000-4000-8000-000000000009',
    kind: 'order',
    provider: 'paypal',
    reference: '5O190127TN364715T',
    capture_id: '3C679366HH908993F',
    plan: 'basic',
    amount: '5.49',
    currency: 'EUR',
    status: 'completed',
    device_id: 'A2:B1:C2:D3:E4:01',
    device_name: 'Living room',
    owner_id: 'f4a2b3c4-0000-4000-8000-000000000001',
    owner_email: 'owner@example.com',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  } satisfies Required<AdminOrder>,
  playlists: {
    id: 'f4a2b3c4-0000-4000-8000-000000000002',
    deviceid: 'A2:B1:C2:D3:E4:01',
    playlistName: 'Living room',
    playlistFormat: 'xtream',
    host: 'http://tv.example.com',
    m3uUrl: 'http://tv.example.com/get.php?username=u',
    username: 'u',
    hide_playlist_info: false,
    notes: 'notes',
    epg_url: null,
    hidden: false,
    locked: false,
    playlist_added_at: '2026-01-01T00:00:00.000Z',
    last_status: 'ok',
    last_checked_at: '2026-01-01T00:00:00.000Z',
  } satisfies AdminPlaylist,
  clients: {
    id: 'A2:B1:C2:D3:E4:01',
    device_id: 'A2:B1:C2:D3:E4:01',
    licence_state: 'trial',
    license_expiry: '2026-01-08T00:00:00.000Z',
    last_seen: '2026-01-02T00:00:00.000Z',
    playlists: 2,
    hosts: ['http://a.example.com', 'http://b.example.com'],
  } satisfies AdminClient,
  users: {
    id: 'f4a2b3c4-0000-4000-8000-000000000003',
    email: 'person@example.com',
    full_name: 'A Person',
    role: 'customer',
    email_verified: true,
    two_factor_enabled: false,
    banned: true,
    ban_reason: 'spam',
    created_at: '2026-01-01T00:00:00.000Z',
    last_sign_in_at: '2026-01-02T00:00:00.000Z',
  } satisfies AdminUser,
  audit: {
    id: 'f4a2b3c4-0000-4000-8000-000000000004',
    action: 'device.claim',
    entity: 'device',
    entity_id: 'A2:B1:C2:D3:E4:01',
    actor_id: 'f4a2b3c4-0000-4000-8000-000000000001',
    actor_email: 'owner@example.com',
    actor_deleted: false,
    api_key_id: null,
    api_key_prefix: 'vela_abcdefgh',
    api_key_name: 'Shop',
    before: { owner_id: 'x' },
    after: { owner_id: 'y' },
    address: '192.0.2.1',
    created_at: '2026-01-01T00:00:00.000Z',
  } satisfies AuditEntry,
  activations: {
    id: 'f4a2b3c4-0000-4000-8000-000000000006',
    reseller_id: 'f4a2b3c4-0000-4000-8000-000000000007',
    reseller_name: 'Reseller GmbH',
    device_id: 'A2:B1:C2:D3:E4:01',
    device_row_id: 'f4a2b3c4-0000-4000-8000-000000000008',
    tier: 'premium',
    credits: 2,
    note: 'Order 1001',
    status: 'revoked',
    privacy_expires_at: '2027-01-01T00:00:00.000Z',
    revocable_until: '2026-01-03T00:00:00.000Z',
    revoked_at: '2026-01-02T00:00:00.000Z',
    revoked_as: 'operator',
    revoke_reason: 'Wrong device',
    created_at: '2026-01-01T00:00:00.000Z',
  } satisfies Required<Activation>,
  newsletter: {
    id: 'f4a2b3c4-0000-4000-8000-000000000005',
    email: 'reader@example.com',
    locale: 'en',
    created_at: '2026-01-01T00:00:00.000Z',
  } satisfies NewsletterSignup,
};

/** The cells of a CSV document, row by row, read as a spreadsheet reads them. */
function cellsOf(csv: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index++) {
    const char = csv[index];
    if (quoted) {
      if (char === '"' && csv[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      rows.at(-1)?.push(cell);
      cell = '';
    } else if (char === '\r' && csv[index + 1] === '\n') {
      rows.at(-1)?.push(cell);
      rows.push([]);
      cell = '';
      index++;
    } else cell += char;
  }
  rows.at(-1)?.push(cell);
  return rows;
}

/** A cell a spreadsheet would run: a formula sign first, or after spaces or quotes, unless an apostrophe leads. */
const live = (cell: string) => !cell.startsWith("'") && /^[\s"']*[=+\-@]|^[\t\r]/.test(cell);

/** The API as far as a list can tell before it draws: empty answers to everything. */
const dataProvider = new Proxy({} as DataProvider, {
  get: (_target, method) =>
    method === 'then'
      ? undefined
      : async () => (String(method).startsWith('list') ? [] : { data: [], total: 0 }),
});

const operator: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'operator',
  canAccess: async () => true,
};

const listed = appResources.filter(
  (resource): resource is typeof resource & { list: ComponentType } => resource.list !== undefined,
);

describe('every export of the dashboard', () => {
  it('walks every list of the app', () => {
    expect(listed.map((resource) => resource.name)).toEqual(
      expect.arrayContaining(['devices', 'users', 'playlists', 'clients', 'audit', 'newsletter']),
    );
  });

  for (const resource of listed) {
    it(`${resource.name}: exports nothing a spreadsheet would run, or has no export`, async () => {
      seen.current = resource.name;
      const List = resource.list;
      render(
        <AdminContext
          dataProvider={dataProvider}
          authProvider={operator}
          i18nProvider={await createI18nProvider('en')}
        >
          <ResourceContextProvider value={resource.name}>
            <Suspense fallback={null}>
              <List />
            </Suspense>
          </ResourceContextProvider>
        </AdminContext>,
      );
      await waitFor(() => expect(seen.exporters.has(resource.name)).toBe(true), { timeout: 20_000 });
      const exporters = [...seen.exporters]
        .filter(([name]) => name === resource.name || name === `${resource.name} button`)
        .map(([, exporter]) => exporter);
      for (const exporter of exporters) {
        expect(
          exporter,
          `${resource.name} uses react-admin's default exporter, which writes formulas as they are`,
        ).not.toBeUndefined();
        if (exporter === false) continue;
        const sample = samples[resource.name];
        expect(sample, `add a complete sample record of ${resource.name} to this test`).toBeDefined();
        const records = hostile.map((payload) => poisoned(sample, payload));
        seen.downloads.length = 0;
        await (exporter as Exporter)(records, async () => ({}), dataProvider, resource.name);
        expect(seen.downloads).toHaveLength(1);
        const [header = [], ...rows] = cellsOf(seen.downloads[0] ?? '');
        expect(rows).toHaveLength(hostile.length);
        const cells = rows.flat();
        expect(cells.filter(live), resource.name).toEqual([]);
        // Every payload reached the file, defused: nothing was dropped to pass.
        for (const payload of hostile)
          expect(cells, `${resource.name}: ${JSON.stringify(payload)}`).toContain(`'${payload}`);
        expect(header.filter(live)).toEqual([]);
      }
    }, 30_000);
  }
});
