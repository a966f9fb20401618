import { newDeviceId } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { text } from './texts.ts';

// Only a device's owner can lock its uploads, from the dashboard; the site's part is to explain the API's
// refusal (its integration tests prove the refusal itself), so the answer is the API's own 403 body.
const refusal = {
  status: 403,
  json: {
    error: 'The owner of this device has locked uploads: playlists can only be added from their dashboard.',
    code: 'upload_protected',
  },
};

for (const locale of ['en', 'ar'] as const) {
  test(`explains that the owner locked uploads and points to the dashboard (${locale})`, async ({ page }) => {
    let sent = 0;
    await page.route('**/api/playlist_v3', (route) => {
      sent += 1;
      return route.fulfill(refusal);
    });
    await page.goto(locale === 'en' ? '/mylist' : `/${locale}/mylist`);
    const form = page.locator('form.playlist-form');
    await form.locator('input[name="deviceid"]').fill(newDeviceId());
    await form.locator('input[name="playlistName"]').fill('Locked');
    await form.locator('input[name="m3uUrl"]').fill('http://a.example.com/get.php?username=u&password=p');
    await form.locator('button[type="submit"]').click();

    const alert = form.getByRole('alert');
    await expect(alert).toContainText(
      text(locale, 'errors', 'playlist.error', {
        message: text(locale, 'errors', 'playlist.upload_protected'),
      }),
    );
    const link = alert.getByRole('link', { name: text(locale, 'mylist', 'result.dashboardLink') });
    await expect(link).toHaveAttribute('href', '/dashboard/login');
    await expect(link).toHaveAttribute('target', '_blank');
    expect(sent).toBe(1);
    if (locale === 'en') {
      await expect(alert).toContainText('locked uploads');
      await expect(alert).toContainText('dashboard');
    } else {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(alert).not.toContainText('locked uploads');
    }
  });
}
