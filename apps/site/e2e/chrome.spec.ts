import type { Page } from '@playwright/test';
import { text } from '@vela/playwright-config/texts';
import { expect, test } from './fixtures.ts';

test.describe('the header', () => {
  test('highlights the page the visitor is on', async ({ page }) => {
    await page.goto('/pricing');
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('opens the Client Area in a new tab and links the download page', async ({ page }) => {
    await page.goto('/');
    const clientArea = page.getByRole('link', { name: /Client Area/ }).first();
    await expect(clientArea).toHaveAttribute('target', '_blank');
    await expect(clientArea).toHaveAttribute('href', '/dashboard/login');
    await page.getByRole('banner').getByRole('link', { name: 'Download', exact: true }).click();
    await expect(page).toHaveURL('/download');
  });
});

test.describe('the navigation', () => {
  for (const locale of ['en', 'ar'] as const) {
    const at = (path: string) => (locale === 'en' ? path : `/${locale}${path}`);
    const nav = (page: Page) =>
      page.getByRole('navigation', { name: text(locale, 'common', 'nav.label') }).first();

    test(`highlights the section on /home and on an article's page (${locale})`, async ({ page }) => {
      await page.goto(at('/home'));
      await expect(nav(page).getByRole('link', { name: text(locale, 'common', 'nav.home') })).toHaveClass(
        /active/,
      );
      await page.goto(at('/news/fire-tv-app-0-38'));
      const news = nav(page).getByRole('link', { name: text(locale, 'common', 'nav.news') });
      await expect(news).toHaveClass(/active/);
      await expect(news).toHaveAttribute('aria-current', 'true');
      await expect(nav(page).getByRole('link', { name: text(locale, 'common', 'nav.home') })).not.toHaveClass(
        /active/,
      );
    });

    test(`has the spec's Pages menu, which leads to the blog and all six posts (${locale})`, async ({
      page,
    }) => {
      await page.goto(at('/'));
      const menu = nav(page).getByRole('button', { name: text(locale, 'common', 'nav.pages') });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const link = (key: string) =>
        nav(page).getByRole('link', { name: text(locale, 'common', key), exact: true });
      await expect(link('nav.project')).toBeVisible();
      await expect(link('nav.team')).toBeVisible();
      await expect(link('nav.notFound')).toHaveAttribute('href', at('/error'));
      await page.keyboard.press('Escape');
      await expect(link('nav.project')).toBeHidden();
      await expect(menu).toBeFocused();
      await menu.click();
      await link('nav.singlePost').click();
      await expect(page).toHaveURL(at('/blog/1'));
      await expect(menu).toHaveClass(/active/);
      await expect(link('nav.singlePost')).toBeHidden();
      const posts = page.locator('#more-articles').getByRole('link');
      const hrefs = new Set(await posts.evaluateAll((all) => all.map((a) => a.getAttribute('href'))));
      for (const id of ['2', '3', '4', '5', '6']) expect(hrefs).toContain(at(`/blog/${id}`));
    });
  }
});

test.describe('the mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('opens with the navigation, closes on navigation, on Escape, and gives focus back', async ({
    page,
  }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Client Area/ })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Download now' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL('/features');
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('languages', () => {
  test('switching to Arabic moves to its address, turns the page right to left and remembers the choice', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: /Choose a language/ }).click();
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL('/ar/pricing');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
    // A later visit to an English address follows the stored choice.
    await page.goto('/features');
    await expect(page).toHaveURL('/ar/features');
  });

  test('closes the language list with Escape and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: /Choose a language/ });
    await button.click();
    await expect(page.getByRole('link', { name: 'Deutsch' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Deutsch' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test.describe('a first visit from a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('goes to the German page, but an explicit choice of English stays', async ({ page }) => {
      await page.goto('/pricing');
      await expect(page).toHaveURL('/de/pricing');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.evaluate(() => localStorage.setItem('locale', 'en'));
      await page.goto('/pricing');
      await expect(page).toHaveURL('/pricing');
    });
  });
});

