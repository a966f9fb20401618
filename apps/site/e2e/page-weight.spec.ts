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
  expect(weight.scriptBytes).toBeGreaterThan(0);
  expect(kilobytes(weight.scriptBytes), 'JavaScript of / (KB, gzip)').toBeLessThanOrEqual(
    pageWeightLimitKb('siteScriptKb'),
  );
  expect(kilobytes(weight.styleBytes), 'CSS of / (KB, gzip)').toBeLessThanOrEqual(
    pageWeightLimitKb('siteStyleKb'),
  );
});
