import { expect, type Page } from '@playwright/test';
import { text } from '@vela/playwright-config/texts';
import { newSignedInAccount, signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { test } from './support/test.ts';

const password = 'a long journey password';

/**
 * A signed-in customer who owns a device: a new account claims a TV registered the way the app does, with
 * the pairing code the TV shows.
 */
async function customerWithDevice(page: Page): Promise<{ deviceid: string }> {
  await newSignedInAccount(page, password, 'playlists');
  const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Journey TV' } });
  const { deviceid, device_key } = (await registered.json()) as { deviceid: string; device_key: string };
  const code = await page.request.post('/api/app/pairing-code', { data: { deviceid, device_key } });
  const { code: pairingCode } = (await code.json()) as { code: string };
  const origin = new URL(page.url()).origin;
  const claim = await page.request.post('/api/admin/devices/claim', {
    data: { pairing_code: pairingCode },
    headers: { origin },
  });
  expect(claim.status()).toBe(200);
  return { deviceid };
}

async function chooseDevice(page: Page, deviceid: string) {
  await page.getByRole('combobox', { name: 'Device' }).click();
  await page.getByRole('option', { name: deviceid }).click();
}

test.describe('playlists', () => {
  test('a customer adds, edits, reveals, moves to a new host with undo, and deletes playlists', async ({
    page,
  }) => {
    // A whole journey through several screens, on a machine shared with other suites.
    test.setTimeout(300_000);
    const { deviceid } = await customerWithDevice(page);
    const stamp = Date.now().toString(36);
    const oldHost = `http://journey-${stamp}.example.com`;
    const newHost = `https://moved-${stamp}.example.com:8443`;

    await page.getByRole('menuitem', { name: 'Playlists' }).click();
    await expect(page).toHaveURL(/\/dashboard\/playlists/);
    await expect(page.getByText('No playlists yet')).toBeVisible();
    await page.getByRole('link', { name: 'Add a playlist' }).first().click();
    await expect(page).toHaveURL('/dashboard/playlists/create');

    // The browser checks My List's rules before anything is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a name for the playlist.')).toBeVisible();
    await expect(page.getByText('Please enter the M3U link.')).toBeVisible();

    await chooseDevice(page, deviceid);
    await page.getByRole('textbox', { name: 'Playlist name' }).fill(`Films ${stamp}`);
    await page.getByRole('textbox', { name: 'M3U link' }).fill(`${oldHost}/get.php?username=ann`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('The M3U link must contain both a username and a password parameter.'),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: 'M3U link' })
      .fill(`${oldHost}/get.php?username=ann&password=m3u-secret&type=m3u_plus`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Playlist saved.')).toBeVisible();
    await expect(page.getByText(`Films ${stamp}`)).toBeVisible();

    await page.getByRole('link', { name: 'Add a playlist' }).first().click();
    await chooseDevice(page, deviceid);
    await page.getByRole('textbox', { name: 'Playlist name' }).fill(`Sport ${stamp}`);
    await page.getByRole('radio', { name: 'Host, username and password' }).check();
    await page.getByRole('textbox', { name: 'Host' }).fill(oldHost);
    await page.getByRole('textbox', { name: 'Username' }).fill('bob');
    await page.getByLabel(/^Password/).fill('xtream-secret');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Playlist saved.')).toBeVisible();

    // Editing: the password is not sent with the playlist; revealing asks for it.
    await page.getByText(`Sport ${stamp}`).click();
    await expect(page).toHaveURL(/\/dashboard\/playlists\/[0-9a-f-]+$/);
    const passwordField = page.getByLabel(/^Password/);
    await expect(passwordField).toHaveValue('');
    await expect(passwordField).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordField).toHaveValue('xtream-secret');
    await expect(passwordField).toHaveAttribute('type', 'text');
    await page.getByRole('textbox', { name: 'Playlist name' }).fill(`Sport live ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Playlist updated.')).toBeVisible();
    await expect(page.getByText(`Sport live ${stamp}`)).toBeVisible();

    // Mass update: preview, confirmation naming both hosts, then undo.
    await page.getByRole('menuitem', { name: 'Change a host' }).click();
    await expect(
      page.getByRole('heading', { name: 'Change the host of your playlists', level: 2 }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Current host' }).click();
    await page.getByRole('option', { name: new RegExp(oldHost.replaceAll('.', '\\.')) }).click();
    await page.getByRole('textbox', { name: 'New host' }).fill(`${newHost}/path`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(
      page.getByText('Enter only the protocol, host name and optional port', { exact: false }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'New host' }).fill(newHost);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('Playlists: 2', { exact: true })).toBeVisible();
    await expect(page.getByText('Devices: 1', { exact: true })).toBeVisible();
    await expect(page.getByText(`“Films ${stamp}” on ${ltr(deviceid)}`)).toBeVisible();
    // A preview holds for the hosts it was made for: changing one takes it away until it is asked again.
    await page.getByRole('textbox', { name: 'New host' }).fill(`${newHost}1`);
    await expect(page.getByText('Playlists: 2', { exact: true })).toBeHidden();
    await page.getByRole('textbox', { name: 'New host' }).fill(newHost);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('Playlists: 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Change the host' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(`Every playlist that uses ${ltr(oldHost)} will use ${ltr(newHost)} instead.`, {
        exact: false,
      }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByText(`2 playlists now use ${ltr(newHost)} instead of ${ltr(oldHost)}.`),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New host' })).toHaveValue('');

    // The undo stays on this screen; what the playlists use meanwhile is read from the API.
    const hostsOf = async () => {
      const filter = encodeURIComponent(JSON.stringify({ q: stamp }));
      const response = await page.request.get(`/api/admin/playlists?filter=${filter}`);
      return ((await response.json()) as { host: string }[]).map((playlist) => playlist.host);
    };
    expect(await hostsOf()).toEqual([newHost, newHost]);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByText(`Undone: 2 playlists use ${ltr(oldHost)} again.`)).toBeVisible();
    expect(await hostsOf()).toEqual([oldHost, oldHost]);
    await page.getByRole('menuitem', { name: 'Playlists' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`Films ${stamp}`) })).toContainText(oldHost);

    // Delete after a confirmation.
    await page.getByText(`Films ${stamp}`).click();
    await expect(page.getByRole('heading', { name: `Edit playlist “Films ${stamp}”` })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Playlist deleted.')).toBeVisible();
    await expect(page.getByText(`Films ${stamp}`)).toHaveCount(0);
  });

  test('the list becomes a simple list on a 390-pixel-wide phone', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsDemo(page, 'customer');
    await page.goto('/dashboard/playlists');
    await expect(page.getByText('Kitchen')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByText('Kitchen').click();
    await expect(page).toHaveURL(/\/dashboard\/playlists\/[0-9a-f-]+$/);
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`a device's page and the list show a playlist hidden by whoever added it without its host, on a phone in ${locale}`, async ({
      page,
    }) => {
      // Two screens scanned after a sign-in, on a machine shared with other suites.
      test.setTimeout(240_000);
      await signInAsDemo(page, 'customer');
      const headers = { origin: new URL(page.url()).origin };
      const registered = await page.request.post('/api/app/register', {
        data: { device_brand: 'Hiding TV' },
      });
      const { deviceid, device_key } = (await registered.json()) as { deviceid: string; device_key: string };
      expect(
        (
          await page.request.post('/api/admin/devices/claim', { data: { deviceid, device_key }, headers })
        ).status(),
      ).toBe(200);
      const stamp = `${Date.now().toString(36)}-${locale}`;
      const hiddenHost = `http://hidden-${stamp}.example.com`;
      // A programme guide often carries the account too: it is hidden with the playlist's details.
      const hiddenGuide = `http://hidden-guide-${stamp}.example.com/xmltv.php?username=hidden-user`;
      // Somebody who knows the device id adds a playlist with My List and hides its details.
      const hidden = await page.request.post('/api/playlist_v3', {
        data: {
          query: {
            url: hiddenHost,
            username: `hidden-user-${stamp}`,
            password: 'hidden-secret',
            playlistName: `Hidden ${stamp}`,
            deviceid,
            hide_playlist_info: true,
            epg_url: hiddenGuide,
          },
        },
      });
      expect(hidden.status()).toBe(200);
      const ownHost = `http://own-${stamp}.example.com`;
      const own = await page.request.post('/api/admin/playlists', {
        data: {
          deviceid,
          playlistName: `Own ${stamp}`,
          playlistFormat: 'xtream',
          host: ownHost,
          username: 'me',
          password: 'my-secret',
          hide_playlist_info: true,
          epg_url: `${ownHost}/xmltv.php?username=me`,
        },
        headers,
      });
      expect(own.status()).toBe(201);
      await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
      const hiddenByAdder = text(locale, 'playlists', 'visibility.hidden_by_adder');

      const devicePage = `/dashboard/devices/${encodeURIComponent(deviceid)}/show`;
      await page.goto(devicePage);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      const hiddenRow = page.getByRole('row', { name: new RegExp(`Hidden ${stamp}`) });
      await expect(hiddenRow).toContainText(hiddenByAdder);
      await expect(page.getByRole('row', { name: new RegExp(`Own ${stamp}`) })).toContainText(ownHost);
      await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
      expect(await page.content()).not.toContain(hiddenHost);
      await expectNoViolations(page);
      // It opens a page that says why there is nothing of it to edit, and still shows nothing hidden.
      await hiddenRow.getByText(`Hidden ${stamp}`).click();
      await expect(page).toHaveURL(/\/dashboard\/playlists\/[^/]+$/);
      await expect(page.getByText(text(locale, 'playlists', 'hidden.notice'))).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      expect(await page.content()).not.toContain(hiddenHost);
      expect(await page.content()).not.toContain(`hidden-user-${stamp}`);
      expect(await page.content()).not.toContain(hiddenGuide);
      // The playlist the customer added shows the guide the TV loads, left to right in every language.
      await page.goBack();
      await page
        .getByRole('row', { name: new RegExp(`Own ${stamp}`) })
        .getByText(`Own ${stamp}`)
        .click();
      await expect(page.getByText(text(locale, 'playlists', 'guide.title'))).toBeVisible();
      const shownGuide = page.locator('bdi[dir="ltr"]', { hasText: `${ownHost}/xmltv.php?username=me` });
      await expect(shownGuide).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: text(locale, 'playlists', 'fields.epg_url') }),
      ).toHaveValue(`${ownHost}/xmltv.php?username=me`);

      // On a phone the device's playlists are a simple list that says the same.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(devicePage);
      const hiddenItem = page.getByRole('listitem').filter({ hasText: `Hidden ${stamp}` });
      await expect(hiddenItem).toContainText(hiddenByAdder);
      await expect(page.getByRole('listitem').filter({ hasText: `Own ${stamp}` })).toContainText(ownHost);
      await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
      expect(await page.content()).not.toContain(hiddenHost);
      expect(await page.content()).not.toContain(hiddenGuide);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoViolations(page);

      // The list, a simple list on a phone, says the same.
      await page.goto(`/dashboard/playlists?filter=${encodeURIComponent(JSON.stringify({ deviceid }))}`);
      const item = page.getByRole('listitem').filter({ hasText: `Hidden ${stamp}` });
      await expect(item).toContainText(hiddenByAdder);
      await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
      expect(await page.content()).not.toContain(hiddenHost);
      expect(await page.content()).not.toContain(`hidden-user-${stamp}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoViolations(page);
    });
  }
});
