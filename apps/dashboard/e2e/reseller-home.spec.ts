import { expect, type Page } from '@playwright/test';
import { demoAccounts, demoPassword, signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { settled, watchRequests } from './support/settle.ts';
import { test } from './support/test.ts';

/** The demo reseller's verified entry: code 246810 on this host. */
const providerLine = 'http://line.demo-provider.example:8080';
const providerCode = 246810;

interface ResellerStats {
  days: string[];
  clients: number;
  clientsPerDay: number[];
  newClientsPerDay: number[];
  licences: { lifetime: number; trial: number; none: number };
  playlistsPerDay: { code: number[]; integration: number[] };
  failingHosts: { total: number; hosts: { host: string }[] };
  topHosts: { host: string; clients: number }[];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function resellerStats(page: Page): Promise<ResellerStats> {
  const response = await page.request.get('/api/admin/stats/reseller');
  expect(response.status()).toBe(200);
  return (await response.json()) as ResellerStats;
}

test("a playlist added with the reseller's code today shows on their home, in words and in the table a screen reader reads", async ({
  page,
}) => {
  test.slow();
  // A TV adds a playlist with the demo reseller's code, as My List does.
  const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Home TV' } });
  expect(registered.status()).toBe(201);
  const tv = (await registered.json()) as { deviceid: string };
  const added = await page.request.post('/api/playlist_v3', {
    data: {
      query: {
        host_code: providerCode,
        username: 'client',
        password: 'secret',
        playlistName: `Home journey ${Date.now().toString(36)}`,
        deviceid: tv.deviceid,
        hide_playlist_info: false,
      },
    },
  });
  expect(added.status()).toBe(200);

  await signInAsDemo(page, 'reseller');
  const stats = await resellerStats(page);
  const today = stats.days.length - 1;
  expect(stats.playlistsPerDay.code[today]).toBeGreaterThanOrEqual(1);
  expect(stats.topHosts.map((host) => host.host)).toContain(providerLine);

  await expect(page.getByRole('heading', { level: 2, name: 'Your business' })).toBeVisible();
  await expect(page.getByTestId('reseller-playlists-summary')).toHaveText(
    `With your code: ${sum(stats.playlistsPerDay.code).toLocaleString('en')}; with your API key: ${sum(
      stats.playlistsPerDay.integration,
    ).toLocaleString('en')}`,
  );
  await expect(page.getByTestId('reseller-clients-summary')).toHaveText(
    `Clients today: ${stats.clients.toLocaleString('en')}; new in the last 30 days: ${sum(
      stats.newClientsPerDay,
    ).toLocaleString('en')}`,
  );
  // Today's row, the last one: its date, then the playlists by code and by API key.
  const label = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${stats.days[today]}T00:00:00Z`),
  );
  const playlists = page.getByRole('table', { name: 'Playlists added per day over the last 30 days' });
  await expect(playlists.getByRole('row')).toHaveCount(31);
  await expect(playlists.getByRole('row').last()).toHaveText(
    `${label}${stats.playlistsPerDay.code[today]}${stats.playlistsPerDay.integration[today]}`,
  );
  const licences = page.getByRole('table', { name: 'Clients by licence' });
  await expect(licences.getByRole('row', { name: /^Lifetime licence/ })).toHaveText(
    `Lifetime licence${stats.licences.lifetime}`,
  );
  await expect(page.getByTestId('reseller-licences-summary')).toHaveText(
    `Lifetime licence: ${stats.licences.lifetime}; trial running: ${stats.licences.trial}; no licence: ${stats.licences.none}`,
  );
  // The busiest hosts, each a link to its clients.
  const top = page.getByRole('table', { name: 'Top hosts by clients' });
  await expect(top.getByRole('link', { name: providerLine })).toBeVisible();
  await expect(page.getByTestId('reseller-failing-summary')).toBeVisible();
  await expect(page.getByTestId('reseller-playlists').locator('rect[data-bar]').first()).toBeVisible();

  await top.getByRole('link', { name: providerLine }).click();
  await expect(page).toHaveURL(/\/dashboard\/clients\?/);
  await expect(page.getByText(tv.deviceid)).toBeVisible();
});

test("a customer's home has no business figures, and the API refuses them", async ({ page }) => {
  await signInAsDemo(page, 'customer');
  await expect(page.getByRole('heading', { level: 2, name: 'Your figures' })).toBeVisible();
  await expect(page.getByTestId('reseller-stats')).toHaveCount(0);
  expect((await page.request.get('/api/admin/stats/reseller')).status()).toBe(403);
});

for (const locale of ['en', 'ar'] as const) {
  test(`the reseller's home fits a 390-pixel-wide phone with no WCAG 2.2 A/AA violations in ${locale}`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsDemo(page, 'reseller');
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
    await page.goto('/dashboard/');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(
      page.getByRole('heading', { level: 2, name: locale === 'ar' ? 'نشاطك التجاري' : 'Your business' }),
    ).toBeVisible();
    for (const card of ['clients', 'playlists', 'licences', 'failing', 'top-hosts']) {
      await expect(page.getByTestId(`reseller-${card}-summary`).locator('.MuiSkeleton-root')).toHaveCount(0);
    }
    await expect(page.getByTestId('reseller-clients').locator('rect[data-bar]').first()).toBeVisible();
    if (locale === 'ar') {
      // Right to left: the oldest day is drawn on the right of the chart, today on the left.
      const { days } = await resellerStats(page);
      const chart = page.getByTestId('reseller-clients');
      const tick = (day: string | undefined) =>
        chart.locator('text[data-axis="category"]', {
          hasText: new RegExp(
            `^${new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
              new Date(`${day}T00:00:00Z`),
            )}$`,
          ),
        });
      const surface = await chart.locator('svg[data-chart="bars"]').boundingBox();
      const oldest = await tick(days[0]).boundingBox();
      const newest = await tick(days.at(-1)).boundingBox();
      if (!surface || !oldest || !newest) throw new Error('the chart is not drawn');
      const middle = surface.x + surface.width / 2;
      expect(oldest.x).toBeGreaterThan(middle);
      expect(newest.x + newest.width).toBeLessThan(middle);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
  });
}

/**
 * Whatever is drawn over the menu, frame by frame, from the first frame of the page: the menu's box against
 * every box of the screen's content, and the page against the window's width.
 */
function recordOverlaps() {
  const seen: string[] = [];
  (window as Window & { overlaps?: string[] }).overlaps = seen;
  const frame = () => {
    const menu = document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect();
    if (menu && menu.width > 0) {
      for (const element of document.querySelectorAll('#main-content *')) {
        const box = element.getBoundingClientRect();
        const over =
          box.width > 0 &&
          box.height > 0 &&
          box.right > menu.left + 1 &&
          box.left < menu.right - 1 &&
          box.bottom > menu.top &&
          box.top < menu.bottom;
        if (over) seen.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth) seen.push('page wider than the window');
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

test('in Arabic, nothing of the home is drawn over the menu while its figures and charts arrive', async ({
  page,
}) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
  await page.addInitScript(recordOverlaps);
  watchRequests(page);
  // The figures and the charts' code arrive late, as on a slow connection: the home draws without them first.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/stats-chart[^/]*\.js$|\/api\/admin\/stats\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(demoAccounts.reseller);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL('/dashboard/');
  // Drawn while waiting: the menu, the greeting, the placeholders of the figures.
  await expect(page.locator('.RaSidebar-fixed')).toBeVisible();
  await expect(page.locator('#main-content .MuiSkeleton-root').first()).toBeVisible();
  release();
  await expect(page.getByTestId('stats-chart').first()).toBeVisible();
  await settled(page);
  const overlaps = await page.evaluate(() => (window as Window & { overlaps?: string[] }).overlaps ?? []);
  expect([...new Set(overlaps)]).toEqual([]);
});
