import { type Browser, expect, type Page } from '@playwright/test';
import {
  describeWeight,
  kilobytes,
  type PageWeight,
  pageWeightLimitKb,
  weighPage,
} from '@vela/playwright-config/page-weight';
import { demoAccounts, demoPassword, signIn } from './support/accounts.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

// Page weights are the build's, the same on every machine: CI holds each first screen to its budget (DESIGN.md
// section 9, or the ceiling it may not grow past while it is above it), so weight cannot creep in unseen.

test('the sign-in screen loads no more JavaScript than its budget allows', async ({ page }) => {
  const weight = await weighPage(page, '/dashboard/login', async () => {
    await page.goto('/dashboard/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
  console.log(
    describeWeight('JavaScript of the sign-in screen', weight.scriptBytes, 'dashboardSignInScriptKb'),
  );
  expect(weight.scriptBytes).toBeGreaterThan(0);
  expect(kilobytes(weight.scriptBytes), 'JavaScript of the sign-in screen (KB, gzip)').toBeLessThanOrEqual(
    pageWeightLimitKb('dashboardSignInScriptKb'),
  );
});

/**
 * What a browser that arrives signed in downloads until the home is usable with its `charts` charts: the
 * session is made in one browser profile and the home opened in a fresh one that has only its cookies, as
 * when someone comes back to the dashboard.
 */
async function weighHome(browser: Browser, signInWith: (page: Page) => Promise<void>, charts: number) {
  const signingIn = await browser.newContext();
  await signInWith(await signingIn.newPage());
  const storageState = await signingIn.storageState();
  await signingIn.close();
  const context = await browser.newContext({ storageState });
  const home = await context.newPage();
  const weight: PageWeight = await weighPage(home, '/dashboard/', async () => {
    await home.goto('/dashboard/');
    // Charts of the figures the data has so far: at least these, more once other journeys have sold licences.
    await expect(home.locator('svg[data-chart="bars"]').nth(charts - 1)).toBeVisible();
  });
  await context.close();
  return weight;
}

const byForm = (email: string) => async (page: Page) => {
  await page.goto('/dashboard/login');
  await signIn(page, email, demoPassword);
  await expect(page).toHaveURL('/dashboard/');
};

for (const [role, signInWith, charts] of [
  ['customer', byForm(demoAccounts.customer), 2],
  ['reseller', byForm(demoAccounts.reseller), 5],
  ['operator', signInAsOperator, 4],
] as const) {
  test(`the ${role}'s home with its ${charts} charts loads no more JavaScript than its budget allows`, async ({
    browser,
  }) => {
    const weight = await weighHome(browser, signInWith, charts);
    console.log(
      describeWeight(`JavaScript of the ${role}'s home`, weight.scriptBytes, 'dashboardHomeScriptKb'),
    );
    expect(kilobytes(weight.scriptBytes), `JavaScript of the ${role}'s home (KB, gzip)`).toBeLessThanOrEqual(
      pageWeightLimitKb('dashboardHomeScriptKb'),
    );
  });
}
