import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The success criteria of WCAG 2.2 levels A and AA that axe checks. */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG 2.2 A/AA violations axe finds on the page as it is now, with the elements each concerns.
 *
 * Axe runs inside the page (its legacy mode): its default mode finishes every scan in a new blank tab of the
 * browser, and a walk of the dashboard scans hundreds of times. The product's pages have no frame from another
 * origin, which only the default mode would reach. Only violations are collected: axe skips building selectors
 * for the elements that pass.
 */
export async function scanWcag(page: Page) {
  const results = await new AxeBuilder({ page })
    // Options first: they replace what was set before them, the tags among it.
    .options({ resultTypes: ['violations'] })
    .withTags(wcag)
    .setLegacyMode()
    .analyze();
  return results.violations;
}
