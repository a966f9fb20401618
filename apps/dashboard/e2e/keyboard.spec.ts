import { expect, type Locator, type Page } from '@playwright/test';
import { signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { signInAsOperator } from './support/operator.ts';
import { receiver } from './support/receiver.ts';
import { settled, watchRequests } from './support/settle.ts';
import { test } from './support/test.ts';

/** Presses Tab until `target` has the focus, as a person does; fails if a whole round of the page misses it. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  // The target is on the screen before the presses start; only the focus is left to find.
  await expect(target).toHaveCount(1);
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a customer opens a device and leaves a dialog with the keyboard alone', async ({ page }) => {
  test.slow();
  watchRequests(page);
  await signInAsDemo(page, 'customer');

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
    await signInAsDemo(page, 'reseller');
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

/** The demo reseller's verified entry: code 246810 on this host. */
const providerLine = 'http://line.demo-provider.example:8080';

test("a reseller goes from the home's busiest hosts to a client whose TV failed, with the keyboard alone", async ({
  page,
}) => {
  test.slow();
  // A client of the demo reseller whose TV cannot reach the provider's server.
  const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Walk TV' } });
  expect(registered.status()).toBe(201);
  const tv = (await registered.json()) as { deviceid: string; device_key: string };
  const playlistName = `Keyboard walk ${Date.now().toString(36)}`;
  const added = await page.request.post('/api/playlist_v3', {
    data: {
      query: {
        host_code: 246810,
        username: 'walker',
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
  const reported = await page.request.post('/api/app/playlist-status', {
    data: { ...tv, playlist_id: playlist?.id, status: 'unreachable', checked_at: new Date().toISOString() },
  });
  expect(reported.status()).toBe(200);

  watchRequests(page);
  await signInAsDemo(page, 'reseller');
  await settled(page);

  // From the home's table of the busiest hosts to the clients on that host.
  const busiest = page.getByRole('table', { name: 'Top hosts by clients' });
  await tabTo(page, busiest.getByRole('link', { name: providerLine }), 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/clients\?/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ host: providerLine });
  await settled(page);

  // From the menu to Host health, and from the host to the clients whose TVs failed on it.
  await tabTo(page, page.getByRole('menuitem', { name: 'Host health' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/host-health/);
  await settled(page);
  await tabTo(page, page.getByRole('link', { name: `See the failing clients of ${ltr(providerLine)}` }), 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/host-clients/);
  await settled(page);
  const client = page.getByRole('link', { name: tv.deviceid, exact: true });
  await tabTo(page, client, 200);
  await expectNoViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/dashboard/clients/${encodeURIComponent(tv.deviceid)}/show`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tv.deviceid);
});

test('an operator inserts a canned reply and keeps an internal note on a ticket with the keyboard alone', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  // The demo customer opens a ticket.
  await signInAsDemo(page, 'customer');
  const origin = new URL(page.url()).origin;
  const opened = await page.request.post('/api/admin/tickets', {
    data: { subject: `Keyboard ${stamp}`, content: 'The sound is out of sync.' },
    headers: { origin },
  });
  expect(opened.status()).toBe(201);
  const ticket = (await opened.json()) as { id: string };

  const operatorContext = await browser.newContext();
  try {
    const operator = await operatorContext.newPage();
    watchRequests(operator);
    await signInAsOperator(operator);
    const title = `Resync ${stamp}`;
    const content = `Hello,\n\nplease restart the app to bring sound and picture together (${stamp}).`;
    const canned = await operator.request.post('/api/admin/canned-replies', {
      data: { locale: 'en', title, content },
      headers: { origin },
    });
    expect(canned.status()).toBe(201);
    await operator.goto(`/dashboard/tickets/${ticket.id}/show`);
    await settled(operator);

    // The picker opens, moves and chooses with the keyboard; Insert puts the text into the answer.
    const picker = operator.getByRole('group', { name: 'Canned reply' });
    await tabTo(operator, picker.getByRole('combobox', { name: 'Reply to insert' }), 120);
    await operator.keyboard.press('Enter');
    const option = operator.getByRole('option', { name: title });
    await expect(option).toBeVisible();
    for (
      let presses = 0;
      presses < 50 && !(await option.evaluate((element) => element === document.activeElement));
      presses++
    ) {
      await operator.keyboard.press('ArrowDown');
    }
    await expect(option).toBeFocused();
    await operator.keyboard.press('Enter');
    await expect(operator.getByRole('option')).toHaveCount(0);
    await tabTo(operator, picker.getByRole('button', { name: 'Insert' }), 20);
    await operator.keyboard.press('Enter');
    await expect(operator.getByRole('textbox', { name: 'Answer as support' })).toHaveValue(content);

    // An internal note, typed and kept without the mouse.
    const notes = operator.getByRole('form', { name: 'Internal note' });
    await tabTo(operator, notes.getByRole('textbox', { name: 'Internal note' }), 120);
    await operator.keyboard.type(`Second time this month (${stamp})`);
    await tabTo(operator, notes.getByRole('button', { name: 'Add the note' }), 20);
    await operator.keyboard.press('Enter');
    await expect(operator.getByText('The note is kept. The customer does not see it.')).toBeVisible();
    await expect(
      operator.getByRole('article').filter({ hasText: `Second time this month (${stamp})` }),
    ).toBeVisible();
    await expectNoViolations(operator);
  } finally {
    await operatorContext.close();
  }
});
