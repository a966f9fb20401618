import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { settled } from './settle.ts';

/** The success criteria of WCAG 2.2 levels A and AA that axe checks. */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Scans the page with axe once it has settled (no request in flight, no loading indicator) and expects no
 * WCAG 2.2 A/AA violation. Scanned at rest: a label caught halfway through its colour transition, or a list
 * caught while it loads on a busy machine, is not what anyone reads.
 */
export async function expectNoViolations(page: Page) {
  await settled(page);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({
      id,
      targets: nodes.map((node) => [node.target, node.failureSummary]),
    })),
  ).toEqual([]);
}
