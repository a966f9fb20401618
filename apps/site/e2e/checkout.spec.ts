import type { Page } from '@playwright/test';
import { formatDate } from '@vela/locales';
import { useStandInPayPal } from '@vela/playwright-config/paypal';
import { text } from '@vela/playwright-config/texts';
import { buyThroughSimulator, licenceOf, newDeviceId, registerDevice } from './devices.ts';
import { expect, openWithCodeHeld, test } from './fixtures.ts';
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

  test('keeps a device id typed before the page became interactive, in Arabic too', async ({ page }) => {
    // The page's code arrives only once the person has typed: what they typed is still there after.
    const release = await openWithCodeHeld(page, `${baseURL}/ar/activate`);
    const field = page.locator('input[name="deviceid"]');
    await field.fill('26f57d463278');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(field).toHaveValue('26:F5:7D:46:32:78');
    // An empty field is refused in Arabic with the site's word for a device id, not a "serial number".
    await field.fill('');
    await page.getByRole('button', { name: text('ar', 'checkout', 'device.verify') }).click();
    await expect(checkout(page).getByRole('alert')).toHaveText(
      text('ar', 'errors', 'payment.device_required'),
    );
    await expect(checkout(page).getByRole('alert')).toContainText('معرّف الجهاز');
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

test.describe('what a device already has, before anyone pays', () => {
  const baseURL = urlOf(ports.main);
  const currentLicence = (page: Page) => checkout(page).getByTestId('current-licence');

  test('a trial device is verified as the spec says, and its trial end is shown', async ({
    page,
    request,
  }) => {
    const tv = await registerDevice(request, baseURL);
    await page.goto('/activate');
    await device(page).fill(tv.deviceid);
    await page.getByRole('button', { name: 'Verify device ID' }).click();
    await expect(checkout(page).getByRole('status')).toHaveText(
      'Device ID verified. Proceeding with payment...',
    );
    await expect(currentLicence(page)).toContainText(
      `Current licence: free trial until ${formatDate(tv.trialExpiresAt, 'en')}.`,
    );
  });

  for (const locale of ['en', 'de'] as const) {
    test(`Basic is refused to a device with the lifetime licence, and Premium offered instead (${locale})`, async ({
      page,
      request,
    }) => {
      const tv = await registerDevice(request, baseURL);
      await buyThroughSimulator(request, baseURL, tv.deviceid, ['basic']);
      await page.goto(locale === 'en' ? '/activate' : `/${locale}/activate`);
      await page.getByLabel(text(locale, 'checkout', 'device.label')).fill(tv.deviceid);
      await page.getByRole('button', { name: text(locale, 'checkout', 'device.verify') }).click();
      await expect(checkout(page).getByRole('alert')).toHaveText(
        text(locale, 'errors', 'payment.lifetime_owned'),
      );
      await expect(currentLicence(page)).toContainText(text(locale, 'checkout', 'licence.lifetime'));
      await expect(currentLicence(page)).toContainText(text(locale, 'checkout', 'licence.basic_owned'));
      const premium = currentLicence(page).getByRole('link', {
        name: text(locale, 'checkout', 'licence.premium_instead'),
      });
      await expect(premium).toHaveAttribute(
        'href',
        `${locale === 'en' ? '' : `/${locale}`}/activate-pm?client_reference_id=${tv.deviceid}`,
      );
      const orders: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/api/payments/orders')) orders.push(sent.url());
      });
      await page.getByRole('button', { name: text(locale, 'checkout', 'simulator.payBasic') }).click();
      await expect(checkout(page).getByRole('alert')).toHaveText(
        text(locale, 'errors', 'payment.lifetime_owned'),
      );
      expect(orders).toEqual([]);
      await expect(page).toHaveURL(locale === 'en' ? '/activate' : `/${locale}/activate`);
    });
  }

  test('Premium on a Premium device says it extends the current year, and until when (de)', async ({
    page,
    request,
  }) => {
    const tv = await registerDevice(request, baseURL);
    const licence = await buyThroughSimulator(request, baseURL, tv.deviceid, ['premium']);
    const until = new Date(licence?.privacy_expires_at ?? '');
    const extended = new Date(until);
    extended.setUTCFullYear(until.getUTCFullYear() + 1);
    await page.goto(`/de/activate-pm?client_reference_id=${tv.deviceid}`);
    await page.getByRole('button', { name: text('de', 'checkout', 'device.verify') }).click();
    await expect(checkout(page).getByRole('status')).toHaveText(
      text('de', 'errors', 'subscription.verified'),
    );
    await expect(currentLicence(page)).toContainText(
      text('de', 'checkout', 'licence.premium', { date: formatDate(until, 'de') }),
    );
    await expect(currentLicence(page)).toContainText(
      text('de', 'checkout', 'licence.premium_extends', { date: formatDate(extended, 'de') }),
    );
  });
});

