import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** What a browser downloads to show a page: the gzip size of every script and of every stylesheet it loads. */
export interface PageWeight {
  path: string;
  scriptBytes: number;
  styleBytes: number;
}

/**
 * The page weight budgets of DESIGN.md section 9, in KB of gzip. `pnpm bench` reports each figure beside its
 * budget; the browser suites hold each page to its limit below on every CI run.
 */
export const pageWeightBudgets = {
  siteScriptKb: 100,
  siteStyleKb: 20,
  /** JavaScript before the dashboard's sign-in screen is usable. */
  dashboardSignInScriptKb: 150,
  /** JavaScript before a signed-in home is usable with its charts. */
  dashboardHomeScriptKb: 350,
} as const;

export type PageWeightBudget = keyof typeof pageWeightBudgets;

/**
 * Where a page is still over its budget, the weight it may not grow past meanwhile: its weight when the check
 * began, rounded up to the next KB. A change that takes weight off lowers the ceiling to the new figure; the
 * ceiling goes once the page is within its budget.
 */
export const pageWeightCeilings: Partial<Record<PageWeightBudget, number>> = {
  // The site's home went from 122 to none: it hydrates on first interaction (decision 53), 0 KB on load.
  // The dashboard's sign-in screen went from 295 to none: drawn without react-admin (decision 52), 146.1 KB.
  // The dashboard's homes went from 409 to none: charts drawn without recharts (decision 55), 315.6–319.7 KB.
};

/** The most a page of this kind may weigh on a CI run: its ceiling while it is over budget, else its budget. */
export function pageWeightLimitKb(budget: PageWeightBudget): number {
  return pageWeightCeilings[budget] ?? pageWeightBudgets[budget];
}

export const kilobytes = (bytes: number) => bytes / 1024;

/** A line for the run's output: the figure beside the limit it is held to and the budget it is headed for. */
export function describeWeight(label: string, bytes: number, budget: PageWeightBudget): string {
  const ceiling = pageWeightCeilings[budget];
  const limit = ceiling === undefined ? '' : `, ceiling ${ceiling} KB`;
  return `${label}: ${kilobytes(bytes).toFixed(1)} KB gzip (budget ${pageWeightBudgets[budget]} KB${limit})`;
}

/**
 * Counts what `page` downloads while `visit` opens a screen and until the network is then idle: the gzip size
 * of each script and stylesheet, as a server that compresses them sends it.
 */
export async function weighPage(page: Page, path: string, visit: () => Promise<void>): Promise<PageWeight> {
  const bodies: Promise<{ type: string; bytes: number }>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(response.body().then((body) => ({ type, bytes: gzipSync(body, { level: 9 }).byteLength })));
  };
  page.on('response', onResponse);
  try {
    await visit();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const loaded = await Promise.all(bodies);
  const total = (type: string) => loaded.filter((r) => r.type === type).reduce((sum, r) => sum + r.bytes, 0);
  return { path, scriptBytes: total('script'), styleBytes: total('stylesheet') };
}
