import { cleanup, render, screen, within } from '@testing-library/react';
import type { AdminDevice } from '@vela/api-client';
import {
  AdminContext,
  Form,
  RecordContextProvider,
  ResourceContextProvider,
  useTranslate,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceList } from '../devices/device-list.tsx';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { authProviderFor, listing } from '../testing/providers.ts';
import {
  DeviceIdField,
  DeviceLabel,
  Ident,
  IdentField,
  IdentInput,
  identKind,
  identParts,
} from './ident.tsx';

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
        dataProvider={listing(devices)}
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

describe('where a line may break inside an identifier', () => {
  it('reads the kind of an identifier from its shape', () => {
    expect(identKind('26:F5:7D:46:32:78')).toBe('device');
    expect(identKind('26-f5-7d-46-32-78')).toBe('device');
    expect(identKind('26f57d463278')).toBe('device');
    expect(identKind('9a0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11')).toBe('uuid');
    expect(identKind('203.0.113.7')).toBe('ip');
    expect(identKind('2001:db8::7')).toBe('ip');
    expect(identKind('::ffff:10.0.0.1')).toBe('ip');
    expect(identKind('first.last@example.com')).toBe('email');
    expect(identKind('http://10.0.0.1:8080/get.php?username=me')).toBe('other');
    expect(identKind('line.example.com')).toBe('other');
  });

  it('breaks only between the parts a reader expects, and the parts are the identifier again', () => {
    const cases: [string, string[]][] = [
      ['26:F5:7D:46:32:78', ['26:F5:7D:46:32:78']],
      ['203.0.113.7', ['203.0.113.7']],
      ['2001:db8::7', ['2001:', 'db8::', '7']],
      ['9a0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11', ['9a0c8a1f-', '54d6-', '4bd2-', '9a0c-', '8a1f0d3b2c11']],
      ['first.last@mail.example.com', ['first', '.last', '@mail', '.example', '.com']],
      [
        'http://line.example.com:8080/get.php?username=me&type=m3u',
        ['http://', 'line', '.example', '.com:8080', '/get', '.php', '?username', '=me', '&type', '=m3u'],
      ],
      ['my-long_host.tv', ['my-', 'long_', 'host', '.tv']],
    ];
    for (const [value, parts] of cases) {
      expect(identParts(value)).toEqual(parts);
      expect(identParts(value).join('')).toBe(value);
    }
  });

  it('marks the breaks with <wbr>, keeps a device id whole, and lets an overlong part break', async () => {
    const long = `http://${'a'.repeat(63)}.example.com`;
    render(
      <>
        <span data-testid="device">
          <Ident>{ids[0]}</Ident>
        </span>
        <span data-testid="uuid">
          <Ident>9a0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11</Ident>
        </span>
        <span data-testid="long">
          <Ident>{long}</Ident>
        </span>
        <span data-testid="named">
          <DeviceLabel id={ids[1]} name="غرفة المعيشة" />
        </span>
      </>,
    );
    const device = within(screen.getByTestId('device')).getByText(ids[0]);
    expectIsolated(device, ids[0]);
    expect(device.querySelectorAll('wbr')).toHaveLength(0);
    expect(getComputedStyle(device).whiteSpace).toBe('nowrap');
    const uuid = within(screen.getByTestId('uuid')).getByText('9a0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11');
    expect(uuid.querySelectorAll('wbr')).toHaveLength(4);
    // Breaking only where it must: never 'anywhere', which would let a table squeeze it mid-value.
    expect(getComputedStyle(uuid).overflowWrap).toBe('break-word');
    const host = within(screen.getByTestId('long')).getByText(long);
    expect(host.textContent).toBe(long);
    // The 63 letters are cut every 20: no part is wider than a phone's line.
    expect(host.querySelectorAll('wbr').length).toBeGreaterThanOrEqual(5);
    const named = screen.getByTestId('named');
    expectIsolated(within(named).getByText(ids[1]), ids[1]);
    expect(named.textContent).toBe(`غرفة المعيشة (${ids[1]})`);
    expect(named.querySelector('bdi:not([dir])')?.textContent).toBe('غرفة المعيشة');
  });
});
