import { cleanup, render, screen, within } from '@testing-library/react';
import type { AdminDevice } from '@vela/api-client';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  Form,
  RecordContextProvider,
  ResourceContextProvider,
  useTranslate,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceList } from '../devices/device-list.tsx';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { canAccess } from '../providers/can-access.ts';
import { DeviceIdField, Ident, IdentField, IdentInput } from './ident.tsx';

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

/** Ids that start with digits: the bidirectional algorithm moves the leading pair to the end in Arabic. */
const ids = ['26:F5:7D:46:32:78', '01:23:45:67:89:AB', '9A:00:11:22:33:44'] as const;

/** The element that holds `text` is a `<bdi dir="ltr">` and holds exactly it, in order. */
function expectIsolated(element: HTMLElement, text: string) {
  expect(element.tagName).toBe('BDI');
  expect(element.getAttribute('dir')).toBe('ltr');
  expect(element.textContent).toBe(text);
}

function dataProviderWith(devices: AdminDevice[]): DataProvider {
  const refuse = () => Promise.reject(new Error('not used by the list'));
  return {
    getList: async () => ({ data: devices, total: devices.length }),
    getOne: refuse,
    getMany: refuse,
    getManyReference: refuse,
    create: refuse,
    update: refuse,
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
  } as unknown as DataProvider;
}

function authProviderFor(role: 'operator' | 'customer'): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    canAccess: async (request) => canAccess(role, request),
  };
}

const device = (id: string, owner_email: string): AdminDevice =>
  ({
    id,
    device_id: id,
    device_brand: 'Test TV',
    app_version: '2.4.1',
    mac_address: id.toLowerCase(),
    licence_state: 'trial',
    license_expiry: '2026-12-04T10:00:00.000Z',
    lifetime: false,
    privacy_expiry: null,
    privacy_active: false,
    upload_protected: false,
    activation_date: '2026-11-27T10:00:00.000Z',
    last_seen: '2026-11-27T10:00:00.000Z',
    owner_id: '9a0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11',
    owner_email,
  }) as AdminDevice;

function Sentence({ name, values }: { name: string; values: Record<string, unknown> }) {
  const translate = useTranslate();
  return <p data-testid="sentence">{translate(name, values)}</p>;
}

describe('identifiers in Arabic', () => {
  it('isolates each device id and owner address of the devices list left to right, in order', async () => {
    const devices = ids.map((id, index) => device(id, `${index}owner@example.com`));
    render(
      <AdminContext
        dataProvider={dataProviderWith(devices)}
        authProvider={authProviderFor('operator')}
        i18nProvider={await createI18nProvider('ar')}
      >
        <ResourceContextProvider value="devices">
          <DeviceList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    for (const [index, id] of ids.entries()) {
      expectIsolated(await screen.findByText(id, {}, found), id);
      expectIsolated(screen.getByText(`${index}owner@example.com`), `${index}owner@example.com`);
    }
    expect(document.documentElement.dir).toBe('rtl');
    // An operator's list holds every account's devices, and says so.
    expect(screen.getByRole('heading', { level: 1, name: 'جميع الأجهزة' })).toBeTruthy();
  });

  it('isolates the identifiers filled into translated sentences, and leaves counts and dates alone', async () => {
    render(
      <AdminContext i18nProvider={await createI18nProvider('ar')}>
        <Sentence name="devices.show.title" values={{ id: ids[0] }} />
        <Sentence name="devices.transfer.confirm" values={{ from: ids[0], to: ids[1] }} />
        <Sentence name="devices.release.done" values={{ id: ids[2] }} />
      </AdminContext>,
    );
    const [title, confirm, done] = await screen.findAllByTestId('sentence', {}, found);
    expect(title?.textContent).toContain(`\u2066${ids[0]}\u2069`);
    expect(confirm?.textContent).toContain(`\u2066${ids[0]}\u2069`);
    expect(confirm?.textContent).toContain(`\u2066${ids[1]}\u2069`);
    expect(done?.textContent).toContain(`\u2066${ids[2]}\u2069`);
    // Nothing outside an isolate is left of an id: its digits never join the sentence's text.
    expect(title?.textContent?.replace(`\u2066${ids[0]}\u2069`, '')).not.toMatch(/[0-9A-F]{2}:/);
  });

  it('renders identifier fields and inputs left to right, and an empty field as its empty text', async () => {
    render(
      <AdminContext i18nProvider={await createI18nProvider('ar')}>
        <RecordContextProvider
          value={{ id: ids[0], deviceid: ids[1], host: 'http://10.0.0.1:8080', mac: '' }}
        >
          <span data-testid="id">
            <DeviceIdField />
          </span>
          <span data-testid="deviceid">
            <DeviceIdField source="deviceid" />
          </span>
          <span data-testid="host">
            <IdentField source="host" />
          </span>
          <span data-testid="mac">
            <IdentField source="mac" emptyText="devices.no_data" />
          </span>
          <Ident>
            <span data-testid="inside">x</span>
          </Ident>
          <Form>
            <IdentInput source="mac" label="devices.list.search_mac" />
          </Form>
        </RecordContextProvider>
      </AdminContext>,
    );
    expectIsolated(within(await screen.findByTestId('id', {}, found)).getByText(ids[0]), ids[0]);
    expectIsolated(within(screen.getByTestId('deviceid')).getByText(ids[1]), ids[1]);
    expectIsolated(
      within(screen.getByTestId('host')).getByText('http://10.0.0.1:8080'),
      'http://10.0.0.1:8080',
    );
    expect(screen.getByTestId('mac').querySelector('bdi')).toBeNull();
    expect(screen.getByTestId('mac').textContent).not.toBe('');
    expect(screen.getByTestId('inside').parentElement?.tagName).toBe('BDI');
    const input = document.querySelector<HTMLInputElement>('input[name="mac"]');
    expect(input?.getAttribute('dir')).toBe('ltr');
    expect(input?.getAttribute('spellcheck')).toBe('false');
  });
});
