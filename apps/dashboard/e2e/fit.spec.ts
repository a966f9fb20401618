import { expect } from '@playwright/test';
import { locales } from '@vela/locales';
import { authPaths } from '../src/auth/paths.ts';
import { settled } from './support/settle.ts';
import { test } from './support/test.ts';
import {
  claimDigitFirstDevice,
  measure,
  misreadings,
  signInAs,
  type TooWide,
  viewports,
  walkEveryScreen,
} from './support/walk.ts';

/**
 * Every screen of a customer and a reseller reads right and fits (`support/walk.ts`; the operator's, the
 * longest walk, is `operator-screens.spec.ts`, so that both workers take a walk first), and the texts that
 * grow most with the language fit too: the menus' entries and a device page's title.
 */

// A reader who asked for less motion: the language menu opens and closes at once, as it does for them.
test.use({ reducedMotion: 'reduce' });

for (const role of ['customer', 'reseller'] as const) {
  test(`every screen of a ${role} reads right and fits a phone in ten languages and a desktop in three`, async ({
    page,
  }) => {
    await walkEveryScreen(page, role);
  });
}

/** Menu entries whose text is cut short, or reaches past the menu, as the reader sees them. */
function cutMenuEntries() {
  const cut: string[] = [];
  for (const entry of document.querySelectorAll<HTMLElement>('[role="menuitem"]')) {
    const menu = entry.closest('.RaSidebar-fixed, .MuiDrawer-paper') ?? entry.parentElement;
    const bounds = menu?.getBoundingClientRect();
    const parts = [entry, ...entry.querySelectorAll<HTMLElement>('*')];
    const clipped = parts.some((part) => part.scrollWidth > part.clientWidth + 1 && part.clientWidth > 0);
    const box = entry.getBoundingClientRect();
    const outside = bounds !== undefined && (box.right > bounds.right + 1 || box.left < bounds.left - 1);
    if (clipped || outside) cut.push(entry.textContent ?? '');
  }
  return cut;
}

// The longest menus are an operator's and a reseller's; every language's entries are read whole in the open
// sidebar (a phone's menu drawer has the sidebar's width, so what fits one fits the other).
for (const role of ['reseller', 'operator'] as const) {
  test(`no menu entry of a ${role} is cut short in any language`, async ({ page }) => {
    test.slow();
    await signInAs(page, role);
    const cut: { language: string; entries: string[] }[] = [];
    for (const { code, tag } of locales) {
      await page.evaluate((chosen) => localStorage.setItem('locale', chosen), code);
      await page.goto('/dashboard/');
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await settled(page);
      await expect(page.getByRole('menuitem').first()).toBeVisible();
      const entries = await page.evaluate(cutMenuEntries);
      if (entries.length > 0) cut.push({ language: code, entries });
    }
    expect(cut).toEqual([]);
  });
}

/**
 * What is wrong with the app bar's title, or null: a title longer than its place ends in an ellipsis, and it
 * never reaches under the bar's buttons (the language and user menus).
 */
function appBarTitleFit(): string | null {
  const title = document.querySelector<HTMLElement>('#react-admin-title');
  if (!title) return 'no title';
  const box = title.getBoundingClientRect();
  for (const button of title.closest('header')?.querySelectorAll('button') ?? []) {
    const other = button.getBoundingClientRect();
    if (other.width > 0 && box.left < other.right - 1 && other.left < box.right - 1) {
      return `"${title.textContent}" runs under the button "${button.getAttribute('aria-label') ?? button.textContent}"`;
    }
  }
  if (title.scrollWidth > title.clientWidth + 1) {
    // Cut short, it ends in an ellipsis, which the browser draws only in a line of inline text: a box inside
    // it (an inline-block) is clipped whole, without one.
    const boxed = [...title.querySelectorAll('*')].find(
      (inner) => getComputedStyle(inner).display !== 'inline',
    );
    if (getComputedStyle(title).textOverflow !== 'ellipsis' || boxed) {
      return `"${title.textContent}" is cut without an ellipsis${boxed ? ` (${boxed.tagName.toLowerCase()}.${boxed.className} is a box)` : ''}`;
    }
  }
  return null;
}

test("a customer's device page with purchases and long playlist names fits a phone in every language", async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'customer');
  const headers = { origin: new URL(page.url()).origin };
  const tv = await claimDigitFirstDevice(page);
  // A name as long as a TV's name may be: the page's title in the app bar is longer than a phone's bar.
  const named = await page.request.patch(`/api/admin/devices/${encodeURIComponent(tv.deviceid)}`, {
    data: { name: 'Τηλεόραση σαλονιού στον επάνω όροφο' },
    headers,
  });
  expect(named.status(), await named.text()).toBe(200);
  // Names as people write them: a long Greek one, a Russian one, a short one.
  for (const [index, playlistName] of [
    'Ελληνικά κανάλια για όλη την οικογένεια στο σαλόνι',
    'Спортивные каналы и фильмы',
    'Kitchen',
  ].entries()) {
    const added = await page.request.post('/api/admin/playlists', {
      data: {
        deviceid: tv.deviceid,
        playlistName,
        playlistFormat: 'm3u',
        m3uUrl: `http://line.example.com:8080/get.php?username=viewer${index}&password=secret`,
        hide_playlist_info: false,
      },
      headers,
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  // A Basic purchase, with its receipt.
  const order = await page.request.post('/api/payments/orders', { data: { deviceid: tv.deviceid } });
  expect(order.status()).toBe(200);
  const { orderId } = (await order.json()) as { orderId: string };
  expect(
    (await page.request.post(`/api/payments/orders/${encodeURIComponent(orderId)}/capture`)).status(),
  ).toBe(200);

  await page.setViewportSize(viewports[1]);
  const tooWide: TooWide[] = [];
  const crowdedTitles: string[] = [];
  const path = `/dashboard/devices/${encodeURIComponent(tv.deviceid)}/show`;
  for (const { code, tag } of locales) {
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), code);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    // The purchase's amount and the playlists have arrived.
    await expect(page.locator('[data-value="money"]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Kitchen/ })).toBeVisible();
    await settled(page);
    const { documentWidth, width, offenders } = await page.evaluate(measure);
    if (documentWidth > width)
      tooWide.push({ language: code, width, path, documentWidth, widest: offenders });
    const title = await page.evaluate(appBarTitleFit);
    if (title) crowdedTitles.push(`${code}: ${title}`);
  }
  expect(tooWide).toEqual([]);
  expect(crowdedTitles).toEqual([]);
});

// The screens before signing in, listed by the app's own paths: each fits a phone in every language and a
// desktop in English, German and Arabic, and shows no unfilled placeholder.
test('every sign-in screen reads right and fits a phone in ten languages, and fits a desktop in three', async ({
  page,
}) => {
  test.slow();
  const misfits: string[] = [];
  for (const [width, languages] of [
    [390, locales],
    [1440, locales.filter(({ code }) => ['en', 'de', 'ar'].includes(code))],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const { code, tag } of languages) {
      await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), code);
      for (const path of Object.values(authPaths)) {
        await page.goto(`/dashboard${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', tag);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { documentWidth, offenders } = await page.evaluate(measure);
        if (documentWidth > width)
          misfits.push(`${code} ${width} ${path}: ${documentWidth} px (${offenders})`);
        // Read once per language, on the phone: the texts are the same at every width.
        if (width === 390)
          for (const defect of await misreadings(page, code)) misfits.push(`${code} ${path}: ${defect}`);
      }
    }
  }
  expect(misfits).toEqual([]);
});
