import { type BrowserContext, chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '@vela/playwright-config';
import { type PageWeight, weighPage } from '@vela/playwright-config/page-weight';

export type { PageWeight } from '@vela/playwright-config/page-weight';

/** What a browser downloads to show each page: the gzip size of every script and stylesheet it loads. */
export async function measurePageWeights(baseUrl: string, paths: readonly string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const weights: PageWeight[] = [];
    for (const path of paths) {
      const page = await browser.newPage();
      weights.push(
        await weighPage(page, path, async () => {
          await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        }),
      );
      await page.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}

/** Who the home is weighed for: signed in through the sign-in form, or with the cookies of a session. */
export type HomeVisitor =
  | { email: string; password: string }
  | { cookies: readonly { name: string; value: string }[] };

/**
 * What a signed-in person's browser downloads before the dashboard's home is usable with its charts: the
 * person signs in once (in a browser profile of its own, or arrives with a session made elsewhere, as an
 * operator's with two-factor authentication is), then opens `/dashboard/` in a fresh profile that has only
 * the session cookie, and the page is counted until `charts` charts are drawn.
 */
export async function measureSignedInHome(
  baseUrl: string,
  visitor: HomeVisitor,
  charts = 2,
): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
    if ('cookies' in visitor) {
      const { hostname } = new URL(baseUrl);
      storageState = {
        cookies: visitor.cookies.map(({ name, value }) => ({
          name,
          value,
          domain: hostname,
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax' as const,
        })),
        origins: [],
      };
    } else {
      const signingIn = await browser.newContext({ locale: 'en-US' });
      const page = await signingIn.newPage();
      await page.goto(`${baseUrl}/dashboard/login`);
      await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(visitor.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(visitor.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${baseUrl}/dashboard/`);
      storageState = await signingIn.storageState();
      await signingIn.close();
    }

    const context = await browser.newContext({ locale: 'en-US', storageState });
    const home = await context.newPage();
    const path = '/dashboard/';
    const weight = await weighPage(home, path, async () => {
      await home.goto(`${baseUrl}${path}`);
      await home
        .locator('svg[data-chart="bars"]')
        .nth(charts - 1)
        .waitFor({ timeout: 60_000 });
    });
    await context.close();
    return weight;
  } finally {
    await browser.close();
  }
}
