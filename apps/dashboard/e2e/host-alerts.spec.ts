import { expect, type Page } from '@playwright/test';
import { signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { test } from './support/test.ts';

/** The demo reseller's entry with code 246810. */
const providerLine = 'http://line.demo-provider.example:8080';

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

/** A new TV with a playlist added with the demo reseller's code, whose server refused its login just now. */
async function failingTv(page: Page) {
  const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Alert TV' } });
  expect(registered.status()).toBe(201);
  const tv = (await registered.json()) as { deviceid: string; device_key: string };
  const added = await page.request.post('/api/playlist_v3', {
    data: {
      query: {
        host_code: 246810,
        username: 'client',
        password: 'secret',
        playlistName: 'Provider line',
        deviceid: tv.deviceid,
        hide_playlist_info: false,
      },
    },
  });
  expect(added.status()).toBe(200);
  const sync = await page.request.post('/api/app/sync', { data: tv });
  const [playlist] = ((await sync.json()) as { playlists: { id: string }[] }).playlists;
  const reported = await page.request.post('/api/app/playlist-status', {
    data: { ...tv, playlist_id: playlist?.id, status: 'auth_failed', checked_at: new Date().toISOString() },
  });
  expect(reported.status()).toBe(200);
  return tv.deviceid;
}

for (const locale of ['en', 'ar'] as const) {
  test(`a reseller goes from a failing host to its clients and chooses host alerts, in ${locale}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const deviceId = await failingTv(page);
    await signInAsDemo(page, 'reseller');
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
    await page.goto('/dashboard/host-health');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    // Each host is a link to the clients whose TVs failed on it.
    // The translation isolates the host left to right inside the link's name.
    const open = page.getByRole('link', {
      name:
        locale === 'en'
          ? `See the failing clients of ${ltr(providerLine)}`
          : `عرض العملاء المتعثرين على ${ltr(providerLine)}`,
    });
    await open.click();
    await expect(page).toHaveURL(/\/dashboard\/host-clients\?/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'en' ? 'Failing clients' : 'العملاء المتعثرون',
    );
    const row = page.getByRole('row', { name: new RegExp(deviceId) });
    await expect(row.getByRole('cell').nth(3)).toHaveText(
      locale === 'en' ? 'Login refused' : 'رُفض تسجيل الدخول',
    );
    await expect(row.getByRole('cell').nth(2)).toHaveText(providerLine);
    // The device id reads left to right and opens the client's page.
    const client = row.getByRole('link', { name: deviceId });
    await expect(client.locator('bdi')).toHaveAttribute('dir', 'ltr');
    await expectNoViolations(page);

    // On a phone: a simple list that fits.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await settled(page);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('link', { name: deviceId })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('link', { name: deviceId }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients\/.+\/show/);

    // The account's e-mail preferences hold the host alerts.
    await page.goto('/dashboard/account/notifications');
    await settled(page);
    const form = page.getByRole('form', { name: locale === 'en' ? 'Host alerts' : 'تنبيهات المضيفين' });
    const minimum = form.getByRole('spinbutton');
    await minimum.fill('0');
    await form.getByRole('button').click();
    await expect(
      form.getByText(locale === 'en' ? 'Please enter 1 or more.' : 'يُرجى إدخال قيمة لا تقل عن 1.'),
    ).toBeVisible();
    await expect(minimum).toHaveAttribute('aria-invalid', 'true');
    await minimum.fill('4');
    await form.getByRole('button').click();
    await expect(form.getByRole('status')).toHaveText(
      locale === 'en' ? 'Your choice is saved.' : 'تم حفظ اختيارك.',
    );
    await page.reload();
    await settled(page);
    await expect(form.getByRole('spinbutton')).toHaveValue('4');
    await expectNoViolations(page);
  });
}
