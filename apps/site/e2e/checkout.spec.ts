import type { Page } from '@playwright/test';
import { licenceOf, newDeviceId, registerDevice } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { useStandInPayPal } from './paypal-stand-in.ts';
import { payPalPlanId, ports, urlOf } from './servers.ts';

const device = (page: Page) => page.getByLabel(/^Device ID \(MAC address\)/);
const checkout = (page: Page) => page.locator('.checkout');

test.describe('Basic activation with the payments simulator', () => {
  const baseURL = urlOf(ports.main);

  test('needs a device id, refuses an unknown one, and verifies a registered one', async ({
    page,
    request,
  }) => {
    await page.goto('/activate');
    await page.getByRole('button', { name: 'Verify device ID' }).click();
    await expect(checkout(page).getByRole('alert')).toHaveText('Device Serial Number is required.');
    await device(page).fill('AA:BB');
    await page.getByRole('button', { name: 'Verify device ID' }).click();
    await expect(checkout(page).getByRole('alert')).toHaveText(
      'Device ID not found. Please enter a valid MAC address.',
    );
    await device(page).fill(newDeviceId());
    await page.getByRole('button', { name: 'Verify device ID' }).click();
    await expect(checkout(page).getByRole('alert')).toHaveText('Device ID not found.');
    const tv = await registerDevice(request, baseURL);
    await device(page).fill(tv.deviceid);
    await page.getByRole('button', { name: 'Verify device ID' }).click();
    await expect(checkout(page).getByRole('status')).toHaveText(
      'Device ID verified. Proceeding with payment...',
    );
  });

  test('says when the check itself fails, and clears each message after 5 s', async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/checkdeviceid', (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.goto('/activate');
    await device(page).fill(newDeviceId());
    await page.getByRole('button', { name: 'Verify device ID' }).click();
    await expect(checkout(page).getByRole('alert')).toHaveText(
      'An error occurred while checking the device ID.',
    );
    await page.clock.runFor(5000);
    await expect(checkout(page).getByRole('alert')).toHaveCount(0);
    await page.unroute('**/api/checkdeviceid');
    await page.route('**/api/checkdeviceid', (route) => route.abort());
    await page.getByRole('button', { name: 'Verify device ID' }).click();
    await expect(checkout(page).getByRole('alert')).toHaveText(
      'Unable to verify device ID. Please try again.',
    );
  });

  test('is labelled as a simulator and walks the server flow to the success page', async ({
    page,
    request,
  }) => {
    const tv = await registerDevice(request, baseURL);
    await page.goto('/activate');
    await expect(checkout(page).getByText('Payments simulator')).toBeVisible();
    await device(page).fill(tv.deviceid);
    await page.getByRole('button', { name: 'Pay with the simulator' }).click();
    await expect(page).toHaveURL('/payment-success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your purchase!');
    expect(await licenceOf(request, baseURL, tv)).toMatchObject({ lifetime_licence: true });
  });

  test('never loads the PayPal script on pages that take no payment', async ({ page }) => {
    const paypal: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('paypal.com')) paypal.push(request.url());
    });
    await page.goto('/pricing');
    await page.goto('/activate');
    await page.waitForLoadState('networkidle');
    expect(paypal).toEqual([]);
  });
});

test.describe('Premium with the payments simulator', () => {
  const baseURL = urlOf(ports.main);

  test('subscribes a verified device and grants Privacy Mode', async ({ page, request }) => {
    const tv = await registerDevice(request, baseURL);
    await page.goto(`/activate-pm?client_reference_id=${tv.deviceid}`);
    await expect(device(page)).toHaveValue(tv.deviceid);
    await expect(device(page)).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Subscribe with the simulator' }).click();
    await expect(page).toHaveURL('/payment-success');
    expect(await licenceOf(request, baseURL, tv)).toMatchObject({ plan: 'premium', privacy_active: true });
  });
});

