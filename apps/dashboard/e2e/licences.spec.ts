import { type Browser, expect, type Page } from '@playwright/test';
import { text } from '@vela/playwright-config/texts';
import { newSignedInAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

const password = 'licences journey password';
const operatorEmail = 'operator@velaplayer.example';

/** A random hardware MAC address as a TV reports it: lower case with dashes. */
function reportedMac() {
  const bytes = Array.from({ length: 6 }, () =>
    Math.floor(Math.random() * 256)
      .toString(16)
      .padStart(2, '0'),
  );
  return bytes.join('-');
}

/**
 * A customer in a browser of their own, signed in, who owns a TV: the TV registers as the app does (with its
 * MAC address) and the customer claims it with its device id and key.
 */
async function customerWithTv(browser: Browser) {
  const page = await browser.newPage();
  const email = await newSignedInAccount(page, password, 'licences');
  const mac = reportedMac();
  const registered = await page.request.post('/api/app/register', {
    data: { device_brand: 'Licence TV', mac_address: mac },
  });
  expect(registered.status()).toBe(201);
  const { deviceid, device_key } = (await registered.json()) as { deviceid: string; device_key: string };
  const claimed = await page.request.post('/api/admin/devices/claim', {
    data: { deviceid, device_key },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(claimed.status()).toBe(200);
  return { page, email, deviceid, mac };
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

/**
 * Types into a filter of the device list and waits until the list applied it: the list follows the input after
 * a pause, and would take the page back to itself if it were left before then.
 */
async function filterBy(page: Page, field: 'mac' | 'owner', label: string, value: string) {
  await page.getByRole('textbox', { name: label }).fill(value);
  await page.waitForURL((url) => {
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    return (filter[field] ?? '') === value;
  });
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

/** The operator opens the device from the list, found by part of its owner's e-mail address. */
async function openByOwner(page: Page, email: string, deviceid: string) {
  await page.goto('/dashboard/devices');
  await filterBy(page, 'owner', "Owner's e-mail", email.slice(0, -6).toUpperCase());
  await page.getByRole('cell', { name: deviceid }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Device ${ltr(deviceid)}` })).toBeVisible();
}

test('an operator finds a TV by MAC and owner, grants and revokes its licence with reasons, and the log and the owner see it', async ({
  page,
  browser,
}) => {
  // Two people, a sign-up with its e-mail and an operator's two-factor sign-in, on a shared machine.
  test.slow();
  const customer = await customerWithTv(browser);
  await signInAsOperator(page);

  await page.getByRole('menuitem', { name: 'All devices' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices/);
  // By MAC address, typed in another notation than the TV reported it.
  await page
    .getByRole('textbox', { name: 'MAC address' })
    .fill(customer.mac.toUpperCase().replaceAll('-', ':'));
  const row = page.getByRole('row', { name: new RegExp(customer.deviceid) });
  await expect(row).toContainText(customer.email);
  await expect(page.getByRole('row')).toHaveCount(2);
  await filterBy(page, 'mac', 'MAC address', '');
  await openByOwner(page, customer.email, customer.deviceid);
  await expect(page.getByRole('link', { name: customer.email, exact: true })).toBeVisible();
  await expect(page.getByText('Added to an account')).toBeVisible();

  // Grant Premium: the reason is required, then the licence and the history show the change at once.
  await page.getByRole('button', { name: 'Grant or extend Premium' }).click();
  const grant = page.getByRole('dialog', { name: `Grant or extend Premium for ${ltr(customer.deviceid)}` });
  // Before the reason is written, the operator is told who will read it.
  await expect(grant).toContainText(
    "The device's owner will read this reason in the device's history, as written by Support.",
  );
  await grant.getByRole('button', { name: 'Grant or extend Premium' }).click();
  await expect(grant.getByText('Please fill in the required field')).toBeVisible();
  await grant.getByRole('textbox', { name: 'Reason' }).fill('Refund of a double charge, ticket 4711');
  await grant.getByRole('button', { name: 'Grant or extend Premium' }).click();
  await expect(page.getByText(`Premium granted to ${ltr(customer.deviceid)}.`)).toBeVisible();
  await expect(grant).toHaveCount(0);
  await expect(page.getByText(/^Privacy Mode until /)).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  const granted = history.getByRole('listitem').filter({ hasText: 'Premium granted' });
  await expect(granted).toContainText(`by ${ltr(operatorEmail)}`);
  await expect(granted).toContainText('Reason: Refund of a double charge, ticket 4711');

  await page.getByRole('button', { name: 'Revoke licence' }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke the licence of ${ltr(customer.deviceid)}` });
  await revoke.getByRole('textbox', { name: 'Reason' }).fill('Chargeback on the card');
  await revoke.getByRole('button', { name: 'Revoke licence' }).click();
  await expect(page.getByText(`The licence of ${ltr(customer.deviceid)} is revoked.`)).toBeVisible();
  await expect(page.getByText('No licence').first()).toBeVisible();
  const revoked = history.getByRole('listitem').first();
  await expect(revoked).toContainText('Licence revoked');
  await expect(revoked).toContainText(`by ${ltr(operatorEmail)}`);
  await expect(revoked).toContainText('Reason: Chargeback on the card');

  // Both changes are in the audit log, with their reasons.
  await page.goto(
    `/dashboard/audit?filter=${encodeURIComponent(JSON.stringify({ entity_id: customer.deviceid }))}`,
  );
  // Each action is named in words, with its code beside it.
  for (const [action, words, reason] of [
    ['device.grant_licence', 'Licence granted', 'Refund of a double charge, ticket 4711'],
    ['device.revoke_licence', 'Licence revoked', 'Chargeback on the card'],
  ] as const) {
    const entry = page.getByRole('row', { name: new RegExp(action.replace('.', '\\.')) });
    await expect(entry).toContainText(operatorEmail);
    await entry.getByRole('link', { name: words, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Audit entry ${words}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Before and after' })).toContainText(reason);
    await page.goBack();
  }

  // The owner sees the same history, the operator's changes as made by support.
  await customer.page.goto('/dashboard/devices');
  await customer.page.getByRole('cell', { name: customer.deviceid }).click();
  const own = customer.page.getByRole('list', { name: 'History' });
  await expect(own.getByRole('listitem').first()).toContainText('Licence revoked');
  await expect(own.getByRole('listitem').first()).toContainText(`by ${ltr('Support')}`);
  await expect(own).toContainText('Reason: Refund of a double charge, ticket 4711');
  await expect(own).not.toContainText(operatorEmail);
  await expect(customer.page.getByRole('button', { name: 'Revoke licence' })).toHaveCount(0);

  // Releasing it, the operator is told whose device it is.
  await page.goto(`/dashboard/devices/${encodeURIComponent(customer.deviceid)}/show`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Device ${ltr(customer.deviceid)}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Release' }).click();
  const release = page.getByRole('dialog', { name: `Release device ${ltr(customer.deviceid)}?` });
  // The address is kept left to right inside the sentence, whatever the language's direction.
  await expect(release).toContainText(`The device leaves the account of \u2066${customer.email}\u2069.`);
  await expect(release).toContainText('0 playlists its owner added in the dashboard will be deleted.');
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText(`Device ${ltr(customer.deviceid)} released.`)).toBeVisible();
  await customer.page.goto('/dashboard/devices');
  await expect(customer.page.getByText('No devices found.')).toBeVisible();

  // Nobody owns it now: whoever claims it next will read the reason.
  await page.goto(`/dashboard/devices/${encodeURIComponent(customer.deviceid)}/show`);
  await page.getByRole('button', { name: 'Grant Basic' }).click();
  await expect(page.getByRole('dialog', { name: `Grant Basic to ${ltr(customer.deviceid)}` })).toContainText(
    'Nobody owns this device now: whoever claims it will read this reason in its history, as written by Support.',
  );
});

test("on a 390-pixel-wide phone the operator's device list and page fit the screen", async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = await customerWithTv(browser);
  await signInAsOperator(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/devices');
  await filterBy(page, 'mac', 'MAC address', customer.mac);
  const item = page.getByRole('link', { name: new RegExp(customer.deviceid) });
  await expect(item).toContainText(customer.email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await item.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Device ${ltr(customer.deviceid)}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Grant Basic' }).click();
  const dialog = page.getByRole('dialog', { name: `Grant Basic to ${ltr(customer.deviceid)}` });
  await expect(dialog).toContainText("The device's owner will read this reason in the device's history");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid by bank transfer');
  await dialog.getByRole('button', { name: 'Grant Basic' }).click();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Basic granted');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const locale of ['en', 'ar'] as const) {
  test(`the operator's device page, its history and a licence dialog have no WCAG 2.2 A/AA violations in ${locale}`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const customer = await customerWithTv(browser);
    await signInAsOperator(page);
    const headers = { origin: new URL(page.url()).origin };
    const path = `/api/admin/devices/${encodeURIComponent(customer.deviceid)}/licence`;
    const granted = await page.request.post(path, {
      data: { action: 'grant_premium', reason: 'Accessibility check' },
      headers,
    });
    expect(granted.status()).toBe(200);
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);

    await page.goto(
      `/dashboard/devices?filter=${encodeURIComponent(JSON.stringify({ owner: customer.email }))}`,
    );
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('cell', { name: customer.deviceid })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('cell', { name: customer.deviceid }).click();
    await settled(page);
    await expect(page.getByText('Accessibility check')).toBeVisible();
    await expectNoViolations(page);

    await page
      .getByRole('button', { name: text(locale, 'devices', 'licence_actions.revoke.action') })
      .click();
    await expect(page.getByRole('dialog')).toContainText(
      text(locale, 'devices', 'licence_actions.owner_reads_reason'),
    );
    await expectNoViolations(page);
  });
}
