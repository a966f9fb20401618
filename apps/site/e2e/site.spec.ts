import { scanWcag } from '@vela/playwright-config/axe';
import { text } from '@vela/playwright-config/texts';
import { expect, test } from './fixtures.ts';

test.describe('the prerendered site', () => {
  test('serves the home page in English with its heading from the locale files', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your playlists, on every screen, in total privacy',
    );
    await expect(page).toHaveTitle('Vela Player: your playlists on every screen');
    expect(errors).toEqual([]);
  });

  test('has the text in the HTML itself, before any script runs', async ({ request }) => {
    const html = await (await request.get('/de')).text();
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain(`<h1>${text('de', 'home', 'hero.title')}</h1>`);
  });

  test('serves Arabic right to left', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'قوائم التشغيل الخاصة بك، على كل شاشة، بخصوصية تامة',
    );
  });

  test('answers an unknown path with status 404 and the 404 page, whose link leads home', async ({
    page,
  }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found!');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your playlists, on every screen, in total privacy',
    );
  });

  for (const path of ['/xx/pricing', '/en/pricing', '/de/no-such-page', '/nowhere']) {
    test(`answers ${path} with status 404 and the 404 page, also once the page runs`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const notFound = path.startsWith('/de/')
        ? text('de', 'common', 'notFound.title')
        : 'Oops! Page Not Found!';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
      await expect(page).toHaveURL(path);
    });
  }

  test('keeps the language of the address on its 404 page', async ({ page }) => {
    const response = await page.goto('/el/nowhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ωχ! Η σελίδα δεν βρέθηκε!');
    await page.getByRole('link', { name: 'Επιστροφή στην αρχική' }).click();
    await expect(page).toHaveURL('/el');
  });

  test('downloads neither a schema library nor another language on a page that validates nothing', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The home's code comes with its first interaction (decision 53): one that needs no code of its own.
    await page.getByRole('button', { name: 'Pause the scrolling list' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('$ZodType'))).toEqual([]);
    expect(bodies.filter((body) => body.includes('قوائم التشغيل الخاصة بك'))).toEqual([]);
  });

  for (const path of ['/', '/ar', '/404']) {
    test(`has no WCAG 2.2 A/AA violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      const violations = await scanWcag(page);
      expect(violations).toEqual([]);
    });
  }
});
