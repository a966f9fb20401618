import { expect, type Page } from '@playwright/test';
import { signInAsDemo } from './support/accounts.ts';
import { test } from './support/test.ts';

interface Stats {
  devices: number;
  playlists: number;
  visible: number;
  hidden: number;
  perMonth: number[];
  perDay: number[];
}
/** One of the demo customer's devices (README: demo data). */
const demoCustomerDevice = 'A2:B1:C2:D3:E4:02';

const now = new Date();
const thisYear = now.getUTCFullYear();
const thisMonth = now.getUTCMonth() + 1;

/** What the API says for the signed-in person: the figures the screen must show. */
async function statsOf(page: Page, year: number, month: number): Promise<Stats> {
  const response = await page.request.get(`/api/admin/stats?year=${year}&month=${month}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Stats;
}

/** Adds a visible playlist to the demo customer's TV the way My List does. */
async function addVisiblePlaylist(page: Page) {
  const response = await page.request.post('/api/playlist_v3', {
    data: {
      query: {
        url: 'http://stats.journeys.example:8080',
        username: 'journey',
        password: 'journey-secret',
        playlistName: 'Statistics journey',
        deviceid: demoCustomerDevice,
        hide_playlist_info: false,
      },
    },
  });
  expect(response.status()).toBe(200);
}

async function signInAsCustomer(page: Page, locale: 'en' | 'ar' = 'en') {
  await signInAsDemo(page, 'customer');
  if (locale !== 'en') {
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  }
}

const figure = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

test.describe('the home statistics', () => {
  test('show a customer their figures and charts, for the year and month they choose', async ({ page }) => {
    // A long journey: sign-in, the charts' chunk and three choices, on a machine the other suites share.
    test.setTimeout(90_000);
    await addVisiblePlaylist(page);
    await signInAsCustomer(page);
    const expected = await statsOf(page, thisYear, thisMonth);
    expect(expected.visible).toBeGreaterThan(0);

    await expect(page.getByRole('heading', { name: 'Your figures', level: 2 })).toBeVisible();
    await expect(figure(page, 'Devices')).toContainText(String(expected.devices));
    await expect(figure(page, 'Playlists')).toContainText(String(expected.playlists));
    await expect(figure(page, 'Visible playlists')).toContainText(String(expected.visible));
    await expect(figure(page, 'Hidden playlists')).toContainText(String(expected.hidden));

    // Both charts are drawn, with a bar for this month's and today's additions.
    await expect(page.getByTestId('stats-chart')).toHaveCount(2);
    await expect(page.getByTestId('stats-chart').first().locator('rect[data-bar]')).not.toHaveCount(0);
    // Screen readers get the same numbers as tables.
    const monthName = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(now);
    const perMonth = page.getByRole('table', { name: `Playlists added per month in ${thisYear}` });
    await expect(perMonth.getByRole('row', { name: new RegExp(`^${monthName} `) })).toContainText(
      String(expected.perMonth[thisMonth - 1]),
    );
    const period = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      now,
    );
    const perDay = page.getByRole('table', { name: `Playlists added per day in ${period}` });
    await expect(perDay.getByRole('row')).toHaveCount(expected.perDay.length + 1);
    await expect(perDay.getByRole('row', { name: new RegExp(`^${now.getUTCDate()} `) })).toContainText(
      String(expected.perDay[now.getUTCDate() - 1]),
    );

    // Another year, chosen with the mouse: its chart per month is that year's.
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: String(thisYear - 1) }).click();
    const lastYear = await statsOf(page, thisYear - 1, thisMonth);
    const lastYearTable = page.getByRole('table', { name: `Playlists added per month in ${thisYear - 1}` });
    await expect(lastYearTable.getByRole('row', { name: /^Jan / })).toContainText(
      String(lastYear.perMonth[0]),
    );
    await expect(figure(page, 'Playlists')).toContainText(String(lastYear.playlists));

    // Another month, chosen with the keyboard alone.
    const otherMonth = thisMonth === 2 ? 3 : 2;
    const month = page.getByRole('combobox', { name: 'Month' });
    await month.focus();
    await page.keyboard.press('Enter');
    const optionName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(thisYear - 1, otherMonth - 1, 1),
    );
    await expect(page.getByRole('option', { name: optionName })).toBeVisible();
    // The list opens on the month shown (this one); the arrows walk from there.
    for (let step = 0; step < Math.abs(otherMonth - thisMonth); step += 1) {
      await page.keyboard.press(otherMonth > thisMonth ? 'ArrowDown' : 'ArrowUp');
    }
    await expect(page.getByRole('option', { name: optionName })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(month).toHaveText(optionName);
    const days = new Date(Date.UTC(thisYear - 1, otherMonth, 0)).getUTCDate();
    await expect(
      page
        .getByRole('table', { name: `Playlists added per day in ${optionName} ${thisYear - 1}` })
        .getByRole('row'),
    ).toHaveCount(days + 1);
  });

  test('draw the charts right to left in Arabic', async ({ page }) => {
    await signInAsCustomer(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'أرقامك', level: 2 })).toBeVisible();
    const chart = page.getByTestId('stats-chart').first();
    const shortMonth = (month: number) =>
      new Intl.DateTimeFormat('ar', { month: 'short', timeZone: 'UTC' }).format(
        Date.UTC(thisYear, month - 1, 1),
      );
    const january = chart.locator('text[data-axis="category"]', { hasText: shortMonth(1) });
    const december = chart.locator('text[data-axis="category"]', { hasText: shortMonth(12) });
    await expect(january).toBeVisible();
    await expect(december).toBeVisible();
    const surface = await chart.locator('svg[data-chart="bars"]').boundingBox();
    const januaryBox = await january.boundingBox();
    const decemberBox = await december.boundingBox();
    if (!surface || !januaryBox || !decemberBox) throw new Error('the chart is not drawn');
    // January comes first in the data and is drawn on the right; December on the left.
    const middle = surface.x + surface.width / 2;
    expect(januaryBox.x).toBeGreaterThan(middle);
    expect(decemberBox.x + decemberBox.width).toBeLessThan(middle);
  });

  test('fit a 390-pixel-wide phone without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsCustomer(page);
    await expect(page.locator('svg[data-chart="bars"]')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Month' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
