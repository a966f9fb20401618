import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminDevice, AdminPlaylist } from '@vela/api-client';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { authProviderFor, dataProviderWith } from '../testing/providers.ts';
import PlaylistCreate from './playlist-create.tsx';
import { PlaylistEditContent } from './playlist-edit.tsx';

afterEach(cleanup);

// The first render loads react-admin's and MUI's modules: slow on a busy machine.
const found = { timeout: 15_000 };

const device = { id: 'A2:B1:C2:D3:E4:02', device_id: 'A2:B1:C2:D3:E4:02', name: null } as AdminDevice;

const stored: AdminPlaylist = {
  id: '6f1c1f4e-8d1e-4c4b-9a59-0d3f7f7d1a11',
  deviceid: device.id,
  playlistName: 'Living room',
  playlistFormat: 'xtream',
  host: 'http://tv.example.com',
  m3uUrl: null,
  username: 'alice',
  hide_playlist_info: false,
  notes: null,
  epg_url: null,
  hidden: false,
  locked: false,
  playlist_added_at: '2026-01-02T03:04:05.000Z',
  last_status: null,
  last_checked_at: null,
};

/** The API as far as the form can tell: the person's one device, and it keeps the playlist it is sent. */
function fakeApi() {
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...stored, ...data },
  }));
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...stored, ...data },
  }));
  const dataProvider = dataProviderWith({
    getList: async () => ({ data: [device], total: 1 }),
    getMany: async () => ({ data: [device] }),
    create,
    update,
  });
  return { create, update, dataProvider };
}

async function renderScreen(screenElement: ReactNode, dataProvider = fakeApi().dataProvider) {
  render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProviderFor('customer')}
      i18nProvider={await createI18nProvider('en')}
      store={memoryStore()}
    >
      <ResourceContextProvider value="playlists">{screenElement}</ResourceContextProvider>
    </AdminContext>,
  );
}

/** A playlist's edit screen below its title and actions, for the saved `playlist`. */
function editing(playlist: AdminPlaylist) {
  return (
    <RecordContextProvider value={playlist}>
      <PlaylistEditContent />
    </RecordContextProvider>
  );
}

const guideInput = () =>
  screen.findByRole(
    'textbox',
    { name: 'Programme guide (XMLTV) address' },
    found,
  ) as Promise<HTMLInputElement>;

/** The shared rule's text, its example address isolated left to right as the dashboard fills it. */
const invalidGuide =
  "Please enter the guide's full address (XMLTV), starting with http:// or https://, like \u2066http://epg.example.com/guide.xml\u2069.";

describe("a playlist's programme guide", () => {
  it('refuses a guide address that is no http(s) address, in words, and sends nothing', async () => {
    const { create, dataProvider } = fakeApi();
    await renderScreen(<PlaylistCreate />, dataProvider);
    const input = await guideInput();
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Optional. Leave it empty for no programme guide.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'epg.example.com/guide.xml' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(invalidGuide, {}, found)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  }, 90_000);

  it("says an Xtream playlist without an address takes its server's guide, and saves one typed", async () => {
    const { update, dataProvider } = fakeApi();
    await renderScreen(editing(stored), dataProvider);
    expect(await screen.findByText("From the playlist's server", {}, found)).toBeTruthy();
    expect(screen.getByText('Programme guide the TV loads')).toBeTruthy();
    expect(screen.getByText("Optional. Leave it empty for the guide of the playlist's server.")).toBeTruthy();
    const input = await guideInput();
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'http://epg.example.com/guide.xml.gz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1), found);
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ epg_url: 'http://epg.example.com/guide.xml.gz' });
  }, 90_000);

  it('sends an emptied address as none', async () => {
    const { update, dataProvider } = fakeApi();
    await renderScreen(editing({ ...stored, epg_url: 'http://epg.example.com/guide.xml' }), dataProvider);
    const input = await guideInput();
    expect(input.value).toBe('http://epg.example.com/guide.xml');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1), found);
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ epg_url: null });
  }, 90_000);

  it('shows an address isolated left to right, and none for an M3U link without one', async () => {
    const withAddress = { ...stored, epg_url: 'http://epg.example.com/guide.xml' };
    await renderScreen(editing(withAddress));
    const address = await screen.findByText(
      (_, element) => element?.tagName === 'BDI' && element.textContent === withAddress.epg_url,
      {},
      found,
    );
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(address.closest('dd')).not.toBeNull();
    cleanup();

    await renderScreen(
      editing({
        ...stored,
        playlistFormat: 'm3u',
        m3uUrl: 'http://tv.example.com/get.php?username=alice',
        username: 'alice',
      }),
    );
    const none = await screen.findByText('None', {}, found);
    expect(none.closest('dd')).not.toBeNull();
  }, 90_000);

  it('adds nothing to a playlist hidden from the caller', async () => {
    await renderScreen(
      editing({
        ...stored,
        playlistFormat: null,
        host: null,
        username: null,
        hide_playlist_info: true,
        hidden: true,
        locked: false,
      }),
    );
    expect(
      await screen.findByText(
        'Whoever added this playlist hid its details from you. You can delete it, but not see or change them.',
        {},
        found,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Programme guide the TV loads')).toBeNull();
    expect(screen.queryByText("From the playlist's server")).toBeNull();
  }, 90_000);
});
