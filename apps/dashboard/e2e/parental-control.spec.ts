import { expect, type Page } from '@playwright/test';
import { text } from '@vela/playwright-config/texts';
import { demoPassword, signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { test } from './support/test.ts';
import { claimDigitFirstDevice } from './support/walk.ts';

const pin = '73915824';

/** The demo customer's own new TV, whose id starts with a digit, with one playlist of theirs on it. */
async function tvWithPlaylist(page: Page, name: string) {
  const tv = await claimDigitFirstDevice(page);
  const added = await page.request.post('/api/admin/playlists', {
    data: {
      deviceid: tv.deviceid,
      playlistName: name,
      playlistFormat: 'xtream',
      host: 'http://parental.example.com',
      username: 'parental-user',
      password: 'parental-secret',
      hide_playlist_info: false,
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(added.status()).toBe(201);
  return { ...tv, playlistId: String(((await added.json()) as { id: string }).id) };
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`parental control in ${language}`, () => {
    const t = (namespace: string, key: string, values: Record<string, string> = {}) =>
      text(language, namespace, key, values);

    test('a PIN on the TV locks a playlist until the PIN unlocks it, and the password clears it', async ({
      page,
    }) => {
      test.slow();
      // Signed in on the English form; every page after it in the journey's language.
      await signInAsDemo(page, 'customer');
      await page.addInitScript((code) => localStorage.setItem('locale', code), language);
      const name = `Late films ${language} ${Date.now()}`;
      const tv = await tvWithPlaylist(page, name);
      const devicePage = `/dashboard/devices/${encodeURIComponent(tv.deviceid)}/show`;

      // Setting the PIN, typed twice.
      await page.goto(devicePage);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByText(t('devices', 'parental.pin_not_set'))).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: t('devices', 'parental.set') }).click();
      const setting = page.getByRole('dialog', { name: t('devices', 'parental.set') });
      await setting.getByLabel(t('devices', 'parental.pin'), { exact: false }).first().fill(pin);
      await setting.getByLabel(t('devices', 'parental.pin_repeat'), { exact: false }).fill(pin);
      await expectNoViolations(page);
      await setting.getByRole('button', { name: t('devices', 'parental.set') }).click();
      await expect(page.getByText(t('devices', 'parental.pin_set'))).toBeVisible();
      await expect(page.getByText(pin)).toHaveCount(0);

      // Locking the playlist from its page; the TV learns it from its sync.
      await page.goto(`/dashboard/playlists/${tv.playlistId}`);
      await page.getByRole('button', { name: t('playlists', 'lock.lock') }).click();
      await expect(page.getByRole('img', { name: t('playlists', 'lock.label') })).toBeVisible();
      const sync = await page.request.post('/api/app/sync', {
        data: { deviceid: tv.deviceid, device_key: tv.device_key },
      });
      expect(sync.status()).toBe(200);
      const synced = (await sync.json()) as {
        pin_set: boolean;
        playlists: { id: string; locked: boolean }[];
      };
      expect(synced.pin_set).toBe(true);
      expect(synced.playlists).toContainEqual(expect.objectContaining({ id: tv.playlistId, locked: true }));

      // Deleting it asks for the PIN; a wrong one is said to be wrong, the right one lets the deletion through.
      await page.getByRole('button', { name: t('ra', 'action.delete') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('ra', 'action.confirm') })
        .click();
      const unlock = page.getByRole('dialog', { name: t('devices', 'parental.unlock_title') });
      await expect(unlock).toBeVisible();
      await expectNoViolations(page);
      await unlock.getByLabel(t('devices', 'parental.pin'), { exact: false }).fill('11112222');
      await unlock.getByRole('button', { name: t('devices', 'parental.unlock') }).click();
      await expect(unlock.getByText(t('errors', 'dashboard.parental_pin_wrong'))).toBeVisible();
      await unlock.getByLabel(t('devices', 'parental.pin'), { exact: false }).fill(pin);
      await unlock.getByRole('button', { name: t('devices', 'parental.unlock') }).click();
      await expect(page.getByText(t('errors', 'dashboard.playlist_deleted'))).toBeVisible();
      expect((await page.request.get(`/api/admin/playlists/${tv.playlistId}`)).status()).toBe(404);

      // Clearing the PIN with the account password.
      await page.goto(devicePage);
      await page.getByRole('button', { name: t('devices', 'parental.clear') }).click();
      const clearing = page.getByRole('dialog');
      await clearing.getByLabel(t('devices', 'parental.password'), { exact: false }).fill(demoPassword);
      await clearing.getByRole('button', { name: t('devices', 'parental.clear') }).click();
      await expect(page.getByText(t('devices', 'parental.pin_not_set'))).toBeVisible();
    });
  });
}