test.describe('the payment success page', () => {
  const baseURL = urlOf(ports.main);
  const summary = (page: Page) => page.locator('.purchase-summary');

  test('names the device, the plan, the Privacy Mode end and the order reference (de)', async ({
    page,
    request,
  }) => {
    const tv = await registerDevice(request, baseURL);
    await page.goto(`/de/activate-pm?client_reference_id=${tv.deviceid}`);
    await page.getByRole('button', { name: text('de', 'checkout', 'simulator.subscribe') }).click();
    await expect(page).toHaveURL('/de/payment-success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'checkout', 'success.title'));
    await expect(summary(page)).toContainText(`${text('de', 'checkout', 'success.device')}${tv.deviceid}`);
    await expect(summary(page)).toContainText(text('de', 'checkout', 'success.premium'));
    const licence = await licenceOf(request, baseURL, tv);
    expect(licence.plan).toBe('premium');
    const sync = (await (
      await request.post(`${baseURL}/api/app/sync`, {
        data: { deviceid: tv.deviceid, device_key: tv.deviceKey },
      })
    ).json()) as { licence: { privacy_expires_at: string } };
    await expect(summary(page)).toContainText(
      `${text('de', 'checkout', 'success.privacy_until')}${formatDate(sync.licence.privacy_expires_at, 'de')}`,
    );
    await expect(summary(page)).toContainText(
      new RegExp(`${text('de', 'checkout', 'success.reference')}\\S+`),
    );
  });

  test('after Basic without a promotion shows no Privacy Mode date', async ({ page, request }) => {
    const tv = await registerDevice(request, baseURL);
    await page.goto('/activate');
    await device(page).fill(tv.deviceid);
    await page.getByRole('button', { name: 'Pay with the simulator' }).click();
    await expect(page).toHaveURL('/payment-success');
    await expect(summary(page)).toContainText(`Device${tv.deviceid}`);
    await expect(summary(page)).toContainText('PlanBasic: lifetime licence');
    await expect(summary(page)).toContainText(/Order reference\S+/);
    await expect(summary(page)).not.toContainText('Privacy Mode until');
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`opened without a purchase, it confirms nothing (${locale})`, async ({ page }) => {
      await page.goto(locale === 'en' ? '/payment-success' : `/${locale}/payment-success`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(locale, 'checkout', 'success.none.title'),
      );
      await expect(page.getByText(text(locale, 'checkout', 'success.title'))).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: text(locale, 'checkout', 'success.none.plans') }),
      ).toBeVisible();
    });
  }
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

test.describe('a device id carried by the address', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`locks the field, and it looks locked: a lock and a fixed value's style (${locale})`, async ({
      page,
    }) => {
      await page.goto(
        `${locale === 'en' ? '' : `/${locale}`}/activate?client_reference_id=AA:BB:CC:DD:EE:01`,
      );
      const field = page.getByLabel(text(locale, 'checkout', 'device.label'));
      await expect(field).toHaveValue('AA:BB:CC:DD:EE:01');
      await expect(field).toHaveAttribute('readonly', '');
      await expect(checkout(page).locator('.device-id-lock')).toBeVisible();
      await expect(field).toHaveCSS('cursor', 'not-allowed');
      await expect(field).toHaveCSS('border-top-style', 'dashed');
      await page.goto(locale === 'en' ? '/activate' : `/${locale}/activate`);
      await expect(checkout(page).locator('.device-id-lock')).toHaveCount(0);
      await expect(page.getByLabel(text(locale, 'checkout', 'device.label'))).not.toHaveCSS(
        'cursor',
        'not-allowed',
      );
    });
  }
});

test.describe('checkout through PayPal', () => {
  const baseURL = urlOf(ports.paypal);
  test.use({ baseURL });

  test('Basic: the API creates and captures the order PayPal approved, then the success page', async ({
    page,
    request,
  }) => {
    const paypal = await useStandInPayPal(page, urlOf(ports.payPalControl));
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
    await useStandInPayPal(page, urlOf(ports.payPalControl));
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
    await useStandInPayPal(page, urlOf(ports.payPalControl));
    await page.goto('/activate');
    await device(page).fill(newDeviceId());
    await checkout(page).getByRole('button', { name: 'PayPal', exact: true }).click();
    await expect(checkout(page).getByRole('alert')).toHaveText('Device ID not found.');
  });

  test('Premium: the subscription is created for the verified device and confirmed by the API', async ({
    page,
    request,
  }) => {
    await useStandInPayPal(page, urlOf(ports.payPalControl));
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
    await useStandInPayPal(page, urlOf(ports.payPalControl));
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
