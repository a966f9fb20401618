import { expect, type Page } from '@playwright/test';
import { newSignedInAccount, signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { test } from './support/test.ts';

const password = 'host health journey password';
/** The demo reseller's entry with code 246810. */
const providerLine = 'http://line.demo-provider.example:8080';

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

test('a TV that cannot reach a provider flags the host for its reseller and tells its owner why', async ({
  page,
}) => {
  // Sign-up by e-mail, a TV, two people's screens: several slow steps on a machine shared with other suites.
  test.setTimeout(300_000);
  await newSignedInAccount(page, password, 'health');
  await expect(page.getByRole('menuitem', { name: 'Playlists' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Host health' })).toHaveCount(0);

  // The TV registers, its owner claims it with the code it shows, and a playlist comes with the provider's code.
  const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Health TV' } });
  expect(registered.status()).toBe(201);
  const tv = (await registered.json()) as { deviceid: string; device_key: string };
  const pairing = await page.request.post('/api/app/pairing-code', { data: tv });
  const { code } = (await pairing.json()) as { code: string };
  const claim = await page.request.post('/api/admin/devices/claim', {
    data: { pairing_code: code },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(claim.status()).toBe(200);
  const stamp = Date.now().toString(36);
  const playlistName = `Provider line ${stamp}`;
  const added = await page.request.post('/api/playlist_v3', {
    data: {
      query: {
        host_code: 246810,
        username: 'client',
        password: 'secret',
        playlistName,
        deviceid: tv.deviceid,
        hide_playlist_info: true,
      },
    },
  });
  expect(added.status()).toBe(200);
  const sync = await page.request.post('/api/app/sync', { data: tv });
  const { playlists } = (await sync.json()) as { playlists: { id: string; name: string }[] };
  const playlist = playlists.find((entry) => entry.name === playlistName);
  expect(playlist).toBeDefined();

  // The TV loads it and cannot reach the provider's server.
  const reported = await page.request.post('/api/app/playlist-status', {
    data: { ...tv, playlist_id: playlist?.id, status: 'unreachable', checked_at: new Date().toISOString() },
  });
  expect(reported.status()).toBe(200);

  await page.getByRole('menuitem', { name: 'Playlists' }).click();
  const row = page.getByRole('row', { name: new RegExp(playlistName) });
  await expect(row.getByText('Server unreachable')).toBeVisible();
  await expect(row.getByText(/^Checked /)).toBeVisible();
  await expectNoViolations(page);
  await row.getByText(playlistName).click();
  await expect(page.getByRole('heading', { name: 'Last check by the TV: Server unreachable' })).toBeVisible();
  await expect(
    page.getByText("The TV could not reach the provider's server", { exact: false }),
  ).toBeVisible();
  await expectNoViolations(page);

  // The provider's reseller sees it on the host of that code.
  await page.context().clearCookies();
  await signInAsDemo(page, 'reseller');
  await page.getByRole('menuitem', { name: 'Host health' }).click();
  await expect(page).toHaveURL(/\/dashboard\/host-health/);
  const host = page.getByRole('row', { name: new RegExp(providerLine.replaceAll('.', '\\.')) });
  await expect(host.getByRole('cell').nth(1)).toHaveText('Failing');
  await expect(host.getByRole('cell').nth(2)).toHaveText('0');
  // Other journeys of the run may report failures on the demo host too: at least this TV's.
  await expect(host.getByRole('cell').nth(3)).toHaveText(/^[1-9]\d*$/);
  await expect(host.getByRole('cell').nth(5)).toHaveText(/^[1-9]\d*$/);
  await expect(host.getByRole('cell').nth(7)).not.toHaveText('Never');
  // Its backup address has heard nothing.
  const backup = page.getByRole('row', { name: /backup\.demo-provider\.example/ });
  await expect(backup.getByRole('cell').nth(1)).toHaveText('No reports in 24 hours');
  await expect(backup.getByRole('cell').nth(7)).toHaveText('Never');

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Failing hosts' }).click();
  await expect(page.getByRole('row', { name: /backup\.demo-provider\.example/ })).toHaveCount(0);
  await expect(host).toBeVisible();
});

test('the host health list is a simple list that fits a 390 pixel wide phone', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page, 'reseller');
  await page.goto('/dashboard/host-health');
  await settled(page);
  const item = page.getByRole('listitem').filter({ hasText: 'backup.demo-provider.example' });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Last report:');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const locale of ['en', 'ar'] as const) {
  // On a desktop, the screen is scanned by the walk (`support/walk.ts`); on a phone it is a list of its own.
  test(`the host health screen on a 390-pixel phone has no WCAG 2.2 A/AA violations in ${locale}`, async ({
    page,
  }) => {
    test.slow();
    await signInAsDemo(page, 'reseller');
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/host-health');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(providerLine).first()).toBeVisible();
    await expectNoViolations(page);
  });
}
