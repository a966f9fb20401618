import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { test } from './support/test.ts';

interface Tv {
  deviceid: string;
  deviceKey: string;
}

/** A TV as the app makes one: it registers and gets its id and key from the server. */
async function registeredTv(request: APIRequestContext): Promise<Tv> {
  const registered = await request.post('/api/app/register', { data: { device_brand: 'Whitelist TV' } });
  expect(registered.status()).toBe(201);
  const { deviceid, device_key } = (await registered.json()) as { deviceid: string; device_key: string };
  return { deviceid, deviceKey: device_key };
}

/** What the TV reads at its next sync. */
async function playlistsOf(request: APIRequestContext, tv: Tv) {
  const synced = await request.post('/api/app/sync', {
    data: { deviceid: tv.deviceid, device_key: tv.deviceKey },
  });
  expect(synced.status()).toBe(200);
  return (
    (await synced.json()) as { playlists: { name: string; host: string; backup_host: string | null }[] }
  ).playlists;
}

/** My List on the site, in its 6-digit code mode, as a client of the reseller uses it. */
async function addWithCodeInMyList(page: Page, tv: Tv, code: string, name: string) {
  await page.goto('/mylist');
  await page.getByLabel(/^Device ID \(MAC address\)/).fill(tv.deviceid);
  await page.getByLabel(/^Playlist name/).fill(name);
  await page.getByRole('radio', { name: '6-digit code' }).check();
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(code);
  await page.getByLabel(/^Username/).fill('client');
  await page.getByLabel(/^Password/).fill('client-secret');
  await page.getByRole('button', { name: 'Send to my device' }).click();
  await expect(page.locator('form.playlist-form .status')).toContainText(
    `Success: The playlist “${name}” was added to device ${ltr(tv.deviceid)}.`,
  );
}

const hostField = (page: Page) => page.getByRole('textbox', { name: 'Host URL' });
const backupField = (page: Page) => page.getByRole('textbox', { name: 'Backup URL' });

