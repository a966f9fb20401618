import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '@vela/playwright-config';

export interface PageWeight {
  path: string;
  scriptBytes: number;
  styleBytes: number;
}

/** What a browser downloads to show a page: the gzip size of every script and stylesheet it loads. */
export async function measurePageWeights(baseUrl: string, paths: readonly string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) {
      const page = await browser.newPage();
      const bodies: Promise<{ type: string; bytes: number }>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        bodies.push(
          response.body().then((body) => ({ type, bytes: gzipSync(body, { level: 9 }).byteLength })),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const loaded = await Promise.all(bodies);
      const total = (type: string) =>
        loaded.filter((r) => r.type === type).reduce((sum, r) => sum + r.bytes, 0);
      weights.push({ path, scriptBytes: total('script'), styleBytes: total('stylesheet') });
      await page.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
