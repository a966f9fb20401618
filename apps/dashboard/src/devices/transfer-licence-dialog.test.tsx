import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AdminDevice, DeviceHistoryEvent } from '@vela/api-client';
import { isolateLtr } from '@vela/locales';
import { AdminContext, type DataProvider, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { DeviceHistory } from './device-history.tsx';
import { TransferLicenceButton } from './transfer-licence-dialog.tsx';

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const from = { id: '26:F5:7D:46:32:78', lifetime: true } as AdminDevice;
const to = { id: '3A:00:00:00:00:01', lifetime: false } as AdminDevice;

const moved = (id: string, kind: 'transfer_in' | 'transfer_out', other: string): DeviceHistoryEvent =>
  ({
    id,
    kind,
    at: '2026-11-27T10:00:00Z',
    plan: null,
    source: null,
    reason: null,
    by_support: false,
    actor_email: null,
    other_device_id: other,
    lifetime: null,
  }) as DeviceHistoryEvent;

/** A server whose histories gain the move once it has been made. */
function serverDoubles() {
  let movedAt = false;
  const histories = () => ({
    [from.id]: movedAt ? [moved('e1', 'transfer_out', to.id)] : [],
    [to.id]: movedAt ? [moved('e2', 'transfer_in', from.id)] : [],
  });
  return {
    getList: async () => ({ data: [from, to], total: 2 }),
    getOne: async (_resource: string, { id }: { id: string }) => ({ data: id === from.id ? from : to }),
    listDeviceHistory: async (id: string) => histories()[id] ?? [],
    transferDeviceLicence: async () => {
      movedAt = true;
      return {};
    },
  } as unknown as DataProvider;
}

describe('moving a licence', () => {
  it('shows the move in the histories of both devices on screen without a reload', async () => {
    render(
      <AdminContext dataProvider={serverDoubles()} i18nProvider={await createI18nProvider('en')}>
        <RecordContextProvider value={from}>
          <TransferLicenceButton />
          <div data-testid="from-history">
            <DeviceHistory />
          </div>
        </RecordContextProvider>
        <RecordContextProvider value={to}>
          <div data-testid="to-history">
            <DeviceHistory />
          </div>
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(
      await within(screen.getByTestId('from-history')).findByText('No licence changes yet.', {}, found),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move licence' }));
    const dialog = await screen.findByRole('dialog', {}, found);
    const select = await within(dialog).findByLabelText('Device that receives the licence', {}, found);
    await within(dialog).findByRole('option', { name: isolateLtr(to.id) }, found);
    fireEvent.change(select, { target: { value: to.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move licence' }));
    expect(
      await within(screen.getByTestId('from-history')).findByText(
        `Licence moved to ${isolateLtr(to.id)}`,
        {},
        found,
      ),
    ).toBeTruthy();
    expect(
      await within(screen.getByTestId('to-history')).findByText(
        `Licence moved here from ${isolateLtr(from.id)}`,
        {},
        found,
      ),
    ).toBeTruthy();
  }, 60_000);
});
