import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { type Locale, mayEqualEnglish } from '@vela/locales';
import { signInAsDemo } from './support/accounts.ts';
import { signInAsOperator } from './support/operator.ts';
import { onRowOfScreen } from './support/rows.ts';
import { test } from './support/test.ts';

/**
 * Every screen of every role, in languages other than English, says nothing in English and shows no text's
 * key: one signed-in page per role walks the screens of its menu (and the first record of each list) and
 * reads what is visible, besides identifiers marked as such (`<code>`, `translate="no"`), which stay as they are.
 */

type Tree = { [key: string]: string | Tree };
const localesDir = new URL('../../../packages/locales/', import.meta.url);

function flatten(tree: Tree, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** Every English text by its key as the dashboard asks for it (`devices.fields.licence_state`). */
const english = new Map<string, string>();
for (const file of readdirSync(new URL('en/', localesDir))) {
  const tree = JSON.parse(readFileSync(new URL(`en/${file}`, localesDir), 'utf8')) as Tree;
  flatten(tree, `${file.replace(/\.json$/, '')}.`, english);
}
/** The English texts a screen could show as they are: whole texts without placeholders or plural forms. */
const englishTexts = new Set([...english.values()].filter((text) => !/\{\{|%\{|\|\|\|\|/.test(text)));

/** A key of the catalogue, or anything shaped like one (`word.word_word`). */
const looksLikeKey = (token: string) =>
  english.has(token) || /^[a-z][a-z-]*(?:\.[a-z0-9-]+)*\.[a-z0-9]+_[a-z0-9_]+$/.test(token);

/** The visible texts of the page (and its tab's title), without identifiers marked as such. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text) continue;
      if (parent.closest('code, script, style, [translate="no"], [aria-hidden="true"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder]')) {
      if (!(element as HTMLElement).checkVisibility?.()) continue;
      for (const name of ['aria-label', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

function problems(locale: Locale, screen: string, texts: string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    if (englishTexts.has(text) && !mayEqualEnglish(locale, text)) found.push(`${screen}: English "${text}"`);
    for (const token of text.split(/[\s,;:()«»“”"']+/))
      if (looksLikeKey(token)) found.push(`${screen}: key "${token}" in "${text}"`);
  }
  return found;
}

/** Waits until the screen has its title and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.locator('#react-admin-title')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function walk(page: Page, locale: Locale): Promise<string[]> {
  await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
  await page.goto('/dashboard/');
  await settled(page);
  const menu = page.locator(
    '.RaSidebar-fixed [role="menuitem"][href], .MuiDrawer-root [role="menuitem"][href]',
  );
  const screens = [
    ...new Set(await menu.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
  ];
  expect(screens.length).toBeGreaterThan(2);
  const found: string[] = [];
  for (const screen of screens) {
    // Within the app, as a person moves: one page load per language, not per screen.
    await page.locator(`[role="menuitem"][href="${screen}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${screen.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[?#]|$)`));
    await settled(page);
    found.push(...problems(locale, screen, await visibleTexts(page)));
    expect(await page.title(), `${screen}: the tab names the screen`).not.toBe('Dashboard');
    // The first record of a list, on its own screen.
    const row = page.locator('tbody tr.RaDatagrid-row').filter({ visible: true }).first();
    const opened = await onRowOfScreen(row, (found) => found.click({ timeout: 20_000 }));
    if (opened) {
      await settled(page);
      found.push(
        ...problems(locale, `${screen} → ${new URL(page.url()).pathname}`, await visibleTexts(page)),
      );
    }
  }
  return found;
}

const roles = {
  customer: (page: Page) => signInAsDemo(page, 'customer'),
  reseller: (page: Page) => signInAsDemo(page, 'reseller'),
  operator: signInAsOperator,
} as const;

for (const [role, signInAs] of Object.entries(roles)) {
  test(`every screen of a ${role} speaks German and Arabic, with no English and no keys`, async ({
    page,
  }) => {
    test.slow();
    await signInAs(page);
    const found: string[] = [];
    for (const locale of ['de', 'ar'] as const) found.push(...(await walk(page, locale)));
    expect(found).toEqual([]);
  });
}

test('the screens of a customer speak Russian too', async ({ page }) => {
  test.slow();
  await roles.customer(page);
  expect(await walk(page, 'ru')).toEqual([]);
});
