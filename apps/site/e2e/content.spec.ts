import { text } from '@vela/playwright-config/texts';
import { expect, test } from './fixtures.ts';

test.describe('the pricing page', () => {
  test('opens the first question, keeps one open at a time, and closes the open one on a click', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const faq = page.locator('#faq');
    const triggers = faq.getByRole('button');
    await expect(triggers).toHaveCount(10);
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await triggers.nth(3).click();
    await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
    await triggers.nth(3).click();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('opens the question its address names when it is opened from elsewhere', async ({ page }) => {
    await page.goto('/de/pricing#faq-refund');
    const item = page.getByRole('button', { name: text('de', 'pricing', 'faq.items.refund.question') });
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq [aria-expanded="true"]')).toHaveCount(1);
  });

  test('counts the price up from 0.00 when it scrolls into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    const price = page.locator('#pricing [data-testid="count-up"] .count-up-value');
    await expect(price).toHaveText('€0.00');
    await price.scrollIntoViewIfNeeded();
    await expect(price).not.toHaveText('€0.00');
    await expect(price).toHaveText('€5.49');
    await expect(page.locator('#pricing .count-up .visually-hidden')).toHaveText('€5.49');
  });

  test('shows the final price at once to visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/pricing');
    await expect(page.locator('.plan-basic .count-up-value')).toHaveText('€5.49');
    await expect(page.locator('.plan-premium .count-up-value')).toHaveText('€9.99');
  });

  test('compares the plans and formats prices for the language', async ({ page }) => {
    await page.goto('/de/pricing');
    const table = page.locator('#comparison table');
    await expect(table).toContainText('5,49');
    await expect(table).toContainText('9,99');
  });

  test('carries client_reference_id on to every plan link', async ({ page }) => {
    await page.goto('/pricing?client_reference_id=AA:BB:CC:DD:EE:FF');
    for (const plan of ['basic', 'premium']) {
      await expect(page.locator(`[data-plan-link="${plan}"]`)).toHaveAttribute(
        'href',
        /client_reference_id=AA%3ABB%3ACC%3ADD%3AEE%3AFF/,
      );
    }
    // Before React runs the page, a plan link is a plain link that carries it on too.
    await page.locator('[data-plan-link="basic"]').click();
    await expect(page).toHaveURL('/activate?client_reference_id=AA%3ABB%3ACC%3ADD%3AEE%3AFF');
  });
});

test.describe('the store carousel', () => {
  test('stops when paused and hides its loop copy from assistive technology', async ({ page }) => {
    await page.goto('/');
    const track = page.locator('.carousel-track');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await page.getByRole('button', { name: 'Pause the scrolling list' }).click();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await expect(page.locator('.carousel-copy').first()).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('listitem').filter({ hasText: /^App Store/ })).toHaveCount(1);
  });
});

