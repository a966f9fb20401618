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

/**
 * Opens `url` with the page's code held back (its scripts; its styles come as usual), as on a slow line: the prerendered HTML answers typing before React
 * runs it. Navigates without waiting for the code (which the suite's own `goto` waits for); the code arrives when
 * the returned function is called.
 */
export async function openWithCodeHeld(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.evaluate((address) => {
    location.href = address;
  }, url);
  await page.locator('form').first().waitFor();
  return release;
}
