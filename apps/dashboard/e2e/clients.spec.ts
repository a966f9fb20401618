import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { test } from './support/test.ts';

/** The demo reseller's first whitelist entry: its code, its address and its backup address. */
const code = 246810;
const lineHost = 'http://line.demo-provider.example:8080';
const backupHost = 'http://backup.demo-provider.example:8080';

/**
 * A client as one comes about: a TV registers the way the app does, and My List adds a playlist to it with
 * the reseller's code, beside a playlist of another provider that the reseller must never see.
 */
async function newClient(page: Page, stamp: string): Promise<string> {
  const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Client TV' } });
  expect(registered.status()).toBe(201);
  const { deviceid } = (await registered.json()) as { deviceid: string };
  const add = (query: Record<string, unknown>) =>
    page.request.post('/api/playlist_v3', {
      data: { query: { username: 'journey', deviceid, hide_playlist_info: true, ...query } },
    });
  const byCode = await add({ host_code: code, password: 'code-secret', playlistName: `By code ${stamp}` });
  expect(byCode.status()).toBe(200);
  const elsewhere = await add({
    url: `http://elsewhere-${stamp}.example.com`,
    password: 'other-secret',
    playlistName: `Elsewhere ${stamp}`,
  });
  expect(elsewhere.status()).toBe(200);
  return deviceid;
}

/** The host of the reseller's playlists on a client, as the API reports it. */
async function hostsOn(page: Page, deviceid: string): Promise<string[]> {
  const response = await page.request.get(`/api/admin/clients/${encodeURIComponent(deviceid)}`);
  const client = (await response.json()) as { client_playlists: { host: string }[] };
  return client.client_playlists.map((playlist) => playlist.host);
}

test.describe('clients', () => {
  test('a reseller finds a new client, sees only their playlist on it, and moves its host with undo', async ({
    page,
  }) => {
    // A whole journey through several screens, on a machine shared with other suites.
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36);
    await signInAsDemo(page, 'reseller');
    const deviceid = await newClient(page, stamp);

    await page.getByRole('menuitem', { name: 'Clients' }).click();
    await expect(page).toHaveURL(/\/dashboard\/clients/);
    await page.getByRole('textbox', { name: 'Search by device ID' }).fill(deviceid);
    const row = page.getByRole('row', { name: new RegExp(deviceid) });
    await expect(row).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expect(row).toContainText(lineHost);
    await expect(row).toContainText(/Trial until /);

    // The export holds what the list shows of the filtered clients, and nothing of other providers'.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const csv = await readFile(String(await download.path()), 'utf8');
    expect(csv.trim().split('\r\n')).toEqual([
      'device_id,licence_state,license_expiry,last_seen,playlists,hosts',
      expect.stringMatching(new RegExp(`^${deviceid},trial,[^,]+,[^,]*,1,${lineHost}$`)),
    ]);
    expect(csv).not.toContain('elsewhere');

    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: `Client ${ltr(deviceid)}` })).toBeVisible();
    await expect(page.getByText(`By code ${stamp}`)).toBeVisible();
    await expect(page.getByText(`Elsewhere ${stamp}`)).toHaveCount(0);
    await expect(page.getByText(/secret/)).toHaveCount(0);

    // The host move, from the list: a host that is not the reseller's is refused with the way to add it.
    await page.goto('/dashboard/clients');
    // The list comes back as it was left, its search in the address, before anything on it is clicked.
    await expect(page).toHaveURL(/\/dashboard\/clients\?filter=/);
    await page.getByRole('link', { name: 'Change a host' }).click();
    await expect(page).toHaveURL('/dashboard/clients/mass-update');
    await expect(
      page.getByRole('heading', { name: "Change the host of your clients' playlists", level: 2 }),
    ).toBeVisible();
    const hosts = (await (await page.request.get('/api/admin/clients/hosts')).json()) as {
      host: string;
      playlists: number;
      devices: number;
    }[];
    const line = hosts.find((entry) => entry.host === lineHost);
    expect(line?.playlists).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Current host' }).click();
    await page.getByRole('option', { name: new RegExp(lineHost.replaceAll('.', '\\.')) }).click();
    await page.getByRole('textbox', { name: 'New host' }).fill(`https://not-mine-${stamp}.example.com`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('This host is not on your whitelist.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open my whitelist' })).toHaveAttribute(
      'href',
      '/dashboard/whitelist',
    );

    await page.getByRole('textbox', { name: 'New host' }).fill(backupHost);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText(`Playlists: ${line?.playlists}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Devices: ${line?.devices}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Change the host' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(
        `Every playlist of your clients that uses ${ltr(lineHost)} will use ${ltr(backupHost)} instead.`,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByText(
        line?.playlists === 1
          ? `1 playlist now uses ${ltr(backupHost)} instead of ${ltr(lineHost)}.`
          : `${line?.playlists} playlists now use ${ltr(backupHost)} instead of ${ltr(lineHost)}.`,
      ),
    ).toBeVisible();
    expect(await hostsOn(page, deviceid)).toEqual([backupHost]);

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(
      page.getByText(`Undone: ${line?.playlists} playlists use ${ltr(lineHost)} again.`),
    ).toBeVisible();
    expect(await hostsOn(page, deviceid)).toEqual([lineHost]);
  });

  test('the clients list becomes a simple list on a 390-pixel-wide phone', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsDemo(page, 'reseller');
    await page.goto('/dashboard/clients');
    // The demo device on the verified demo host; the one on the unverified host is nobody's client.
    await expect(page.getByText('A2:B1:C2:D3:E4:03')).toBeVisible();
    await expect(page.getByText('A2:B1:C2:D3:E4:02')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByText('A2:B1:C2:D3:E4:03').click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Client ${ltr('A2:B1:C2:D3:E4:03')}` }),
    ).toBeVisible();
    await expect(page.getByText('Bedroom')).toBeVisible();
    const showOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(showOverflow).toBeLessThanOrEqual(0);
  });

  test('a customer has no clients entry, and the API refuses them the clients', async ({ page }) => {
    await signInAsDemo(page, 'customer');
    await expect(page.getByRole('menuitem', { name: 'Playlists' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Clients' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/clients')).status()).toBe(403);
  });

  for (const locale of ['en', 'ar'] as const) {
    // The clients' screens themselves are scanned by the walk (`support/walk.ts`).
    test(`the clients' host update refused for a host not whitelisted has no WCAG 2.2 A/AA violations in ${locale}`, async ({
      page,
    }) => {
      test.slow();
      await signInAsDemo(page, 'reseller');
      await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
      await page.goto('/dashboard/clients/mass-update');
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await page.locator('#old_host').click();
      await page.getByRole('option').first().click();
      await page.locator('#new_host').fill('http://not-whitelisted.example.com');
      await page.locator('form button[type="submit"]').click();
      // The refusal under the field, and the way to resolve it under the form.
      await expect(page.locator('#new_host-helper-text')).not.toBeEmpty();
      await expect(page.locator('form a[href="/dashboard/whitelist"]')).toBeVisible();
      await expectNoViolations(page);
    });
  }
});