test.describe('news', () => {
  test('lists the articles newest first, with date, author and a link to each', async ({ page }) => {
    await page.goto('/news');
    const articles = page.locator('.news-card');
    await expect(articles).toHaveCount(13);
    await expect(articles.first().getByRole('heading')).toHaveText('Premium now includes a lifetime licence');
    await expect(articles.first()).toContainText('April 24, 2025');
    await expect(articles.first()).toContainText('By Vela Player Team');
    await articles.first().getByRole('link').click();
    await expect(page).toHaveURL('/news/premium-with-lifetime-licence');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Premium now includes a lifetime licence',
    );
  });

  test('shows the article in the page language, from its translated fields', async ({ page }) => {
    await page.goto('/it/news/privacy-mode-launch');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Introducing Privacy Mode');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Privacy/);
  });

  test('shows Loading... while it waits and HTTP {status} in red when the server fails', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/getAllNews', async (route) => {
      await held;
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' });
    });
    await page.goto('/news');
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    const error = page.getByRole('main').getByRole('alert');
    await expect(error).toHaveText('HTTP 503');
    await expect(error).toHaveCSS('color', 'rgb(255, 138, 138)');
  });

  for (const locale of ['en', 'el'] as const) {
    test(`offers to try again after an error, and then shows the articles (${locale})`, async ({ page }) => {
      let failures = 1;
      await page.route('**/api/getAllNews', async (route) => {
        if (failures-- > 0) return route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' });
        return route.continue();
      });
      await page.goto(locale === 'en' ? '/news' : `/${locale}/news`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('HTTP 503');
      await page.getByRole('button', { name: text(locale, 'news', 'list.retry') }).click();
      await expect(page.locator('.news-card')).toHaveCount(13);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });
  }

  for (const locale of ['en', 'ar'] as const) {
    test(`names the article in its canonical address, its other languages and the language list (${locale})`, async ({
      page,
    }) => {
      const slug = 'privacy-mode-launch';
      const pathIn = (code: string) => (code === 'en' ? `/news/${slug}` : `/${code}/news/${slug}`);
      await page.goto(pathIn(locale));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        text(locale, 'news', 'meta.title'),
      );
      const head = page.locator('head');
      await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
      expect(new URL((await head.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
        pathIn(locale),
      );
      const alternates = await head
        .locator('link[rel="alternate"]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
      expect(alternates).toHaveLength(11);
      for (const [tag, href] of alternates) {
        const code = tag === 'x-default' ? 'en' : (tag ?? '').slice(0, 2);
        expect(new URL(href ?? '').pathname, `hreflang ${tag}`).toBe(pathIn(code));
      }
      const languages = page.locator('.language-list a');
      const hrefs = await languages.evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
      expect(hrefs).toHaveLength(10);
      for (const [tag, href] of hrefs) expect(href, `switcher ${tag}`).toBe(pathIn((tag ?? '').slice(0, 2)));
      const other = locale === 'en' ? 'de' : 'en';
      await page.getByRole('button', { name: new RegExp(text(locale, 'common', 'language.choose')) }).click();
      await page.locator(`.language-list a[lang="${other}"]`).click();
      await expect(page).toHaveURL(pathIn(other));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        text(other, 'news', 'article.notFound'),
      );
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(text(other, 'news', 'meta.title'));
    });
  }

  test("answers 404 and says 'Post not found' for an unknown article", async ({ page }) => {
    const response = await page.goto('/news/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
  });

  test('shows Loading… on an article until it arrives', async ({ page }) => {
    // The articles are held back until Loading… has been seen, however long the page takes to get there.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/getAllNews', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/news/fire-tv-app-0-38');
    await expect(page.getByText('Loading…')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fire TV app 0.38 is out');
  });
});

test.describe('the blog', () => {
  test('shows the six sample posts and says Blog not found. for another id', async ({ page }) => {
    for (const id of ['1', '6']) {
      const response = await page.goto(`/blog/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    }
    const response = await page.goto('/blog/99');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Blog not found.')).toBeVisible();
  });
});

test.describe('the 404 page', () => {
  test('answers 404 with Oops! Page Not Found! and a way home, in the language of the address', async ({
    page,
  }) => {
    const response = await page.goto('/de/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('main').getByRole('link').click();
    await expect(page).toHaveURL('/de');
  });
});

test.describe('the home page', () => {
  test("draws the Privacy Mode picture in the page's language, with the words of the Privacy Mode page", async ({
    page,
  }) => {
    await page.goto('/de');
    const diagram = page.getByRole('img', { name: text('de', 'home', 'sections.privacy.imageAlt') });
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram).toBeVisible();
    for (const key of ['device', 'relay1', 'relay2', 'internet', 'dns', 'hidden']) {
      const words = text('de', 'home', `sections.privacy.diagram.${key}`);
      expect(words).toBe(text('de', 'privacy-mode', `sections.how-it-works.diagram.${key}`));
      await expect(diagram.getByText(words, { exact: true })).toBeVisible();
    }
    await expect(diagram.getByText(text('en', 'home', 'sections.privacy.diagram.device'))).toHaveCount(0);
    await expect(diagram.getByText(text('en', 'home', 'sections.privacy.diagram.dns'))).toHaveCount(0);
  });
});

test.describe('the Privacy Mode page', () => {
  for (const locale of ['en', 'zh', 'ar'] as const) {
    test(`draws its diagram with the page's words and visible connecting lines (${locale})`, async ({
      page,
    }) => {
      await page.goto(locale === 'en' ? '/privacy-mode' : `/${locale}/privacy-mode`);
      const diagram = page.getByRole('img', {
        name: text(locale, 'privacy-mode', 'sections.how-it-works.imageAlt'),
      });
      await diagram.scrollIntoViewIfNeeded();
      await expect(diagram).toBeVisible();
      const label = (key: string) =>
        diagram.getByText(text(locale, 'privacy-mode', `sections.how-it-works.diagram.${key}`), {
          exact: true,
        });
      for (const key of ['device', 'relay1', 'relay2', 'internet', 'dns', 'hidden']) {
        await expect(label(key)).toBeVisible();
      }
      const links = await diagram.locator('.pm-diagram-links path').evaluateAll((paths) =>
        paths.map((path) => {
          const box = path.getBoundingClientRect();
          return {
            stroke: getComputedStyle(path).stroke,
            width: box.width,
            length: (path as SVGPathElement).getTotalLength(),
          };
        }),
      );
      expect(links).toHaveLength(3);
      for (const link of links) {
        expect(link.length).toBeGreaterThan(40);
        expect(link.width).toBeGreaterThan(20);
        expect(link.stroke).toMatch(/^rgb/);
      }
      const device = await label('device').boundingBox();
      const internet = await label('internet').boundingBox();
      if (!device || !internet) throw new Error('labels not drawn');
      expect(device.x < internet.x).toBe(locale !== 'ar');
    });
  }

  for (const locale of ['en', 'ru'] as const) {
    test(`mentions no promotion while none is configured (${locale})`, async ({ page }) => {
      await page.goto(locale === 'en' ? '/privacy-mode' : `/${locale}/privacy-mode`);
      await expect(page.locator('#activate .pm-note')).toHaveText(
        text(locale, 'privacy-mode', 'sections.activate.note'),
      );
    });
  }
});

test.describe('the whitelist guide', () => {
  for (const [locale, heading] of [
    ['en', 'Verify your host'],
    ['ar', 'تحقّق من خادمك'],
  ] as const) {
    test(`has the verification step, with the token's address left to right, in ${locale}`, async ({
      page,
    }) => {
      await page.goto(locale === 'en' ? '/whitelist-guide' : `/${locale}/whitelist-guide`);
      const step = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) });
      await expect(step).toBeVisible();
      const address = step.locator('code');
      await expect(address).toHaveText(
        'http://line.example.com:8080/.well-known/vela-player-verification.txt',
      );
      await expect(address).toHaveAttribute('dir', 'ltr');
    });
  }
});
