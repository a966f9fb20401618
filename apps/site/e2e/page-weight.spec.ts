import { describeWeight, kilobytes, pageWeightLimitKb, weighPage } from '@vela/playwright-config/page-weight';
import { expect, test } from './fixtures.ts';

// Page weights are the build's, the same on every machine: CI holds the home to its budget (DESIGN.md
// section 9, or the ceiling it may not grow past while it is above it), so weight cannot creep in unseen.
test('the home loads no more JavaScript and CSS than its budget allows', async ({ page }) => {
  const weight = await weighPage(page, '/', async () => {
    await page.goto('/');
  });
  console.log(describeWeight('JavaScript of /', weight.scriptBytes, 'siteScriptKb'));
  console.log(describeWeight('CSS of /', weight.styleBytes, 'siteStyleKb'));
  expect(weight.styleBytes).toBeGreaterThan(0);
  expect(kilobytes(weight.scriptBytes), 'JavaScript of / (KB, gzip)').toBeLessThanOrEqual(
    pageWeightLimitKb('siteScriptKb'),
  );
  expect(kilobytes(weight.styleBytes), 'CSS of / (KB, gzip)').toBeLessThanOrEqual(
    pageWeightLimitKb('siteStyleKb'),
  );
});

// The pricing page hydrates on a visitor's first interaction too (decision 53): it loads no JavaScript file.
test('the pricing page loads no JavaScript on load', async ({ page }) => {
  const weight = await weighPage(page, '/pricing', async () => {
    await page.goto('/pricing');
  });
  console.log(`JavaScript of /pricing: ${kilobytes(weight.scriptBytes).toFixed(1)} KB gzip`);
  expect(weight.scriptBytes).toBe(0);
});

// The home hydrates on a visitor's first interaction (decision 53): React's code comes then, not with the page.
test('the home downloads React when a visitor first reaches for something', async ({ page }) => {
  await page.goto('/');
  const weight = await weighPage(page, '/', async () => {
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.getByRole('region', { name: 'Vela Player support' })).toBeVisible();
  });
  console.log(`JavaScript of / after opening the chat: ${kilobytes(weight.scriptBytes).toFixed(1)} KB gzip`);
  expect(weight.scriptBytes).toBeGreaterThan(0);
});
