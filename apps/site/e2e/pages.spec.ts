import { scanWcag } from '@vela/playwright-config/axe';
import { localizedPath } from '../app/paths.ts';
import { expect, test } from './fixtures.ts';
import { routes } from './routes.ts';

for (const locale of ['en', 'ar'] as const) {
  test.describe(`every page in ${locale}`, () => {
    for (const route of routes) {
      const path = localizedPath(locale, route.path);
      test(`${path} renders in ${locale} with one heading and no WCAG 2.2 A/AA violation`, async ({
        page,
      }) => {
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        const response = await page.goto(path);
        expect(response?.status()).toBe(route.status);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page).toHaveTitle(/.+/);
        // Pages that load data settle before the scan.
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const violations = await scanWcag(page);
        expect(
          violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
        expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
      });
    }
  });
}

/**
 * The address the server names itself by without SITE_URL, as the site's links must: the site is built once,
 * for another address, and served here on a port of the test's.
 */
const ownAddress = (baseURL: string | undefined) => (baseURL ?? '').replace('//127.0.0.1:', '//localhost:');

test('every page has its language alternates, a canonical address and OpenGraph tags', async ({
  page,
  baseURL,
}) => {
  const own = ownAddress(baseURL);
  expect(own).not.toBe('http://localhost:8080');
  await page.goto('/ar/pricing');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${own}/ar/pricing`);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(11);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${own}/pricing`);
  await expect(page.locator('link[hreflang="zh-Hans"]')).toHaveAttribute('href', `${own}/zh/pricing`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
});

test('publishes a sitemap with every listed page in every language, and robots.txt', async ({
  request,
  baseURL,
}) => {
  const own = ownAddress(baseURL);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/features', '/ar/pricing', '/el/instructions', '/blog/6', '/zh']) {
    expect(sitemap).toContain(`<loc>${own}${path}</loc>`);
  }
  expect(sitemap).not.toContain('/payment-success');
  expect(sitemap).not.toContain('__');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${own}/sitemap.xml`);
});
