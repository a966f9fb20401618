import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaylistForm } from './playlist-form.tsx';

const api = vi.hoisted(() => ({ submitPlaylist: vi.fn(), checkHostCode: vi.fn() }));

vi.mock('../../checkout/use-device-verification.ts', () => ({ api }));

vi.mock('../../layout/site-settings.ts', () => ({
  useSiteSettings: () => ({ brand: { dashboardUrl: 'https://dashboard.example.com' } }),
}));

// The English texts, as the page's route data would give them.
vi.mock('../../i18n/i18n-provider.tsx', async () => {
  const { Catalogue } = await import('../../i18n/catalogue.ts');
  const { loadNamespaces } = await import('@vela/locales/load');
  const catalogue = new Catalogue({ brand: 'Vela Player' });
  const loaded = await loadNamespaces('en', ['mylist', 'validation', 'errors', 'common', 'forms']);
  for (const [namespace, tree] of Object.entries(loaded)) catalogue.add(namespace, tree);
  return { useT: (namespace = 'common') => ({ t: catalogue.translator(namespace), locale: 'en' }) };
});

const guideLabel = 'Programme guide (XMLTV) address';
// A send parses the form and loads the validation texts first: seconds on a machine busy with other suites.
const sent = { timeout: 15_000 };
const guideHint =
  "Optional. Leave it empty to use the guide of the playlist's server (Xtream playlists include one).";
const hiddenHint = `${guideHint} Hidden with the playlist's details.`;

/** Types into the text field of that label (the mode picker's choices have labels of their own). */
function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input:not([type=radio])' }), {
    target: { value },
  });
}

function fillDeviceAndName() {
  type(/^Device ID/, 'AA:BB:CC:DD:EE:FF');
  type(/^Playlist name/, 'Living room');
}

function send() {
  const form = screen.getByRole('button', { name: 'Send to my device' }).closest('form');
  if (!form) throw new Error('the form is missing');
  fireEvent.submit(form);
}

beforeEach(() => {
  api.submitPlaylist.mockReset().mockResolvedValue({});
  api.checkHostCode.mockReset();
});

describe('the programme guide address on My List', () => {
  it('is an optional address field, read left to right', () => {
    render(<PlaylistForm />);
    const input = screen.getByLabelText(guideLabel);
    expect(input.getAttribute('type')).toBe('url');
    expect(input.getAttribute('inputmode')).toBe('url');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('name')).toBe('epgUrl');
    expect(input.hasAttribute('required')).toBe(false);
    expect(input.getAttribute('placeholder')).toBe('http://epg.example.com/guide.xml');
  });

  it('says it is hidden with the details while they are hidden, and always in code mode', () => {
    render(<PlaylistForm />);
    const hint = () => screen.getByLabelText(guideLabel).getAttribute('aria-describedby') ?? '';
    const hintText = () => document.getElementById(hint())?.textContent;
    expect(hintText()).toBe(hiddenHint);
    fireEvent.click(screen.getByLabelText('Hide the playlist details in the app'));
    expect(hintText()).toBe(guideHint);
    fireEvent.click(screen.getByLabelText('6-digit code'));
    expect(hintText()).toBe(hiddenHint);
  });

  it('is sent as epg_url when filled, and kept when the mode changes', async () => {
    render(<PlaylistForm />);
    fillDeviceAndName();
    type(guideLabel, 'http://epg.example.com/guide.xml#now');
    fireEvent.click(screen.getByLabelText('Server, username and password'));
    expect((screen.getByLabelText(guideLabel) as HTMLInputElement).value).toBe(
      'http://epg.example.com/guide.xml#now',
    );
    type(/^Server address/, 'http://example.com:8080');
    type(/^Username/, 'alice');
    type(/^Password/, 'secret');
    send();
    await waitFor(() => expect(api.submitPlaylist).toHaveBeenCalledTimes(1), sent);
    expect(api.submitPlaylist.mock.calls[0]?.[0]).toEqual({
      query: {
        url: 'http://example.com:8080',
        username: 'alice',
        password: 'secret',
        playlistName: 'Living room',
        deviceid: 'AA:BB:CC:DD:EE:FF',
        hide_playlist_info: true,
        epg_url: 'http://epg.example.com/guide.xml',
      },
    });
  });

  it('is left out when empty', async () => {
    render(<PlaylistForm />);
    fillDeviceAndName();
    type(/^M3U link/, 'http://example.com:8080/get.php?username=alice&password=secret');
    send();
    await waitFor(() => expect(api.submitPlaylist).toHaveBeenCalledTimes(1), sent);
    const { query } = api.submitPlaylist.mock.calls[0]?.[0] ?? {};
    expect(query).toMatchObject({ url: 'http://example.com:8080', username: 'alice' });
    expect(query).not.toHaveProperty('epg_url');
  });

  it('shows the translated error of an invalid address and sends nothing', async () => {
    render(<PlaylistForm />);
    fillDeviceAndName();
    type(/^M3U link/, 'http://example.com:8080/get.php?username=alice&password=secret');
    type(guideLabel, 'epg.example.com/guide.xml');
    send();
    const input = screen.getByLabelText(guideLabel);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'), sent);
    expect(screen.getByText(/^Please enter the guide's full address \(XMLTV\)/)).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(api.submitPlaylist).not.toHaveBeenCalled();
  });
});
