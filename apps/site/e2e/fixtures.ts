import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Waits until React runs the page: before that, buttons of the prerendered HTML do nothing yet. */
async function whenHydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Playwright's test, whose page waits for hydration after every navigation it starts. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await whenHydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await whenHydrated(page);
      return response;
    };
    await use(page);
  },
});
