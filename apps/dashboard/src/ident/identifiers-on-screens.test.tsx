import { cleanup, render, screen, within } from '@testing-library/react';
import type {
  AdminDevice,
  AdminOrder,
  AdminOrderDetail,
  AdminPlaylist,
  AuditEntry,
  CreditOrder,
  WebhookDelivery,
} from '@vela/api-client';

import type { ReactNode } from 'react';
import { AdminContext, memoryStore, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditList } from '../audit/audit-list.tsx';
import { CreditOrderList } from '../credit-orders/credit-order-list.tsx';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { OrderList } from '../orders/order-list.tsx';
import { OrderDetails } from '../orders/order-show.tsx';
import PlaylistList from '../playlists/playlist-list.tsx';
import { authProviderFor, dataProviderWith } from '../testing/providers.ts';
import { DeliveryItem } from '../webhooks/webhook-show.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

/** Device ids that start with digits: in Arabic the bidirectional algorithm would move their leading pairs. */
const deviceIds = ['42:B1:BE:E8:9D:54', '56:09:34:E6:33:D9'] as const;
const ownerEmail = '7owner@example.com';
const ownerId = '9a0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11';

/**
 * The element holds exactly `text` and isolates it left to right: a `<bdi dir="ltr">` (isolated by its
 * element), or an element with `dir="ltr"` and `unicode-bidi: isolate`.
 */
function expectIsolated(element: HTMLElement, text: string) {
  expect(element.getAttribute('dir')).toBe('ltr');
  const isolates = element.tagName === 'BDI' || getComputedStyle(element).unicodeBidi === 'isolate';
  expect(isolates).toBe(true);
  expect(element.textContent).toBe(text);
}

/** The element inside `container` that isolates `text`: the innermost `dir="ltr"` element holding exactly it. */
function isolatedIn(container: HTMLElement, text: string): HTMLElement {
  const candidates = [...container.querySelectorAll<HTMLElement>('[dir="ltr"]')].filter(
    (element) => element.textContent === text,
  );
  const element = candidates.at(-1);
  if (!element) throw new Error(`${text} is not in an element of its own with dir="ltr"`);
  expectIsolated(element, text);
  return element;
}

/** The item at `index`, or a failure saying it is missing. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

/** A server answering each resource's list and reads with the given records. */
function serverWith(records: Record<string, { id: string }[]>) {
  const of = (resource: string) => records[resource] ?? [];
  return dataProviderWith({
    getList: async (resource: string) => ({ data: of(resource), total: of(resource).length }),
    getOne: async (resource: string, { id }: { id: string }) => ({
      data: of(resource).find((record) => record.id === id),
    }),
    getMany: async (resource: string, { ids }: { ids: string[] }) => ({
      data: of(resource).filter((record) => ids.includes(record.id)),
    }),
    // The API's own reads of a record's page (its history, purchases, messages, notes): nothing yet.
    ...Object.fromEntries(
      ['listDeviceHistory', 'listDevicePurchases', 'listTicketMessages', 'listTicketNotes'].map((method) => [
        method,
        async () => [],
      ]),
    ),
  });
}

/** Renders a screen in Arabic, as `role`, against a server holding `records`. */
async function renderInArabic(
  screenElement: ReactNode,
  {
    records = {},
    role = 'operator',
  }: { records?: Record<string, { id: string }[]>; role?: 'operator' | 'customer' },
) {
  render(
    <AdminContext
      dataProvider={serverWith(records)}
      authProvider={authProviderFor(role)}
      i18nProvider={await createI18nProvider('ar')}
      store={memoryStore()}
    >
      {screenElement}
    </AdminContext>,
  );
}