test.describe('scrolling', () => {
  test('starts every new page at the top', async ({ page }) => {
    await page.goto('/pricing');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL('/features');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('scrolls the instructions to the section named in the address', async ({ page }) => {
    await page.goto('/instructions#firetv-device');
    const section = page.locator('#firetv-device');
    await expect(section).toBeInViewport();
    await page.goto('/download');
    await page.locator('a[href="/instructions#aosp"]').first().click();
    await expect(page).toHaveURL('/instructions#aosp');
    await expect(page.locator('#aosp')).toBeInViewport();
  });

  test('lands on the contact section from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL('/support#contact-us');
    await expect(page.locator('#contact-us')).toBeInViewport();
  });
});

test.describe('the side panel and search', () => {
  test('finds pages, questions and news in the active language, and leads to them', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the side panel' }).click();
    const panel = page.getByRole('dialog', { name: /About/ });
    await expect(panel.getByRole('heading', { name: 'Stay up to date' })).toBeVisible();
    await panel.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('dialog', { name: 'Search the site' });
    const input = search.getByRole('searchbox');
    await search.getByRole('search').getByRole('button', { name: 'Search' }).click();
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);
    await input.fill('refund');
    await input.press('Enter');
    const results = search.getByRole('list').getByRole('link');
    await expect(results.first()).toBeVisible();
    await input.fill('Fire TV app 0.38');
    await input.press('Enter');
    await expect(search.getByRole('link', { name: /Fire TV app 0\.38/ })).toBeVisible();
    await search.getByRole('link', { name: /Fire TV app 0\.38/ }).click();
    await expect(page).toHaveURL('/news/fire-tv-app-0-38');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fire TV app 0.38 is out');
  });

  for (const locale of ['en', 'de'] as const) {
    test(`a chosen result closes the panel and the overlay and opens the question it names (${locale})`, async ({
      page,
    }) => {
      await page.goto(locale === 'en' ? '/' : `/${locale}`);
      await page.getByRole('button', { name: text(locale, 'common', 'sidePanel.open') }).click();
      await page.getByRole('button', { name: text(locale, 'common', 'search.open') }).click();
      const search = page.getByRole('dialog', { name: text(locale, 'common', 'search.label') });
      await expect(search.getByRole('searchbox')).toBeFocused();
      const question = text(locale, 'pricing', 'faq.items.refund.question');
      await page.keyboard.type(question);
      await page.keyboard.press('Enter');
      await search.getByRole('link', { name: question }).click();
      await expect(page).toHaveURL(`${locale === 'en' ? '' : `/${locale}`}/pricing#faq-refund`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const item = page.getByRole('button', { name: question, exact: true });
      await expect(item).toHaveAttribute('aria-expanded', 'true');
      await expect(item).toBeInViewport();
      await expect(
        page.getByRole('main').getByText(text(locale, 'pricing', 'faq.items.refund.answer')),
      ).toBeVisible();
    });
  }

  test('finds the same results for British and American spellings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the side panel' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('dialog', { name: 'Search the site' });
    const found = async (query: string) => {
      await search.getByRole('searchbox').fill(query);
      await search.getByRole('searchbox').press('Enter');
      const links = search.getByRole('list').getByRole('link');
      await expect(links.first()).toBeVisible();
      return links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    };
    const british = await found('lifetime licence');
    expect(await found('lifetime license')).toEqual(british);
    expect(british.length).toBeGreaterThan(1);
  });

  test('searches in Arabic when the page is Arabic', async ({ page }) => {
    await page.goto('/ar');
    await page.getByRole('button', { name: text('ar', 'common', 'sidePanel.open') }).click();
    await page.getByRole('button', { name: text('ar', 'common', 'search.open') }).click();
    const search = page.getByRole('dialog', { name: text('ar', 'common', 'search.label') });
    await search.getByRole('searchbox').fill(text('ar', 'pricing', 'plans.premium.name'));
    await search.getByRole('searchbox').press('Enter');
    await expect(search.getByRole('list').getByRole('link').first()).toHaveAttribute('href', /^\/ar\//);
  });
});

test("the footer lists the spec's columns and the contact block", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [column, links] of [
    ['Pages', ['Home', 'Features', 'My List', 'Pricing', 'News']],
    ['Help', ['Contact us', 'Support', 'Instructions', 'Whitelist guide', 'FAQs']],
    ['Links', ['Download', 'Privacy policy', 'Terms and conditions', 'Report abuse']],
  ] as const) {
    const nav = footer.getByRole('navigation', { name: column });
    await expect(nav.getByRole('link')).toHaveText([...links]);
  }
  await expect(footer.getByRole('link', { name: 'support@velaplayer.example' })).toHaveAttribute(
    'href',
    'mailto:support@velaplayer.example',
  );
  await expect(footer.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/13025550142',
  );
  await expect(footer.getByText(/Wilmington, DE/)).toBeVisible();
  await expect(footer.getByText(/Vela Media LLC/)).toBeVisible();
  await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(4);
});

test.describe('the error page', () => {
  test('has no header, footer or chat', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Chat with us/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });
});
