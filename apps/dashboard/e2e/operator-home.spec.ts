import { type Browser, expect, type Page } from '@playwright/test';
import { newSignedInAccount } from './support/accounts.ts';
import { ltr } from './support/ltr.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

const password = 'operator home journey password';

interface OperatorStats {
  newDevicesPerDay: number[];
  licencesPerDay: { basic: number[]; premium: number[] };
  revenuePerMonth: { currency: string; perMonth: number[]; licences: number[]; creditPacks: number[] }[];
}

const now = new Date();
const year = now.getUTCFullYear();
const month = now.getUTCMonth() + 1;
const today = now.getUTCDate();

async function operatorStats(page: Page): Promise<OperatorStats> {
  const response = await page.request.get(`/api/admin/stats/operator?year=${year}&month=${month}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OperatorStats;
}

const euros = (stats: OperatorStats, part: 'perMonth' | 'licences' | 'creditPacks' = 'perMonth') =>
  stats.revenuePerMonth.find((series) => series.currency === 'EUR')?.[part] ?? [];

/** A TV registered the way the app does. */
async function registeredTv(page: Page): Promise<{ deviceid: string; deviceKey: string }> {
  const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Journey TV' } });
  const { deviceid, device_key } = (await registered.json()) as { deviceid: string; device_key: string };
  return { deviceid, deviceKey: device_key };
}

/**
 * A new customer in a browser of their own, signed in, owning a TV (claimed with the code it shows) with a
 * playlist added from My List on `host`.
 */
async function customerWithPlaylist(browser: Browser, label: string, host: string, playlistName: string) {
  const page = await browser.newPage();
  const email = await newSignedInAccount(page, password, label);
  const tv = await registeredTv(page);
  const added = await page.request.post('/api/playlist_v3', {
    data: {
      query: {
        url: host,
        username: 'journey',
        password: 'journey-secret',
        playlistName,
        deviceid: tv.deviceid,
        hide_playlist_info: false,
      },
    },
  });
  expect(added.status()).toBe(200);
  const code = await page.request.post('/api/app/pairing-code', {
    data: { deviceid: tv.deviceid, device_key: tv.deviceKey },
  });
  const { code: pairingCode } = (await code.json()) as { code: string };
  const claim = await page.request.post('/api/admin/devices/claim', {
    data: { pairing_code: pairingCode },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(claim.status()).toBe(200);
  return { page, email, deviceid: tv.deviceid };
}

test('a licence bought through the payments simulator shows on the operator home as sold today and revenue this month', async ({
  page,
}) => {
  test.slow();
  await signInAsOperator(page);
  const before = await operatorStats(page);

  // A TV's owner buys Basic; the payments simulator stands in for PayPal, through the same server flow.
  const tv = await registeredTv(page);
  const order = await page.request.post('/api/payments/orders', { data: { deviceid: tv.deviceid } });
  const { orderId } = (await order.json()) as { orderId: string };
  const captured = await page.request.post(`/api/payments/orders/${orderId}/capture`, { data: {} });
  expect(captured.status()).toBe(200);

  const after = await operatorStats(page);
  expect(after.licencesPerDay.basic[today - 1]).toBe((before.licencesPerDay.basic[today - 1] ?? 0) + 1);
  expect(euros(after)[month - 1]).toBeCloseTo((euros(before)[month - 1] ?? 0) + 5.49, 2);

  await page.goto('/dashboard/');
  await expect(page.getByRole('heading', { level: 2, name: 'Across every customer' })).toBeVisible();
  const period = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    now,
  );
  const sold = after.licencesPerDay;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  await expect(page.getByTestId('operator-licences-summary')).toHaveText(
    `Sold: Basic ${sum(sold.basic).toLocaleString('en')}, Premium ${sum(sold.premium).toLocaleString('en')}`,
  );
  // Today's row of the table a screen reader reads: the Basic licence just sold is counted.
  const licences = page.getByRole('table', { name: `Licences sold per day in ${period}` });
  await expect(licences.getByRole('row').nth(today)).toHaveText(
    `${today}${sold.basic[today - 1]}${sold.premium[today - 1]}`,
  );
  const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
  const revenue = page.getByRole('table', { name: `Revenue per month in ${year} (EUR)` });
  const shortMonth = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(now);
  // This month's row: what licences brought in, then credit packs.
  await expect(revenue.getByRole('row').nth(month)).toHaveText(
    `${shortMonth}${money.format(euros(after, 'licences')[month - 1] ?? 0)}${money.format(euros(after, 'creditPacks')[month - 1] ?? 0)}`,
  );
  await expect(page.getByTestId('operator-revenue-EUR-summary')).toHaveText(
    `Total for the year: ${money.format(Math.round(sum(euros(after)) * 100) / 100)}`,
  );
  // The new devices chart counts the TV registered today.
  await expect(page.getByTestId('operator-new-devices-summary')).toHaveText(
    `New devices: ${sum(after.newDevicesPerDay).toLocaleString('en')}`,
  );
  await expect(page.getByTestId('operator-licences').locator('rect[data-bar]').first()).toBeVisible();
});

test("an operator moves two customers' playlists to a new host in one update, and each customer sees it", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const oldHost = `http://global-${stamp}.example.com`;
  const newHost = `https://moved-${stamp}.example.com:8443`;
  const anna = await customerWithPlaylist(browser, 'global-anna', oldHost, `Anna films ${stamp}`);
  const ben = await customerWithPlaylist(browser, 'global-ben', oldHost, `Ben sport ${stamp}`);

  await signInAsOperator(page);
  await page.getByRole('menuitem', { name: 'Host update (all customers)' }).click();
  await expect(page).toHaveURL('/dashboard/playlists/mass-update/all-customers');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Change a host for every customer' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Current host' }).click();
  await page.getByRole('option', { name: new RegExp(oldHost.replaceAll('.', '\\.')) }).click();
  await page.getByRole('textbox', { name: 'New host' }).fill(newHost);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Playlists: 2', { exact: true })).toBeVisible();
  await expect(page.getByText('Devices: 2', { exact: true })).toBeVisible();
  await expect(page.getByText('Customers: 2', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`“Anna films ${stamp}” on ${ltr(anna.deviceid)}, owner: ${ltr(anna.email)}`),
  ).toBeVisible();
  await expect(
    page.getByText(`“Ben sport ${stamp}” on ${ltr(ben.deviceid)}, owner: ${ltr(ben.email)}`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Change the host' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(
      `Every playlist of every customer that uses ${ltr(oldHost)} will use ${ltr(newHost)} instead.`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(`2 playlists now use ${ltr(newHost)} instead of ${ltr(oldHost)}.`),
  ).toBeVisible();

  for (const [customer, name] of [
    [anna, `Anna films ${stamp}`],
    [ben, `Ben sport ${stamp}`],
  ] as const) {
    await customer.page.goto('/dashboard/playlists');
    await expect(customer.page.getByRole('row', { name: new RegExp(name) })).toContainText(newHost);
  }

  // The undo on the same screen puts both back.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText(`Undone: 2 playlists use ${ltr(oldHost)} again.`)).toBeVisible();
  await ben.page.reload();
  await expect(ben.page.getByRole('row', { name: new RegExp(`Ben sport ${stamp}`) })).toContainText(oldHost);

  // A customer has no such screen: the menu offers their own, the address answers not authorized.
  await expect(anna.page.getByRole('menuitem', { name: 'Host update (all customers)' })).toHaveCount(0);
  await expect(anna.page.getByRole('menuitem', { name: 'Change a host' })).toBeVisible();
  await anna.page.goto('/dashboard/playlists/mass-update/all-customers');
  await expect(anna.page.getByRole('main').getByRole('alert')).toHaveText(
    'You are not authorized to do this.',
  );
  await anna.page.goto('/dashboard/');
  await expect(anna.page.getByRole('heading', { name: 'Across every customer' })).toHaveCount(0);
});

