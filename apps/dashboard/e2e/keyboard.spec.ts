import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoAccounts, demoPassword, signIn } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { signInAsOperator } from './support/operator.ts';
import { receiver } from './support/receiver.ts';
import { settled, watchRequests } from './support/settle.ts';

/** Presses Tab until `target` has the focus, as a person does; fails if a whole round of the page misses it. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a customer opens a device and leaves a dialog with the keyboard alone', async ({ page }) => {
  test.slow();
  watchRequests(page);
  await page.goto('/dashboard/login');
  await signIn(page, demoAccounts.customer, demoPassword);
  await expect(page).toHaveURL('/dashboard/');

  // A TV of the customer's own, so that the list has a row whatever other journeys did with the demo's.
  const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Keyboard TV' } });
  const tv = (await registered.json()) as { deviceid: string; device_key: string };
  const claimed = await page.request.post('/api/admin/devices/claim', {
    data: { deviceid: tv.deviceid, device_key: tv.device_key },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(claimed.status()).toBe(200);
  await settled(page);

  // From the menu to the list, and from the list into the device, with Tab and Enter only.
  await tabTo(page, page.getByRole('menuitem', { name: 'My devices' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/devices/);
  await settled(page);
  const row = page.locator('.RaDatagrid-clickableRow').filter({ hasText: tv.deviceid });
  await tabTo(page, row, 200);
  // The focused row shows that it has the focus.
  expect(await row.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/dashboard/devices/${encodeURIComponent(tv.deviceid)}/show`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tv.deviceid);
  await expectNoViolations(page);

  // A dialog opened from the keyboard closes with Escape and gives the focus back to what opened it.
  const release = page.getByRole('button', { name: 'Release' });
  await tabTo(page, release, 200);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(tv.deviceid);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(release).toBeFocused();
  await expect(page).toHaveURL(`/dashboard/devices/${encodeURIComponent(tv.deviceid)}/show`);
});

test("on a phone, an operator's licence actions are icons that still say what they do", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  watchRequests(page);
  await signInAsOperator(page);
  const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Phone TV' } });
  const tv = (await registered.json()) as { deviceid: string };
  await page.goto(`/dashboard/devices/${encodeURIComponent(tv.deviceid)}/show`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tv.deviceid);
  for (const name of ['Grant Basic', 'Grant or extend Premium', 'Revoke licence']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    // Shown as an icon alone on a phone: its name is all a screen reader has.
    await expect(button).not.toContainText(name);
  }
  await expectNoViolations(page);
});

test('a reseller adds a webhook endpoint, keeps its secret and sends a test event with the keyboard alone', async ({
  page,
}) => {
  test.slow();
  const hook = await receiver();
  try {
    watchRequests(page);
    await page.goto('/dashboard/login');
    await signIn(page, demoAccounts.reseller, demoPassword);
    await expect(page).toHaveURL('/dashboard/');
    await settled(page);

    await tabTo(page, page.getByRole('menuitem', { name: 'Webhooks' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/webhooks/);
    await settled(page);
    await tabTo(page, page.getByRole('link', { name: 'Add endpoint' }).first());
    await page.keyboard.press('Enter');
    const url = page.getByRole('textbox', { name: 'Endpoint URL' });
    await tabTo(page, url);
    await page.keyboard.type(hook.url);
    await tabTo(page, page.getByRole('button', { name: 'Add endpoint' }));
    await page.keyboard.press('Enter');

    // The secret is shown once, in a dialog that holds the focus until it is closed.
    const dialog = page.getByRole('dialog', { name: 'Your signing secret' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    const copied = dialog.getByRole('button', { name: 'I have copied it' });
    await tabTo(page, copied, 20);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/webhooks\/[0-9a-f-]+\/show$/);
    await settled(page);

    await tabTo(page, page.getByRole('button', { name: 'Send a test event' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => hook.received.length, { timeout: 30_000 }).toBe(1);
    expect(JSON.parse(hook.received[0]?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
  } finally {
    await hook.close();
  }
});
