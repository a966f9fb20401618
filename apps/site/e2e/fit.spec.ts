import { localeCodes } from '@vela/locales';
import { localizedPath } from '../app/paths.ts';
import { expect, test } from './fixtures.ts';
import { routes } from './routes.ts';

// WCAG 1.4.10 Reflow: at 320 CSS pixels nothing may need scrolling sideways, in any language (German
// compounds, Russian and Greek words, addresses in buttons are where it breaks).
for (const locale of localeCodes) {
  test(`every page in ${locale} reflows to 320 pixels without scrolling sideways`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 640 });
    const overflowing: string[] = [];
    for (const route of routes) {
      const path = localizedPath(locale, route.path);
      await page.goto(path);
      // News pages lay out what the API sends; the others are complete as served.
      if (route.id.startsWith('news')) await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (extra > 0) overflowing.push(`${path} (${extra}px)`);
    }
    expect(overflowing).toEqual([]);
  });
}
