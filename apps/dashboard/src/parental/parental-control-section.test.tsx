import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminDevice, AdminPlaylist } from '@vela/api-client';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { PlaylistLockButton } from '../playlists/playlist-lock.tsx';
import { createDataProvider } from '../providers/data-provider.ts';
import { refusal, stubApi } from '../testing/api.ts';
import { authProviderFor } from '../testing/providers.ts';
import { ParentalControlSection } from './parental-control-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

/** A TV whose id starts with digits, as real ones do. */
const deviceId = '26:F5:7D:46:32:78';
const devicePath = `/api/admin/devices/${encodeURIComponent(deviceId)}`;
const device = (pinSet: boolean) => ({ id: deviceId, parental_pin_set: pinSet }) as AdminDevice;
const pin = '73915824';

async function renderWith(children: React.ReactNode, locale: 'en' | 'ar' = 'en') {
  render(
    <AdminContext
      dataProvider={createDataProvider()}
      authProvider={authProviderFor('customer')}
      i18nProvider={await createI18nProvider(locale)}
    >
      {children}
    </AdminContext>,
  );
}

const type = (label: RegExp | string, value: string, within_: HTMLElement) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

describe("a TV's parental control", () => {
  it('sets a PIN typed twice the same, numeric and never filled in by the browser, and never shows it', async () => {
    const requests = stubApi({ [`PUT ${devicePath}/parental-pin`]: () => device(true) });
    await renderWith(
      <RecordContextProvider value={device(false)}>
        <ParentalControlSection />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('No PIN is set for this TV.', {}, found)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set the PIN' }));
    const dialog = await screen.findByRole('dialog', {}, found);
    const input = within(dialog).getByLabelText(/^PIN/);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.getAttribute('type')).toBe('password');
    type(/^PIN/, '12a4', dialog);
    type(/Repeat the PIN/, '12a4', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set the PIN' }));
    expect(await within(dialog).findByText('Enter a PIN of 4 to 8 digits.', {}, found)).toBeTruthy();
    type(/^PIN/, pin, dialog);
    type(/Repeat the PIN/, '73915825', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set the PIN' }));
    expect(await within(dialog).findByText('The two PINs are not the same.', {}, found)).toBeTruthy();
    expect(requests).toEqual([]);
    type(/Repeat the PIN/, pin, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set the PIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), found);
    expect(requests).toEqual([{ method: 'PUT', path: `${devicePath}/parental-pin`, body: { pin } }]);
    expect(document.body.textContent).not.toContain(pin);
  }, 60_000);

  it('says a wrong PIN is wrong, and unlocks with the right one', async () => {
    const requests = stubApi({
      [`POST ${devicePath}/parental-unlock`]: (body) =>
        (body as { pin?: string }).pin === pin
          ? { device_id: deviceId, unlocked_until: '2027-03-01T10:10:00.000Z' }
          : refusal(400, 'parental_pin_wrong'),
    });
    await renderWith(
      <RecordContextProvider value={device(true)}>
        <ParentalControlSection />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('A PIN is set for this TV.', {}, found)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock for ten minutes' }));
    const dialog = await screen.findByRole('dialog', {}, found);
    type(/^PIN/, '11112222', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock for ten minutes' }));
    // The refusal is said above the fields (its words are checked by the journey, in English and Arabic).
    expect(await within(dialog).findByRole('alert', {}, found)).toBeTruthy();
    type(/^PIN/, pin, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock for ten minutes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), found);
    expect(requests.map((request) => request.body)).toEqual([{ pin: '11112222' }, { pin }]);
  }, 60_000);
});

describe('a locked playlist', () => {
  it('asks for the PIN when the API says it is locked, unlocks, and unlocks the playlist then', async () => {
    let unlocked = false;
    const playlist = {
      id: '9a0c8a1f-54d6-4c1e-9a55-000000000001',
      deviceid: deviceId,
      playlistName: 'Late films',
      locked: true,
      hidden: true,
    } as AdminPlaylist;
    const requests = stubApi({
      [`GET ${devicePath}`]: () => device(true),
      [`PUT /api/admin/playlists/${playlist.id}/lock`]: () =>
        unlocked ? { ...playlist, locked: false } : refusal(423, 'parental_locked'),
      [`POST ${devicePath}/parental-unlock`]: () => {
        unlocked = true;
        return { device_id: deviceId, unlocked_until: '2027-03-01T10:10:00.000Z' };
      },
    });
    await renderWith(
      <RecordContextProvider value={playlist}>
        <PlaylistLockButton />
      </RecordContextProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock' }, found));
    const dialog = await screen.findByRole('dialog', {}, found);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use my password instead' }));
    type(/Your account password/, 'a long password 1', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock for ten minutes' }));
    await waitFor(
      () => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(2),
      found,
    );
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([
      { method: 'PUT', path: `/api/admin/playlists/${playlist.id}/lock`, body: { locked: false } },
      { method: 'POST', path: `${devicePath}/parental-unlock`, body: { password: 'a long password 1' } },
      { method: 'PUT', path: `/api/admin/playlists/${playlist.id}/lock`, body: { locked: false } },
    ]);
  }, 60_000);
});