test.describe('checkout through PayPal', () => {
  const baseURL = urlOf(ports.paypal);
  test.use({ baseURL });

  test('Basic: the API creates and captures the order PayPal approved, then the success page', async ({
    page,
    request,
  }) => {
    const paypal = await useStandInPayPal(page);
    const tv = await registerDevice(request, baseURL);
    await page.goto('/activate');
    await device(page).fill(tv.deviceid);
    await checkout(page).getByRole('button', { name: 'PayPal', exact: true }).click();
    await expect(page).toHaveURL('/payment-success');
    expect(paypal.sdkRequests[0]).toContain('client-id=paypal-double-client');
    expect(paypal.sdkRequests[0]).toContain('currency=EUR');
    expect(await licenceOf(request, baseURL, tv)).toMatchObject({ plan: 'basic', lifetime_licence: true });
  });

  test('Basic: cancelling says Transaction cancelled., a PayPal error says so, and nothing is granted', async ({
    page,
    request,
  }) => {
    await useStandInPayPal(page);
    const tv = await registerDevice(request, baseURL);
    await page.goto('/activate');
    await device(page).fill(tv.deviceid);
    await checkout(page).getByRole('button', { name: 'Cancel in PayPal' }).click();
    await expect(checkout(page).getByRole('status')).toHaveText('Transaction cancelled.');
    await checkout(page).getByRole('button', { name: 'Fail in PayPal' }).click();
    await expect(checkout(page).getByRole('alert')).toHaveText(
      'An error occurred during payment. Please try again.',
    );
    expect(await licenceOf(request, baseURL, tv)).toMatchObject({ lifetime_licence: false });
  });

  test('Basic: an unknown device never reaches PayPal', async ({ page }) => {
    await useStandInPayPal(page);
    await page.goto('/activate');
    await device(page).fill(newDeviceId());
    await checkout(page).getByRole('button', { name: 'PayPal', exact: true }).click();
    await expect(checkout(page).getByRole('alert')).toHaveText('Device ID not found.');
  });

  test('Premium: the subscription is created for the verified device and confirmed by the API', async ({
    page,
    request,
  }) => {
    await useStandInPayPal(page);
    const tv = await registerDevice(request, baseURL);
    await page.goto('/activate-pm');
    await device(page).fill(tv.deviceid);
    await checkout(page).getByRole('button', { name: 'PayPal', exact: true }).click();
    await expect(page).toHaveURL('/payment-success');
    const subscription = await page.evaluate(
      () => (window as unknown as { __paypalSubscriptionRequest?: unknown }).__paypalSubscriptionRequest,
    );
    expect(subscription).toMatchObject({
      plan_id: payPalPlanId,
      custom_id: tv.deviceid,
      application_context: { shipping_preference: 'NO_SHIPPING' },
    });
    expect(await licenceOf(request, baseURL, tv)).toMatchObject({ plan: 'premium', privacy_active: true });
  });

  test('Premium: cancelling is information, not an error; an unverified device gets no subscription', async ({
    page,
  }) => {
    await useStandInPayPal(page);
    await page.goto('/activate-pm');
    await device(page).fill(newDeviceId());
    await checkout(page).getByRole('button', { name: 'Cancel in PayPal' }).click();
    await expect(checkout(page).getByRole('status')).toHaveText('Subscription cancelled.');
    await expect(checkout(page).locator('.status-info')).toBeVisible();
    await checkout(page).getByRole('button', { name: 'PayPal', exact: true }).click();
    await expect(checkout(page).getByRole('alert')).toHaveText('Device ID not found.');
    expect(
      await page.evaluate(
        () => (window as unknown as { __paypalSubscriptionRequest?: unknown }).__paypalSubscriptionRequest,
      ),
    ).toBeUndefined();
  });

  test('tells the browser the plan to subscribe to', async ({ request }) => {
    const config = (await (await request.get(`${baseURL}/api/config`)).json()) as {
      payments: { planId: string };
    };
    expect(config.payments.planId).toBe(payPalPlanId);
  });
});
