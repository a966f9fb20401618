import type { Locator } from '@playwright/test';
import type { Locale } from '@vela/locales';
import { text } from '@vela/playwright-config/texts';
import { expect, test } from './fixtures.ts';

const at = (locale: Locale, path: string) =>
  locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`;

/** The words of an element's text that the browser drew on more than one line. */
async function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** Whether the chat button covers any part of an element once it is scrolled to the bottom of the window. */
async function coveredByChat(element: Locator): Promise<boolean> {
  await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    window.scrollBy(0, rect.bottom - window.innerHeight + 2);
  });
  return element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const points = [
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
      [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2],
    ] as const;
    return points.some(([x, y]) => {
      const found = document.elementFromPoint(x, y);
      return found !== null && found.closest('.chat-widget') !== null;
    });
  });
}

test.describe('the header at desktop widths', () => {
  for (const width of [1280, 1440]) {
    for (const locale of ['de', 'fr', 'ru', 'es', 'el'] as const) {
      test(`stays on one row at ${width} px (${locale})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(at(locale, '/'));
        const header = page.locator('.header-inner');
        const nav = page.getByRole('navigation', { name: text(locale, 'common', 'nav.label') }).first();
        await expect(nav.getByRole('link', { name: text(locale, 'common', 'nav.pricing') })).toBeVisible();
        const rows = await header.evaluate((root) => {
          const items = root.querySelectorAll('.main-nav a, .main-nav button, .header-actions > *');
          return Array.from(items)
            .filter((item) => item.getBoundingClientRect().height > 0)
            .map((item) => {
              const tops: number[] = [];
              const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const rect of range.getClientRects()) {
                  if (rect.width > 1 && rect.height > 1 && !tops.some((top) => Math.abs(top - rect.top) < 6))
                    tops.push(rect.top);
                }
              }
              return { text: item.textContent, lines: tops.length };
            });
        });
        for (const item of rows) expect(item.lines, `${item.text} wraps`).toBeLessThanOrEqual(1);
        expect(await brokenWords(header)).toEqual([]);
        expect(await header.evaluate((root) => root.scrollWidth <= root.clientWidth)).toBe(true);
        const navLinks = nav.locator(':scope > ul > li');
        const tops = await navLinks.evaluateAll((items) =>
          items.map((item) => Math.round(item.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size).toBe(1);
        const heights = await navLinks.evaluateAll((items) =>
          items.map((item) => Math.round(item.getBoundingClientRect().height)),
        );
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(2);
        await expect(header).toHaveJSProperty(
          'offsetHeight',
          await header.evaluate((root) => root.clientHeight),
        );
      });
    }
  }
});

test.describe('buttons on a narrow phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const locale of ['en', 'de', 'ar'] as const) {
    test(`never break inside a word: newsletter, search and the page's own (${locale})`, async ({ page }) => {
      await page.goto(at(locale, '/'));
      const main = page.getByRole('main');
      for (const button of await main.locator('.button').all()) {
        expect(await brokenWords(button)).toEqual([]);
      }
      await page.getByRole('button', { name: text(locale, 'common', 'sidePanel.open') }).click();
      const panel = page.getByRole('dialog');
      for (const button of await panel.locator('.button').all()) {
        expect(await brokenWords(button)).toEqual([]);
      }
      await panel.getByRole('button', { name: text(locale, 'common', 'search.open') }).click();
      const search = page.getByRole('dialog', { name: text(locale, 'common', 'search.label') });
      const submit = search.getByRole('button', {
        name: text(locale, 'common', 'search.submit'),
        exact: true,
      });
      await expect(submit).toBeVisible();
      expect(await brokenWords(submit)).toEqual([]);
    });
  }
});

test.describe('contact details', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const locale of ['en', 'ar'] as const) {
    test(`wrap an e-mail address only after its @ or before a dot, and isolate the postal address (${locale})`, async ({
      page,
    }) => {
      await page.goto(at(locale, '/support'));
      const emails = page.locator('#contact-us .email-address');
      await expect(emails.first()).toBeVisible();
      for (const email of await emails.all()) {
        const lines = await email.evaluate((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = Array.from(range.getClientRects());
          const tops = [...new Set(rects.map((rect) => Math.round(rect.top)))];
          const text = node.textContent ?? '';
          const byLine = tops.map((top) => {
            let line = '';
            const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
            for (let textNode = walker.nextNode(); textNode; textNode = walker.nextNode()) {
              const value = textNode.textContent ?? '';
              for (let index = 0; index < value.length; index++) {
                const char = document.createRange();
                char.setStart(textNode, index);
                char.setEnd(textNode, index + 1);
                const rect = char.getClientRects()[0];
                if (rect && Math.round(rect.top) === top) line += value[index];
              }
            }
            return line;
          });
          return { text, byLine };
        });
        expect(lines.byLine.join('')).toBe(lines.text);
        for (let index = 1; index < lines.byLine.length; index++) {
          const before = lines.byLine[index - 1] ?? '';
          const after = lines.byLine[index] ?? '';
          expect(`${before}|${after}`).toMatch(/@\|.|\|\./);
        }
      }
      const address = page.locator('#contact-us .postal-address').first();
      await expect(address).toHaveCSS('unicode-bidi', 'isolate');
      await expect(address).toHaveCSS('direction', 'ltr');
    });
  }
});

test.describe('the chat button', () => {
  for (const viewport of [
    { width: 390, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    for (const locale of ['en', 'ar'] as const) {
      test(`never covers the carousel's pause button or a form's button at ${viewport.width} px (${locale})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(at(locale, '/'));
        const pause = page.getByRole('button', { name: text(locale, 'home', 'sections.stores.pause') });
        await expect(pause).toBeVisible();
        expect(await coveredByChat(pause)).toBe(false);
        await page.goto(at(locale, '/support'));
        const send = page
          .locator('#feedback form')
          .getByRole('button', { name: text(locale, 'forms', 'submit') });
        expect(await coveredByChat(send)).toBe(false);
        await page.goto(at(locale, '/mylist'));
        const submit = page.getByRole('button', { name: text(locale, 'mylist', 'form.submit') });
        expect(await coveredByChat(submit)).toBe(false);
      });
    }
  }
});

test.describe('the pricing cards', () => {
  for (const locale of ['en', 'de', 'ar'] as const) {
    test(`put both prices on one line (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(at(locale, '/pricing'));
      const prices = page.locator('.plan .price');
      await expect(prices).toHaveCount(2);
      const tops = await prices.evaluateAll((all) =>
        all.map((price) => Math.round(price.getBoundingClientRect().top)),
      );
      expect(tops[0]).toBe(tops[1]);
      const buttons = page.locator('.plan .button');
      const bottoms = await buttons.evaluateAll((all) =>
        all.map((button) => Math.round(button.getBoundingClientRect().bottom)),
      );
      expect(bottoms[0]).toBe(bottoms[1]);
    });
  }
});
