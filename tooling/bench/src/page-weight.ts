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

/**
 * What a signed-in person's browser downloads before the dashboard's home is usable with its charts: the
 * person signs in once (in a browser profile of its own), then opens `/dashboard/` in a fresh profile that
 * has only the session cookie, and the page is counted until both charts are drawn.
 */
export async function measureSignedInHome(
  baseUrl: string,
  { email, password }: { email: string; password: string },
): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const signingIn = await browser.newContext({ locale: 'en-US' });
    const page = await signingIn.newPage();
    await page.goto(`${baseUrl}/dashboard/login`);
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/`);
    const storageState = await signingIn.storageState();
    await signingIn.close();

    const context = await browser.newContext({ locale: 'en-US', storageState });
    const home = await context.newPage();
    const bodies: Promise<{ type: string; bytes: number }>[] = [];
    home.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(response.body().then((body) => ({ type, bytes: gzipSync(body, { level: 9 }).byteLength })));
    });
    const path = '/dashboard/';
    await home.goto(`${baseUrl}${path}`);
    await home.locator('.recharts-surface').nth(1).waitFor({ timeout: 60_000 });
    await home.waitForLoadState('networkidle');
    const loaded = await Promise.all(bodies);
    const total = (type: string) =>
      loaded.filter((r) => r.type === type).reduce((sum, r) => sum + r.bytes, 0);
    await context.close();
    return { path, scriptBytes: total('script'), styleBytes: total('stylesheet') };
  } finally {
    await browser.close();
  }
}