/** Lists become simple lists on phones: a window as narrow as one. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const order = (id: string, deviceId: string, deviceName: string | null): AdminOrder => ({
  id,
  kind: 'order',
  provider: 'paypal',
  reference: `5O${id.slice(0, 6).toUpperCase()}`,
  capture_id: null,
  plan: 'basic',
  amount: '9.99',
  currency: 'EUR',
  status: 'completed',
  device_id: deviceId,
  device_name: deviceName,
  owner_id: ownerId,
  owner_email: ownerEmail,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
});

const orders = [
  order('3f0c2b1a-54d6-4bd2-9a0c-8a1f0d3b2c42', deviceIds[1], null),
  order('4e1d3c2b-54d6-4bd2-9a0c-8a1f0d3b2c42', deviceIds[0], 'غرفة المعيشة'),
];

describe('identifiers on the screens, in Arabic', () => {
  it("isolates each order's device id and owner's address in the orders list", async () => {
    await renderInArabic(
      <ResourceContextProvider value="orders">
        <OrderList />
      </ResourceContextProvider>,
      { records: { orders } },
    );
    const cell = await screen.findByText(deviceIds[1], {}, found);
    expectIsolated(cell, deviceIds[1]);
    expect(document.documentElement.dir).toBe('rtl');
    const row = cell.closest('tr');
    if (!row) throw new Error('the device id is not in a row');
    isolatedIn(row, ownerEmail);
    isolatedIn(row, orders[0]?.reference ?? '');
    // A named device: the name keeps its own direction, the id is isolated beside it.
    const named = screen.getByText(deviceIds[0]);
    expectIsolated(named, deviceIds[0]);
    expect(named.parentElement?.textContent).toContain('غرفة المعيشة');
  }, 60_000);

  it("isolates each order's device id and owner's address in the phone's orders list", async () => {
    onAPhone();
    await renderInArabic(
      <ResourceContextProvider value="orders">
        <OrderList />
      </ResourceContextProvider>,
      { records: { orders } },
    );
    expectIsolated(await screen.findByText(deviceIds[1], {}, found), deviceIds[1]);
    expectIsolated(screen.getByText(deviceIds[0]), deviceIds[0]);
    expect(screen.getAllByText(ownerEmail)).toHaveLength(2);
    for (const email of screen.getAllByText(ownerEmail)) expectIsolated(email, ownerEmail);
    expect(document.querySelector('table')).toBeNull();
  }, 60_000);

  it("isolates an order's device link, owner's address, reference and notification ids", async () => {
    const detail: AdminOrderDetail = {
      ...order('5a6b7c8d-54d6-4bd2-9a0c-8a1f0d3b2c42', deviceIds[1], null),
      capture_id: '1AB23456CD789012E',
      webhook_events: [
        {
          id: 'WH-7TH91234AB567890C',
          event_type: 'PAYMENT.CAPTURE.COMPLETED',
          received_at: orders[0]?.created_at ?? '',
        },
      ],
      grants: [],
    };
    await renderInArabic(
      <ResourceContextProvider value="orders">
        <RecordContextProvider value={detail}>
          <OrderDetails />
        </RecordContextProvider>
      </ResourceContextProvider>,
      {},
    );
    const device = await screen.findByText(deviceIds[1], {}, found);
    expectIsolated(device, deviceIds[1]);
    expect(device.closest('a')?.getAttribute('href')).toMatch(/devices\/.+\/show$/);
    expectIsolated(screen.getByText(ownerEmail), ownerEmail);
    expectIsolated(screen.getByText(detail.reference), detail.reference);
    expectIsolated(screen.getByText('1AB23456CD789012E'), '1AB23456CD789012E');
    expectIsolated(screen.getByText('WH-7TH91234AB567890C'), 'WH-7TH91234AB567890C');
  }, 60_000);

  it("shows an order opened from the Orders list, whose row lacks the order's notifications and grants, until they arrive", async () => {
    const row = order('6b7c8d9e-54d6-4bd2-9a0c-8a1f0d3b2c43', deviceIds[0], null);
    await renderInArabic(
      <ResourceContextProvider value="orders">
        <RecordContextProvider value={row}>
          <OrderDetails />
        </RecordContextProvider>
      </ResourceContextProvider>,
      {},
    );
    expectIsolated(await screen.findByText(row.reference, {}, found), row.reference);
    expectIsolated(screen.getByText(deviceIds[0]), deviceIds[0]);
  }, 60_000);

  it("isolates each playlist's device id in the playlists list, named or not", async () => {
    const playlist = (id: string, deviceid: string): AdminPlaylist => ({
      id,
      deviceid,
      playlistName: `قائمة ${id}`,
      playlistFormat: 'm3u',
      host: 'http://10.0.0.1:8080',
      m3uUrl: 'http://10.0.0.1:8080/get.php',
      username: null,
      hide_playlist_info: false,
      notes: null,
      epg_url: null,
      hidden: false,
      locked: false,
      playlist_added_at: '2026-11-27T10:00:00.000Z',
      last_status: null,
      last_checked_at: null,
    });
    const devices = [
      { id: deviceIds[0], device_id: deviceIds[0], name: null },
      { id: deviceIds[1], device_id: deviceIds[1], name: 'غرفة النوم' },
    ] as AdminDevice[];
    await renderInArabic(
      <ResourceContextProvider value="playlists">
        <PlaylistList />
      </ResourceContextProvider>,
      {
        records: { playlists: [playlist('1', deviceIds[0]), playlist('2', deviceIds[1])], devices },
        role: 'customer',
      },
    );
    const cell = await screen.findByText(deviceIds[0], {}, found);
    expectIsolated(cell, deviceIds[0]);
    expect(cell.closest('td')).not.toBeNull();
    const named = await screen.findByText(deviceIds[1], {}, found);
    expectIsolated(named, deviceIds[1]);
    expect(named.closest('td')?.textContent).toBe(`غرفة النوم (${deviceIds[1]})`);
    for (const host of screen.getAllByText('http://10.0.0.1:8080'))
      expectIsolated(host, 'http://10.0.0.1:8080');
  }, 60_000);

  it("names each record's kind in Arabic and isolates its id, the actor's address and the IP address", async () => {
    const entry = (
      id: string,
      entity: string,
      entityId: string | null,
      address: string | null,
    ): AuditEntry => ({
      id,
      action: `${entity}.update`,
      entity,
      entity_id: entityId,
      actor_id: ownerId,
      actor_email: ownerEmail,
      actor_deleted: false,
      api_key_id: null,
      api_key_prefix: null,
      api_key_name: null,
      before: null,
      after: null,
      address,
      created_at: '2026-11-27T10:00:00.000Z',
    });
    const entries = [
      entry('1a0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11', 'device', deviceIds[0], '203.0.113.7'),
      entry(
        '2a0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11',
        'canned_reply',
        '0b1c2d3e-54d6-4bd2-9a0c-8a1f0d3b2c42',
        null,
      ),
      entry(
        '3a0c8a1f-54d6-4bd2-9a0c-8a1f0d3b2c11',
        'api_key',
        '8c1d2e3f-54d6-4bd2-9a0c-8a1f0d3b2c42',
        '2001:db8::7',
      ),
    ];
    await renderInArabic(
      <ResourceContextProvider value="audit">
        <AuditList />
      </ResourceContextProvider>,
      { records: { audit: entries } },
    );
    const device = await screen.findByText(deviceIds[0], {}, found);
    expectIsolated(device, deviceIds[0]);
    const rows = screen.getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows).toHaveLength(3);
    const row = (index: number) => nth(rows, index);
    // The columns: time, who, action, record, address.
    const recordOf = (index: number) => nth([...row(index).cells], 3);
    // Each record's kind in words, never its code, with its id on a line of its own.
    expect(recordOf(0).textContent).toBe(`جهاز${deviceIds[0]}`);
    expect(recordOf(0).contains(device)).toBe(true);
    expect(recordOf(1).textContent).toBe('رد جاهز0b1c2d3e-54d6-4bd2-9a0c-8a1f0d3b2c42');
    expect(recordOf(2).textContent).toBe('مفتاح API8c1d2e3f-54d6-4bd2-9a0c-8a1f0d3b2c42');
    isolatedIn(recordOf(1), '0b1c2d3e-54d6-4bd2-9a0c-8a1f0d3b2c42');
    isolatedIn(recordOf(2), '8c1d2e3f-54d6-4bd2-9a0c-8a1f0d3b2c42');
    isolatedIn(row(0), ownerEmail);
    isolatedIn(row(0), '203.0.113.7');
    isolatedIn(row(2), '2001:db8::7');
  }, 60_000);

  it("isolates each purchase of credits' reference, and the reseller named by its address, in the list", async () => {
    const purchase = (id: string, reference: string, resellerName: string): CreditOrder => ({
      id,
      provider_order_id: reference,
      reseller_id: ownerId,
      reseller_name: resellerName,
      pack_id: null,
      credits: 10,
      amount: '9.00',
      currency: 'EUR',
      status: 'completed',
      capture_id: null,
      created_at: '2026-11-27T10:00:00.000Z',
      completed_at: '2026-11-27T10:00:05.000Z',
      seller_name: 'Vela Player Ltd',
      seller_address: '1 Example Street, Dublin',
    });
    const purchases = [
      purchase('3f0c2b1a-54d6-4bd2-9a0c-8a1f0d3b2c42', '8AB12345CD678901E', ownerEmail),
      purchase('4e1d3c2b-54d6-4bd2-9a0c-8a1f0d3b2c42', '9CD12345EF678901G', 'موزّع تجريبي'),
    ];
    await renderInArabic(
      <ResourceContextProvider value="credit-orders">
        <CreditOrderList />
      </ResourceContextProvider>,
      { records: { 'credit-orders': purchases } },
    );
    const reference = await screen.findByText('8AB12345CD678901E', {}, found);
    expectIsolated(reference, '8AB12345CD678901E');
    const row = reference.closest('tr');
    if (!row) throw new Error('the reference is not in a row');
    isolatedIn(row, ownerEmail);
    expect(screen.getByText('موزّع تجريبي').tagName).toBe('BDI');
    expectIsolated(screen.getByText('9CD12345EF678901G'), '9CD12345EF678901G');
  }, 60_000);

  it('isolates the event id of a webhook delivery', async () => {
    const delivery: WebhookDelivery = {
      id: '3f0c2b1a-54d6-4bd2-9a0c-8a1f0d3b2c42',
      webhook_id: '7f8e3a52-54d6-4bd2-9a0c-8a1f0d3b2c42',
      event_id: '0b1c2d3e-54d6-4bd2-9a0c-8a1f0d3b2c42',
      event_type: 'device.activated',
      state: 'delivered',
      attempts: 1,
      last_status: 200,
      last_error: null,
      created_at: '2026-11-20T10:00:00.000Z',
      last_attempt_at: '2026-11-20T10:00:00.000Z',
      delivered_at: '2026-11-20T10:00:00.000Z',
      body: '{}',
      attempt_log: [],
    };
    await renderInArabic(<DeliveryItem delivery={delivery} />, {});
    const article = (await screen.findAllByRole('article', {}, found))[0];
    if (!article) throw new Error('no delivery');
    const id = isolatedIn(article, delivery.event_id);
    // A record id breaks at its hyphens only: never inside one of its groups of digits.
    expect(id.querySelectorAll('wbr')).toHaveLength(4);
    expect(within(article).getByText(delivery.event_id)).toBe(id);
  }, 60_000);
});
