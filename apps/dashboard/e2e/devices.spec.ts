import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { text } from '@vela/playwright-config/texts';
import { newSignedInAccount, signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { test } from './support/test.ts';

const password = 'devices journey password';

/** A TV as the app makes one: it registers, then shows a pairing code and the QR code of its claim link. */
async function tvShowingCode(request: APIRequestContext, brand = 'Journey TV') {
  const registered = await request.post('/api/app/register', {
    data: { device_brand: brand, os: 'webOS 6.0', app_version: '0.38' },
  });
  expect(registered.status()).toBe(201);
  const { deviceid, device_key } = (await registered.json()) as { deviceid: string; device_key: string };
  const pairing = await request.post('/api/app/pairing-code', { data: { deviceid, device_key } });
  const { code, claim_url } = (await pairing.json()) as { code: string; claim_url: string };
  const link = new URL(claim_url);
  return { deviceid, deviceKey: device_key, code, claimPath: `${link.pathname}${link.search}` };
}

async function newCustomer(page: Page) {
  const email = await newSignedInAccount(page, password, 'devices');
  return email;
}

// Each journey signs a new customer up through the e-mail flow before it starts.
test.beforeEach(() => test.slow());

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

test('a customer claims a TV by its code, sees it, protects it and releases it', async ({ page }) => {
  await newCustomer(page);
  await page.getByRole('menuitem', { name: 'My devices' }).click();
  await expect(page.getByText('No devices found.')).toBeVisible();
  await page.getByRole('link', { name: 'Claim a device' }).click();
  await expect(page).toHaveURL('/dashboard/devices/claim');

  const tv = await tvShowingCode(page.request);
  await page.getByRole('textbox', { name: 'Pairing code' }).fill('ACDEFGHJ');
  await page.getByRole('button', { name: 'Claim', exact: true }).first().click();
  await expect(
    page.getByText('This pairing code is wrong or has expired. Ask the TV for a new code.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Pairing code' }).fill(tv.code.toLowerCase());
  await page.getByRole('button', { name: 'Claim', exact: true }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: `Device ${ltr(tv.deviceid)}` })).toBeVisible();
  await expect(page.getByText(/^Trial until /).first()).toBeVisible();
  await expect(page.getByText('Journey TV')).toBeVisible();
  await expect(page.getByText('No data').first()).toBeVisible();
  await expect(page.getByText('No purchases for this device yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy Basic for this device' })).toHaveAttribute(
    'href',
    `/activate?client_reference_id=${encodeURIComponent(tv.deviceid)}`,
  );
  await expect(page.getByRole('link', { name: 'Buy Premium for this device' })).toHaveAttribute(
    'href',
    `/activate-pm?client_reference_id=${encodeURIComponent(tv.deviceid)}`,
  );

  const protection = page.getByRole('switch', { name: 'Only my dashboard may add playlists' });
  await expect(protection).not.toBeChecked();
  await protection.click();
  await expect(page.getByText('Upload protection is on.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Only my dashboard may add playlists' })).toBeChecked();
  const devicePage = page.url();

  // My List, on the site, now refuses the TV and tells whoever sends it where its owner adds playlists.
  for (const locale of ['en', 'ar']) {
    await page.goto(locale === 'en' ? '/mylist' : `/${locale}/mylist`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const form = page.locator('form.playlist-form');
    await form.locator('input[name="deviceid"]').fill(tv.deviceid);
    await form.locator('input[name="playlistName"]').fill('Sent from My List');
    await form
      .locator('input[name="m3uUrl"]')
      .fill('http://locked.example.com/get.php?username=u&password=p');
    await form.locator('button[type="submit"]').click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(
      text(locale, 'errors', 'playlist.error', {
        message: text(locale, 'errors', 'playlist.upload_protected'),
      }),
    );
    const link = alert.getByRole('link', { name: text(locale, 'mylist', 'result.dashboardLink') });
    await expect(link).toHaveAttribute('href', '/dashboard/login');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  }

  // Its owner still adds playlists from the device's page, whose form knows the device already.
  await page.goto(devicePage);
  await expect(page.getByText('This device has no playlists yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Add playlist' }).click();
  await expect(page).toHaveURL('/dashboard/playlists/create');
  await expect(page.getByRole('combobox', { name: 'Device' })).toContainText(tv.deviceid);
  await page.getByRole('textbox', { name: 'Playlist name' }).fill('Added by the owner');
  await page
    .getByRole('textbox', { name: 'M3U link' })
    .fill('http://owner.example.com/get.php?username=ann&password=owner-secret');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Playlist saved.')).toBeVisible();
  await page.goto(devicePage);
  const playlistRow = page.getByRole('row', { name: /Added by the owner/ });
  await expect(playlistRow).toContainText('http://owner.example.com');
  await expect(page.getByRole('row', { name: /Sent from My List/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Release' }).click();
  const dialog = page.getByRole('dialog', { name: `Release device ${ltr(tv.deviceid)}?` });
  await expect(dialog).toContainText(
    'Its licence and the playlists others added to it stay with the TV, and it can be claimed again with a new pairing code.',
  );
  await expect(dialog).toContainText('1 playlist you added in your dashboard will be deleted.');
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText(`Device ${ltr(tv.deviceid)} released.`)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/devices');
  await expect(page.getByText('No devices found.')).toBeVisible();
});

test('the QR code link fills the code in, and the list finds the device by part of its id', async ({
  page,
}) => {
  await newCustomer(page);
  const tv = await tvShowingCode(page.request, 'Living room TV');
  await page.goto(tv.claimPath);
  await expect(page.getByRole('textbox', { name: 'Pairing code' })).toHaveValue(tv.code);
  await page.getByRole('button', { name: 'Claim', exact: true }).first().click();
  await expect(page.getByText(`Device ${ltr(tv.deviceid)} is now in your account.`)).toBeVisible();

  const other = await tvShowingCode(page.request, 'Bedroom TV');
  await page.goto('/dashboard/devices/claim');
  await page
    .getByRole('textbox', { name: 'Device ID' })
    .fill(other.deviceid.replaceAll(':', '').toLowerCase());
  await page.getByRole('textbox', { name: 'Device key' }).fill(other.deviceKey);
  await page.getByRole('button', { name: 'Claim', exact: true }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: `Device ${ltr(other.deviceid)}` })).toBeVisible();

  await page.goto('/dashboard/devices');
  await expect(page.getByRole('cell', { name: tv.deviceid })).toBeVisible();
  await expect(page.getByRole('cell', { name: other.deviceid })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Search by name or device ID' })
    .fill(tv.deviceid.slice(-5).toLowerCase());
  await expect(page.getByRole('cell', { name: other.deviceid })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: tv.deviceid })).toBeVisible();

  // Basic bought for the first TV (the payments simulator stands in for PayPal), then moved to the second.
  const order = await page.request.post('/api/payments/orders', { data: { deviceid: tv.deviceid } });
  const { orderId } = (await order.json()) as { orderId: string };
  expect((await page.request.post(`/api/payments/orders/${orderId}/capture`, { data: {} })).status()).toBe(
    200,
  );
  await page.getByRole('cell', { name: tv.deviceid }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Device ${ltr(tv.deviceid)}` })).toBeVisible();
  await expect(page.getByRole('row', { name: /Basic \(one-time order\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Move licence' }).click();
  const dialog = page.getByRole('dialog', { name: `Move the licence of ${ltr(tv.deviceid)}` });
  await dialog
    .getByRole('combobox', { name: 'Device that receives the licence' })
    .selectOption(other.deviceid);
  await expect(
    dialog.getByText(
      `Move the licence from ${ltr(tv.deviceid)} to ${ltr(other.deviceid)}? ${ltr(tv.deviceid)} will then have no licence.`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Move licence' }).click();
  await expect(page.getByText(`The licence now belongs to ${ltr(other.deviceid)}.`)).toBeVisible();
  await expect(page.getByText('No licence').first()).toBeVisible();
});

test('the device list is a simple list that fits a 390 pixel wide phone', async ({ page }) => {
  await newCustomer(page);
  const tv = await tvShowingCode(page.request);
  await page.goto(tv.claimPath);
  await page.getByRole('button', { name: 'Claim', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Device ${ltr(tv.deviceid)}` })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/devices');
  const row = page.getByRole('link', { name: new RegExp(tv.deviceid) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Trial until');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: `Device ${ltr(tv.deviceid)}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** A text of the catalogue for a count of one: Polyglot's second form in Arabic, the first elsewhere. */
function forOne(locale: 'en' | 'ar', namespace: string, key: string) {
  const forms = text(locale, namespace, key, { smart_count: '1' }).split(' |||| ');
  return forms[locale === 'ar' ? 1 : 0] ?? '';
}

/** Signs a demo account in through the form, in its own browser page. */
async function signedInDemo(page: Page, role: 'reseller' | 'customer') {
  await signInAsDemo(page, role);
  return { origin: new URL(page.url()).origin };
}

for (const locale of ['en', 'ar'] as const) {
  test(`a TV another account owns is refused on the claim screen, and a release says what it deletes, on a phone in ${locale}`, async ({
    page,
    browser,
    request,
  }) => {
    // Two people signed in, two screens scanned, on a machine shared with other suites.
    test.setTimeout(240_000);
    const ownerPage = await browser.newPage();
    const { origin } = await signedInDemo(ownerPage, 'reseller');
    const owned = await tvShowingCode(ownerPage.request, 'Owned TV');
    const claimed = await ownerPage.request.post('/api/admin/devices/claim', {
      data: { pairing_code: owned.code },
      headers: { origin },
    });
    expect(claimed.status()).toBe(200);
    await ownerPage.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await signedInDemo(page, 'customer');
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
    // The TV shows a new code: its QR code's link fills it in; then its id and key are tried too.
    const again = await page.request.post('/api/app/pairing-code', {
      data: { deviceid: owned.deviceid, device_key: owned.deviceKey },
    });
    const { code } = (await again.json()) as { code: string };
    await page.goto(`/dashboard/devices/claim?code=${code}`);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: text(locale, 'errors', 'dashboard.device_owned') });
    await page.locator('form button[type="submit"]').first().click();
    await expect(refusal).toHaveCount(1);
    await page.getByRole('textbox', { name: text(locale, 'devices', 'claim.deviceid') }).fill(owned.deviceid);
    await page
      .getByRole('textbox', { name: text(locale, 'devices', 'claim.device_key') })
      .fill(owned.deviceKey);
    await page.locator('form button[type="submit"]').last().click();
    await expect(refusal).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoViolations(page);

    // A TV of the customer's own, with a playlist from the dashboard and one from My List.
    const mine = await tvShowingCode(page.request, 'Own TV');
    const headers = { origin: new URL(page.url()).origin };
    expect(
      (
        await page.request.post('/api/admin/devices/claim', { data: { pairing_code: mine.code }, headers })
      ).status(),
    ).toBe(200);
    const own = await page.request.post('/api/admin/playlists', {
      data: {
        deviceid: mine.deviceid,
        playlistName: 'From my dashboard',
        playlistFormat: 'm3u',
        m3uUrl: 'http://mine.example.com/get.php?username=me&password=my-secret',
        hide_playlist_info: false,
      },
      headers,
    });
    expect(own.status()).toBe(201);
    const fromMyList = await page.request.post('/api/playlist_v3', {
      data: {
        query: {
          url: 'http://list.example.com',
          username: 'someone',
          password: 'their-secret',
          playlistName: 'From My List',
          deviceid: mine.deviceid,
          hide_playlist_info: true,
        },
      },
    });
    expect(fromMyList.status()).toBe(200);

    await page.goto(`/dashboard/devices/${encodeURIComponent(mine.deviceid)}/show`);
    await settled(page);
    await page.getByRole('button', { name: text(locale, 'devices', 'release.action') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text(locale, 'devices', 'release.content'));
    await expect(dialog).toContainText(forOne(locale, 'devices', 'release.removes'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: text(locale, 'devices', 'release.action') }).click();
    await expect(page).toHaveURL('/dashboard/devices');
    // The TV keeps what others added; what the customer added in the dashboard left with the customer.
    const sync = await request.post('/api/app/sync', {
      data: { deviceid: mine.deviceid, device_key: mine.deviceKey },
    });
    const { playlists } = (await sync.json()) as { playlists: { name: string }[] };
    expect(playlists.map((playlist) => playlist.name)).toEqual(['From My List']);
  });
}
