import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until the page answers input: until React runs it, buttons of the prerendered HTML do nothing yet. A
 * page that hydrates on interaction (the home, decision 53) answers once its waking script is ready
 * (`data-hydrated="on-interaction"`); its first click brings React and is replayed then.
 */
async function whenHydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
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
