import { expect, type Page } from '@playwright/test';
import { startPayPalDouble, useStandInPayPal } from '@vela/playwright-config/paypal';
import { startProductServer } from '@vela/playwright-config/worker-server';
import { demoAccounts, demoPassword, signIn } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { credits, everyPack, type Locale, packsOnSale, startingWith } from './support/credits.ts';
import { firstPort } from './support/port.ts';
import { test as journeys } from './support/test.ts';

// The demo reseller pays for a pack of credits with PayPal's buttons, on a server that takes payments through
// PayPal: here the local PayPal double, and a stand-in for PayPal's script that plays the buyer in the double's
// window. The dashboard's callbacks and the API's calls to PayPal are the real ones. Cancelling and a failure in
// PayPal's window charge nothing and say so; paying adds the pack's credits. In English and in Arabic.

interface PayPalServer {
  url: string;
  /** The PayPal double's control port, where the stand-in script approves orders. */
  controlUrl: string;
}

const payPalClientId = 'paypal-double-client';

const test = journeys.extend<Record<never, never>, { payPalServer: PayPalServer }>({
  payPalServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      // Past the workers' own servers: three ports per worker, for the server, the double and its control.
      const port = firstPort + 20 + workerInfo.parallelIndex * 3;
      const double = await startPayPalDouble(port + 1, port + 2);
      try {
        const server = await startProductServer(port, {
          SITE_URL: `http://127.0.0.1:${port}`,
          PAYPAL_API_URL: double.apiUrl,
          PAYPAL_CLIENT_ID: payPalClientId,
          PAYPAL_CLIENT_SECRET: 'paypal-double-secret',
          PAYPAL_WEBHOOK_ID: 'WH-TEST',
          PAYPAL_PLAN_ID: 'P-E2E-PREMIUM',
        });
        await use({ url: server.url, controlUrl: double.controlUrl });
        await server.stop();
      } finally {
        await double.stop();
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ payPalServer }, use) => {
    await use(payPalServer.url);
  },
});

async function balanceOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/admin/credits');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

/** The demo reseller, signed in with the form on the PayPal server, on the Credits page in `locale`. */
async function creditsPage(page: Page, locale: Locale) {
  await page.goto('/dashboard/login');
  await signIn(page, demoAccounts.reseller, demoPassword);
  await expect(page).toHaveURL('/dashboard/');
  await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
  await page.goto('/dashboard/credits');
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  return page.getByRole('region', { name: credits(locale, 'buy.title') });
}

for (const locale of ['en', 'ar'] as const) {
  test(`the demo reseller pays for a pack with PayPal's buttons, after a cancelled and a failed try that charge nothing, in ${locale}`, async ({
    page,
    payPalServer,
  }) => {
    test.slow();
    const payPal = await useStandInPayPal(page, payPalServer.controlUrl);
    const buy = await creditsPage(page, locale);
    const [pack] = await packsOnSale(page);
    if (!pack) throw new Error('the demo has no pack on sale');
    const before = await balanceOf(page);

    await buy
      .getByRole('button', { name: startingWith(everyPack(locale, 'buy.choose')) })
      .first()
      .click();
    const payment = buy.getByRole('region', { name: startingWith(everyPack(locale, 'buy.pay_title')) });
    // PayPal's buttons, from PayPal's script for the server's client id and the pack's currency; no simulator.
    await expect(payment.getByRole('button', { name: 'PayPal', exact: true })).toBeVisible();
    expect(payPal.sdkRequests).toHaveLength(1);
    expect(payPal.sdkRequests[0]).toContain(`client-id=${payPalClientId}`);
    expect(payPal.sdkRequests[0]).toContain(`currency=${pack.currency}`);
    await expect(payment.getByText(credits(locale, 'buy.simulator.label'))).toHaveCount(0);
    await expectNoViolations(page);

    // The buyer closes PayPal's window, then PayPal fails: each is said, and nothing is charged.
    await payment.getByRole('button', { name: 'Cancel in PayPal' }).click();
    await expect(buy.getByText(credits(locale, 'buy.cancelled'))).toBeVisible();
    await payment.getByRole('button', { name: 'Fail in PayPal' }).click();
    await expect(buy.getByText(credits(locale, 'buy.failed'))).toBeVisible();
    await expect(buy.getByText(credits(locale, 'buy.cancelled'))).toHaveCount(0);
    expect(await balanceOf(page)).toBe(before);
    await expectNoViolations(page);

    // Paid in PayPal's window: the order PayPal approved is captured, and the pack's credits are added.
    await payment.getByRole('button', { name: 'PayPal', exact: true }).click();
    const receipt = buy.getByRole('link', { name: credits(locale, 'buy.receipt') });
    await expect(receipt).toBeVisible();
    await expect(buy.getByText(credits(locale, 'buy.failed'))).toHaveCount(0);
    expect(await balanceOf(page)).toBe(before + pack.credits);
    const orders = await page.request.get('/api/admin/credit-orders');
    const [newest] = (await orders.json()) as {
      credits: number;
      status: string;
      provider_order_id: string;
    }[];
    expect(newest).toMatchObject({ credits: pack.credits, status: 'completed' });
    await expectNoViolations(page);
    await receipt.click();
    await expect(page.getByText(newest?.provider_order_id ?? '')).toBeVisible();
  });
}