// The home and the global host update are scanned with axe by the walk (`support/walk.ts`).
test('the licences chart of the operator home reads right to left in Arabic', async ({ page }) => {
  test.slow();
  await signInAsOperator(page);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await page.goto('/dashboard/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('operator-licences').locator('svg[data-chart="bars"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The licences chart reads right to left: the 1st of the month on the right, the last day on the left.
  const chart = page.getByTestId('operator-licences');
  const dayLabel = (day: number) =>
    new Intl.DateTimeFormat('ar', { day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const surface = await chart.locator('svg[data-chart="bars"]').first().boundingBox();
  // The tick labels along the bottom are the days.
  const days = await chart.locator('text[data-axis="category"]').evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return { text: node.textContent ?? '', x: box.x, width: box.width };
    }),
  );
  const firstBox = days.find((tick) => tick.text === dayLabel(1));
  const lastBox = days.find((tick) => tick.text === dayLabel(lastDay));
  if (!surface || !firstBox || !lastBox) throw new Error(`the chart is not drawn: ${JSON.stringify(days)}`);
  const middle = surface.x + surface.width / 2;
  expect(firstBox.x).toBeGreaterThan(middle);
  expect(lastBox.x + lastBox.width).toBeLessThan(middle);
});

test('the operator home fits a 390-pixel-wide phone', async ({ page }) => {
  test.slow();
  await signInAsOperator(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/');
  await expect(page.getByTestId('operator-licences').locator('svg[data-chart="bars"]').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/dashboard/playlists/mass-update/all-customers');
  await expect(page.locator('#old_host')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