test.describe('the whitelist', () => {
  test('a reseller adds a host with a backup, a client adds it by code in My List, and the device follows an edit', async ({
    page,
    context,
  }) => {
    // Several screens of the dashboard and the site, on a machine shared with other suites.
    test.setTimeout(300_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const stamp = Date.now().toString(36);
    const host = `http://line-${stamp}.provider.example:8080`;
    const backup = `http://backup-${stamp}.provider.example:8080`;
    const movedHost = `https://moved-${stamp}.provider.example`;
    const movedBackup = `https://moved-backup-${stamp}.provider.example:8443`;

    await signInAsDemo(page, 'reseller');
    // The guide: "Choose Whitelist in the dashboard menu to see the hosts you have already added."
    await page.getByRole('menuitem', { name: 'Whitelist' }).click();
    await expect(page).toHaveURL('/dashboard/whitelist');
    await expect(page.getByRole('heading', { level: 1, name: 'Whitelist' })).toBeVisible();
    await expect(page.getByRole('row', { name: /line\.demo-provider\.example:8080/ })).toContainText(
      '246810',
    );

    // "Select Create and add your host", with the rules of the host format.
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/whitelist/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please fill in the required field')).toBeVisible();
    await hostField(page).fill(`${host}/get.php`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(
        `Enter only the protocol, host name and optional port, like ${ltr('https://example.com:8080')}`,
      ),
    ).toBeVisible();
    await hostField(page).fill(host);
    await backupField(page).fill(host.toUpperCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The backup URL must be different from the host URL.')).toBeVisible();
    // The reseller lists an address once: its first entry's backup host cannot be this one's too.
    await backupField(page).fill('http://backup.demo-provider.example:8080');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This address is already on your whitelist.')).toBeVisible();

    // "Select Save": the host joins the whitelist, and "a 6-digit code now appears next to the host".
    await backupField(page).fill(backup);
    await page.getByRole('button', { name: 'Save' }).click();
    const created = page.getByText(/^The host joined your whitelist\. Its code is \u2066\d{6}\u2069\.$/);
    await expect(created).toBeVisible();
    const code = (await created.textContent())?.match(/\d{6}/)?.[0] ?? '';
    await expect(page).toHaveURL('/dashboard/whitelist');
    const row = page.getByRole('row', { name: new RegExp(`line-${stamp}`) });
    await expect(row).toContainText(code);
    await expect(row).toContainText(backup);
    await expect(row).toContainText('Not verified');
    await row.getByRole('button', { name: `Copy the code ${ltr(code)}` }).click();
    await expect(page.getByText(`Code ${ltr(code)} copied.`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(page).toHaveURL('/dashboard/whitelist');

    // A client types the code in My List for their TV; the TV plays from the host, with its backup.
    const tv = await registeredTv(page.request);
    await addWithCodeInMyList(page, tv, code, `Reseller ${stamp}`);
    expect(await playlistsOf(page.request, tv)).toEqual([
      expect.objectContaining({ name: `Reseller ${stamp}`, host, backup_host: backup }),
    ]);

    // The reseller moves the host: the TV reads the new addresses at its next sync.
    await page.goto('/dashboard/whitelist');
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');
    await row.getByText(host).click();
    await expect(page.getByRole('heading', { level: 1, name: `Host ${ltr(host)}` })).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await hostField(page).fill(movedHost);
    await backupField(page).fill(movedBackup);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The host was saved. Its changes apply at once.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`moved-${stamp}`) }).first()).toContainText(code);
    expect(await playlistsOf(page.request, tv)).toEqual([
      expect.objectContaining({ name: `Reseller ${stamp}`, host: movedHost, backup_host: movedBackup }),
    ]);

    // A new code: the old one stops working for new playlists at once.
    await page
      .getByRole('row', { name: new RegExp(`moved-${stamp}`) })
      .first()
      .getByText(movedHost)
      .click();
    await page.getByRole('button', { name: 'New code' }).click();
    const renewal = page.getByRole('dialog');
    await expect(renewal).toContainText(`Give ${ltr(movedHost)} a new code?`);
    await expect(renewal).toContainText(`The code ${ltr(code)} stops working at once for new playlists.`);
    await renewal.getByRole('button', { name: 'Confirm' }).click();
    const renewed = page.getByText(/^The new code is \u2066\d{6}\u2069\.$/);
    await expect(renewed).toBeVisible();
    const newCode = (await renewed.textContent())?.match(/\d{6}/)?.[0] ?? '';
    expect(newCode).not.toBe(code);
    await expect(page.getByText(newCode, { exact: true })).toBeVisible();
    const check = async (hostCode: string) =>
      (await (
        await page.request.post('/api/checkHostCode', { data: { host_code: Number(hostCode) } })
      ).json()) as {
        exists: boolean;
      };
    expect(await check(code)).toEqual({ exists: false });
    expect(await check(newCode)).toEqual({ exists: true });

    // Removing it says how many playlists use it and what becomes of them.
    await page.getByRole('button', { name: 'Delete' }).click();
    const removal = page.getByRole('dialog');
    await expect(removal).toContainText(`Remove ${ltr(movedHost)} from your whitelist?`);
    await expect(removal).toContainText('1 playlist uses this host.');
    await expect(removal).toContainText('Playlists added with its code keep their current host');
    await removal.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The host was removed from your whitelist.')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/whitelist');
    await expect(page.getByRole('row', { name: new RegExp(`moved-${stamp}`) })).toHaveCount(0);
    expect(await playlistsOf(page.request, tv)).toEqual([
      expect.objectContaining({ host: movedHost, backup_host: null }),
    ]);
  });

  test('a customer has no Whitelist in the menu and is not authorized at its addresses', async ({ page }) => {
    await signInAsDemo(page, 'customer');
    await expect(page.getByRole('menuitem', { name: 'Playlists' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Whitelist' })).toHaveCount(0);
    for (const path of ['/dashboard/whitelist', '/dashboard/whitelist/create']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'You are not authorized to do this.',
      );
      await expect(hostField(page)).toHaveCount(0);
      await expect(page.getByText('line.demo-provider.example')).toHaveCount(0);
    }
  });

  test('the list becomes a simple list on a 390-pixel-wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsDemo(page, 'reseller');
    await page.goto('/dashboard/whitelist');
    const item = page.getByRole('link', { name: /https:\/\/tv\.demo-provider\.example/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`Code: ${ltr('135790')}`);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await item.click();
    await expect(page).toHaveURL(/\/dashboard\/whitelist\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Host ${ltr('https://tv.demo-provider.example')}` }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const locale of ['en', 'ar'] as const) {
    // The screens themselves, with the create form's errors, are scanned by the walk (`support/walk.ts`).
    test(`the whitelist entry's dialogs have no WCAG 2.2 A/AA violations in ${locale}`, async ({ page }) => {
      test.slow();
      await signInAsDemo(page, 'reseller');
      await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);

      await page.goto('/dashboard/whitelist');
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await page
        .getByRole('row', { name: /tv\.demo-provider\.example/ })
        .getByText('https://tv.demo-provider.example')
        .click();
      await expect(page).toHaveURL(/\/dashboard\/whitelist\/[0-9a-f-]{36}$/);
      // The entry's page, once drawn: the list stays on screen until its code has arrived.
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: /tv\.demo-provider\.example/ })).toBeVisible();
      await expect(page.locator('[role="progressbar"]')).toHaveCount(0);

      for (const opens of [
        page.getByRole('button', { name: locale === 'ar' ? 'حذف' : 'Delete' }),
        page.getByRole('button', { name: locale === 'ar' ? 'رمز جديد' : 'New code' }),
      ]) {
        await opens.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });
  }
});
