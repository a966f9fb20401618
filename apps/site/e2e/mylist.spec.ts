import type { Page } from '@playwright/test';
import type { Locale } from '@vela/locales';
import { text } from '@vela/playwright-config/texts';
import { newDeviceId, playlistsOf, registerDevice } from './devices.ts';
import { expect, openWithCodeHeld, test } from './fixtures.ts';
import { ports, urlOf } from './servers.ts';

const baseURL = urlOf(ports.main);
const form = (page: Page) => page.locator('form.playlist-form');
const device = (page: Page) => page.getByLabel(/^Device ID \(MAC address\)/);
const status = (page: Page) => form(page).locator('.status');
/** A field's label in the visitor's language, as the start of its accessible name. */
const labelIn = (locale: Locale, key: string) =>
  new RegExp(`^${text(locale, 'mylist', key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.describe('the device field', () => {
  test('keeps hex digits only, upper-cases, adds colons and stops at 17', async ({ page }) => {
    await page.goto('/mylist');
    const field = device(page);
    await expect(field).toHaveAttribute('placeholder', 'XX:XX:XX:XX:XX:XX');
    await field.pressSequentially('zz-ab:c');
    await expect(field).toHaveValue('AB:C');
    await field.press('Backspace');
    await expect(field).toHaveValue('AB');
    await field.fill(`${'a1'.repeat(100)}`);
    await expect(field).toHaveValue('A1:A1:A1:A1:A1:A1');
    await field.fill('🙂 مرحبا ff');
    await expect(field).toHaveValue('FF');
  });

  test('is filled in and locked by client_reference_id', async ({ page }) => {
    await page.goto('/mylist?client_reference_id=aa:bb:cc:dd:ee:01');
    await expect(device(page)).toHaveValue('AA:BB:CC:DD:EE:01');
    await expect(device(page)).toHaveAttribute('readonly', '');
    await expect(
      page.getByText('This device ID comes from your link and cannot be changed here.'),
    ).toBeVisible();
  });
});

test.describe('My List', () => {
  test('sends an M3U link, says Success in green, and resets everything', async ({ page, request }) => {
    const tv = await registerDevice(request, baseURL);
    await page.goto('/mylist');
    await device(page).pressSequentially(tv.deviceid.replaceAll(':', '').toLowerCase());
    await page.getByLabel(/^Playlist name/).fill('Living room');
    await page.getByLabel(/^Hide the playlist details/).uncheck();
    await page
      .getByRole('textbox', { name: /^M3U link/ })
      .fill('http://Line.Example.com:8080/get.php?username=ann&password=secret&type=m3u_plus');
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(status(page)).toHaveText(
      `Success: The playlist “Living room” was added to device \u2066${tv.deviceid}\u2069. Refresh the app to see it.`,
    );
    await expect(status(page)).toHaveCSS('color', 'rgb(74, 222, 128)');
    await expect(device(page)).toHaveValue('');
    await expect(page.getByLabel(/^Playlist name/)).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'M3U link' })).toBeChecked();
    await expect(page.getByLabel(/^Hide the playlist details/)).toBeChecked();
    expect(await playlistsOf(request, baseURL, tv)).toEqual([
      expect.objectContaining({
        name: 'Living room',
        host: 'http://line.example.com:8080',
        username: 'ann',
        hide_playlist_info: false,
      }),
    ]);
  });

  test('keeps what was typed and ticked before the page became interactive, and sends it', async ({
    page,
    request,
  }) => {
    const tv = await registerDevice(request, baseURL);
    const release = await openWithCodeHeld(page, `${baseURL}/mylist`);
    await page.locator('input[name="deviceid"]').fill(tv.deviceid);
    await page.locator('input[name="playlistName"]').fill('Typed early');
    await page
      .locator('input[name="m3uUrl"]')
      .fill('http://early.example.com/get.php?username=ann&password=pw');
    await page.locator('input[name="hidePlaylistInfo"]').uncheck();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByLabel(/^Playlist name/)).toHaveValue('Typed early');
    // A choice made after the page became interactive leaves what was typed in place.
    await page.getByRole('radio', { name: 'Server, username and password' }).check();
    await page.getByRole('radio', { name: 'M3U link' }).check();
    await expect(page.getByLabel(/^Playlist name/)).toHaveValue('Typed early');
    await expect(page.getByLabel(/^Hide the playlist details/)).not.toBeChecked();
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(status(page)).toContainText('Success: The playlist “Typed early”');
    expect(await playlistsOf(request, baseURL, tv)).toEqual([
      expect.objectContaining({
        name: 'Typed early',
        host: 'http://early.example.com',
        hide_playlist_info: false,
      }),
    ]);
  });

  test('shows the fields of a mode chosen before the page became interactive', async ({ page }) => {
    const release = await openWithCodeHeld(page, `${baseURL}/mylist`);
    await page.locator('input[name="mode"][value="code"]').check();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('radio', { name: '6-digit code' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /6-digit code/ })).toBeVisible();
  });

  test('explains each broken rule of the M3U mode next to its field', async ({ page }) => {
    await page.goto('/mylist');
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(form(page).getByText("Please enter the device's MAC address.")).toBeVisible();
    await expect(form(page).getByText('Please enter a name for the playlist.')).toBeVisible();
    await expect(form(page).getByText('Please enter the M3U link.')).toBeVisible();
    await expect(device(page)).toBeFocused();
    await device(page).fill('AABBCCDDEEFF');
    await page.getByLabel(/^Playlist name/).fill('Kitchen');
    await page.getByRole('textbox', { name: /^M3U link/ }).fill('not a link');
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(form(page).getByText(/This is not a valid link/)).toBeVisible();
    await page.getByRole('textbox', { name: /^M3U link/ }).fill('http://example.com/get.php?username=ann');
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(
      form(page).getByText('The M3U link must contain both a username and a password parameter.'),
    ).toBeVisible();
  });

  test('sends a server with its account, and refuses a host that is not an address', async ({
    page,
    request,
  }) => {
    const tv = await registerDevice(request, baseURL);
    await page.goto('/mylist');
    await device(page).fill(tv.deviceid);
    await page.getByLabel(/^Playlist name/).fill('Bedroom');
    await page.getByRole('radio', { name: 'Server, username and password' }).check();
    await page.getByLabel(/^Server address/).fill('localhost:8080');
    await page.getByLabel(/^Username/).fill('bob');
    await page.getByLabel(/^Password/).fill('pa ss');
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(form(page).getByText(/Please enter a valid host starting with http/)).toBeVisible();
    await page.getByLabel(/^Server address/).fill('https://TV.example.net:2096/');
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(status(page)).toContainText('Success:');
    expect(await playlistsOf(request, baseURL, tv)).toEqual([
      expect.objectContaining({ host: 'https://tv.example.net:2096', username: 'bob' }),
    ]);
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`sends a programme guide beside a playlist, refuses one that is no address, and leaves a server its own guide (${locale})`, async ({
      page,
      request,
    }) => {
      const tv = await registerDevice(request, baseURL);
      await page.goto(locale === 'en' ? '/mylist' : `/${locale}/mylist`);
      const label = (key: string) => labelIn(locale, key);
      const submit = page.getByRole('button', { name: text(locale, 'mylist', 'form.submit') });
      const fillServer = async (name: string) => {
        await page.getByLabel(label('form.deviceLabel')).fill(tv.deviceid);
        await page.getByLabel(label('form.nameLabel')).fill(name);
        await page.getByRole('radio', { name: text(locale, 'mylist', 'form.modes.xtream') }).check();
        await page.getByLabel(label('form.hostLabel')).fill('http://line.example.net:8080');
        await page.getByLabel(label('form.usernameLabel')).fill('ann');
        await page.getByLabel(label('form.passwordLabel')).fill('pw');
      };
      await fillServer('With a guide');
      const guide = page.getByLabel(label('form.guideLabel'));
      await expect(guide).toHaveAttribute('dir', 'ltr');
      await expect(page.getByText(text(locale, 'mylist', 'form.guideHintHidden'))).toBeVisible();
      await guide.fill('epg.example.net/guide.xml');
      await submit.click();
      await expect(form(page).getByText(text(locale, 'validation', 'invalid_guide_url'))).toBeVisible();
      await expect(guide).toBeFocused();
      expect(await playlistsOf(request, baseURL, tv)).toEqual([]);

      await guide.fill('https://EPG.example.net/xmltv.php?username=ann&password=pw');
      await submit.click();
      await expect(status(page)).toHaveClass(/success/);
      await expect(status(page)).toContainText('With a guide');
      await fillServer('From its server');
      await expect(guide).toHaveValue('');
      await submit.click();
      await expect(status(page)).toContainText('From its server');
      const guides = (await playlistsOf(request, baseURL, tv)).map(({ name, epg_url, epg_source }) => ({
        name,
        epg_url,
        epg_source,
      }));
      expect(guides).toEqual(
        expect.arrayContaining([
          {
            name: 'With a guide',
            epg_url: 'https://epg.example.net/xmltv.php?username=ann&password=pw',
            epg_source: 'address',
          },
          { name: 'From its server', epg_url: null, epg_source: 'server' },
        ]),
      );
    });
  }

  for (const locale of ['en', 'tr'] as const) {
    test(`refuses a host with a path, a query or credentials instead of keeping only its origin (${locale})`, async ({
      page,
      request,
    }) => {
      const tv = await registerDevice(request, baseURL);
      await page.goto(locale === 'en' ? '/mylist' : `/${locale}/mylist`);
      const label = (key: string) => labelIn(locale, key);
      await page.getByLabel(label('form.deviceLabel')).fill(tv.deviceid);
      await page.getByLabel(label('form.nameLabel')).fill('Bedroom');
      await page.getByRole('radio', { name: text(locale, 'mylist', 'form.modes.xtream') }).check();
      await page.getByLabel(label('form.usernameLabel')).fill('bob');
      await page.getByLabel(label('form.passwordLabel')).fill('pw');
      const host = page.getByLabel(label('form.hostLabel'));
      for (const address of [
        'http://tv.example.net:8080/get.php',
        'http://tv.example.net?user=bob',
        'http://bob:pw@tv.example.net',
      ]) {
        await host.fill(address);
        await page.getByRole('button', { name: text(locale, 'mylist', 'form.submit') }).click();
        await expect(form(page).getByText(text(locale, 'validation', 'host_invalid'))).toBeVisible();
        await expect(host).toBeFocused();
      }
      expect(await playlistsOf(request, baseURL, tv)).toEqual([]);
    });
  }

  test('sends a 6-digit code after checking it, always hiding the details', async ({ page, request }) => {
    const tv = await registerDevice(request, baseURL);
    await page.goto('/mylist');
    await device(page).fill(tv.deviceid);
    await page.getByLabel(/^Playlist name/).fill('Reseller');
    await page.getByRole('radio', { name: '6-digit code' }).check();
    await expect(page.getByLabel(/^Hide the playlist details/)).toHaveCount(0);
    const code = page.getByRole('textbox', { name: /6-digit code/ });
    await code.fill('12a34');
    await expect(code).toHaveValue('1234');
    await page.getByLabel(/^Username/).fill('carol');
    await page.getByLabel(/^Password/).fill('pw');
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(form(page).getByText('Please enter the 6-digit code.')).toBeVisible();
    await code.fill('111111');
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(
      form(page).getByText('This code does not exist. Please check it and try again.'),
    ).toBeVisible();
    await code.fill('246810');
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(status(page)).toContainText('Success:');
    expect(await playlistsOf(request, baseURL, tv)).toEqual([
      expect.objectContaining({ host: 'http://line.demo-provider.example:8080', hide_playlist_info: true }),
    ]);
  });

  test('says the code could not be checked when the check fails', async ({ page }) => {
    await page.route('**/api/checkHostCode', (route) => route.abort());
    await page.goto('/mylist');
    await device(page).fill(newDeviceId());
    await page.getByLabel(/^Playlist name/).fill('X');
    await page.getByRole('radio', { name: '6-digit code' }).check();
    await page.getByRole('textbox', { name: /6-digit code/ }).fill('246810');
    await page.getByLabel(/^Username/).fill('u');
    await page.getByLabel(/^Password/).fill('p');
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(form(page).getByText('The code could not be checked. Please try again.')).toBeVisible();
  });

  test('clears the errors when the mode changes', async ({ page }) => {
    await page.goto('/mylist');
    await page.getByRole('button', { name: 'Send to my device' }).click();
    await expect(form(page).locator('.field-error:not(:empty)')).not.toHaveCount(0);
    await page.getByRole('radio', { name: 'Server, username and password' }).check();
    await expect(form(page).locator('.field-error:not(:empty)')).toHaveCount(0);
  });

  test('reports an unknown device, a network failure and an unexplained failure in red, and announces them', async ({
    page,
  }) => {
    await page.goto('/mylist');
    const fill = async () => {
      await device(page).fill(newDeviceId());
      await page.getByLabel(/^Playlist name/).fill('Guest');
      await page
        .getByRole('textbox', { name: /^M3U link/ })
        .fill('http://a.example.com/get.php?username=u&password=p');
      await page.getByRole('button', { name: 'Send to my device' }).click();
    };
    await fill();
    const alert = form(page).getByRole('alert');
    await expect(alert).toHaveText('Error: Device ID not found. Please enter an existing device ID.');
    await expect(alert).toHaveCSS('color', 'rgb(255, 138, 138)');

    await page.route('**/api/playlist_v3', (route) => route.abort());
    await fill();
    await expect(alert).toHaveText('Network error. Please try again.');

    await page.unroute('**/api/playlist_v3');
    await page.route('**/api/playlist_v3', (route) =>
      route.fulfill({ status: 409, json: { error: 'Something new', code: 'something_new' } }),
    );
    await fill();
    await expect(alert).toHaveText('Something went wrong.');
  });

  test("says when a device has no free playlist slot, in the visitor's language", async ({
    page,
    request,
  }) => {
    const tv = await registerDevice(request, baseURL);
    for (let index = 0; index < 10; index++) {
      const query = {
        url: 'http://full.example.com',
        username: `u${index}`,
        password: 'p',
        playlistName: `Slot ${index}`,
        deviceid: tv.deviceid,
        hide_playlist_info: true,
      };
      expect((await request.post(`${baseURL}/api/playlist_v3`, { data: { query } })).status()).toBe(200);
    }
    for (const [path, text] of [
      ['/mylist', 'Error: This device has no free playlist slot left.'],
      ['/de/mylist', 'Auf diesem Gerät ist kein Playlist-Platz mehr frei.'],
    ] as const) {
      await page.goto(path);
      await page.locator('form.playlist-form input[name="deviceid"]').fill(tv.deviceid);
      await page.locator('form.playlist-form input[name="playlistName"]').fill('One too many');
      await page
        .locator('form.playlist-form input[name="m3uUrl"]')
        .fill('http://a.example.com/get.php?username=u&password=p');
      await page.locator('form.playlist-form button[type="submit"]').click();
      await expect(form(page).getByRole('alert')).toContainText(text);
    }
    expect(await playlistsOf(request, baseURL, tv)).toHaveLength(10);
  });

  test("keeps still when its first touch loads the form's rules: no stylesheet is linked twice", async ({
    page,
  }) => {
    await page.goto('/ar/mylist');
    const send = page.locator('form.playlist-form button[type="submit"]');
    // Where the button sits in the page, wherever it is scrolled to.
    const place = () =>
      send.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return { top: box.top + window.scrollY, left: box.left + window.scrollX };
      });
    const before = await place();
    const stylesheets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
    const linked = await stylesheets();
    // Reaching into the form downloads its rules, with whatever they import.
    await page.locator('form.playlist-form').hover();
    await page.waitForLoadState('networkidle');
    const after = await stylesheets();
    expect(after.filter((path, index) => after.indexOf(path) !== index)).toEqual([]);
    expect(after).toEqual(linked);
    expect(await place()).toEqual(before);
  });

  test('works in Arabic, right to left, with translated errors', async ({ page }) => {
    await page.goto('/ar/mylist');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.locator('form.playlist-form button[type="submit"]').click();
    await expect(page.locator('form.playlist-form .field-error:not(:empty)').first()).not.toHaveText(
      /[A-Za-z]{4}/,
    );
  });
});
