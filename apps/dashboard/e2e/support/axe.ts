import { expect, type Page } from '@playwright/test';
import { scanWcag } from '@vela/playwright-config/axe';
import { settled } from './settle.ts';

export type Violations = { id: string; targets: unknown[] }[];

/**
 * The page's WCAG 2.2 A/AA violations, scanned with axe once it has settled (no request in flight, no loading
 * indicator). Scanned at rest: a label caught halfway through its colour transition, or a list caught while it
 * loads on a busy machine, is not what anyone reads.
 */
export async function wcagViolations(page: Page): Promise<Violations> {
  await settled(page);
  // Once per document: the walk scans one document dozens of times, and each copy of the rule would be matched
  // against every element at each change of style.
  await page.evaluate(() => {
    if (document.getElementById('scan-without-transitions')) return;
    const style = document.createElement('style');
    style.id = 'scan-without-transitions';
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
  });
  return (await scanWcag(page)).map(({ id, nodes }) => ({
    id,
    targets: nodes.map((node) => [node.target, node.html.slice(0, 300), node.failureSummary]),
  }));
}

/** Scans the page as `wcagViolations` does and expects no violation. */
export async function expectNoViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}
