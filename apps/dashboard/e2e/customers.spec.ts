import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { newSignedInAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

const password = 'a long journey password';

async function tvShowingCode(request: APIRequestContext) {
  const registered = await request.post('/api/app/register', { data: { device_brand: 'Journey TV' } });
  expect(registered.status()).toBe(201);
  const { deviceid, device_key } = (await registered.json()) as { deviceid: string; device_key: string };
  const pairing = await request.post('/api/app/pairing-code', { data: { deviceid, device_key } });
  const { code } = (await pairing.json()) as { code: string };
  return { deviceid, code };
}

async function settled(page: Page) {
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

/** A new customer, signed in on their home; their account id. */
async function newCustomer(page: Page) {
  const email = await newSignedInAccount(page, password, 'customers');
  const me = (await (await page.request.get('/api/admin/me')).json()) as { id: string };
  return { email, id: me.id };
}

/** The operator, in a browser of their own, in the given language. */
async function operatorPage(browser: Browser, locale: 'en' | 'ar') {
  const context = await browser.newContext({ locale });
  // Signs in with the English form, then switches to the language of the journey. English is stored before the
  // dashboard's first script runs, so the language it detects from the browser never replaces it.
  await context.addInitScript(() => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'en');
  });
  const page = await context.newPage();
  await signInAsOperator(page);
  if (locale === 'ar') {
    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  }
  return page;
}

// Each journey signs a new customer up through the e-mail flow, and the operator in, before it starts.
test.beforeEach(() => test.slow());

test('a new customer follows the first steps to a named TV; the operator sees the order and the customer', async ({
  page,
  browser,
}) => {
  const customer = await newCustomer(page);
  const steps = page.getByTestId('first-steps');
  await expect(steps.getByRole('heading', { level: 2, name: 'Your first steps' })).toBeVisible();
  await expect(steps.getByText('Still to do.')).toHaveCount(4);
  await expect(steps.getByRole('link', { name: 'Download page' })).toHaveAttribute('href', '/download');
  await expect(steps.getByRole('link', { name: 'Add a playlist' })).toHaveCount(0);
  await expect(steps.getByRole('link', { name: 'Enter the pairing code' })).toBeVisible();
  await settled(page);
  await expectNoViolations(page);

  const tv = await tvShowingCode(page.request);
  await steps.getByRole('link', { name: 'Enter the pairing code' }).click();
  await page.getByRole('textbox', { name: 'Pairing code' }).fill(tv.code);
  await page.getByRole('button', { name: 'Claim', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Device ${ltr(tv.deviceid)}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('  Living room ');
  await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Above the fireplace');
  await page.getByRole('button', { name: 'Save name and note' }).click();
  await expect(page.getByText('Name and note saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Living room/ })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Home' }).click();
  await expect(steps.getByText('Done.', { exact: true })).toHaveCount(3);
  await expect(steps.getByRole('link', { name: 'Add a playlist' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Download page' })).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'My devices' }).click();
  await page.getByRole('textbox', { name: 'Search by name or device ID' }).fill('living');
  await expect(page.getByRole('cell', { name: 'Living room' })).toBeVisible();

  // A Basic purchase through the labelled simulator, as the checkout page makes it.
  const order = (await (
    await page.request.post('/api/payments/orders', { data: { deviceid: tv.deviceid } })
  ).json()) as {
    orderId: string;
  };
  expect(
    (await page.request.post(`/api/payments/orders/${order.orderId}/capture`, { data: {} })).status(),
  ).toBe(200);

  const operator = await operatorPage(browser, 'en');
  await operator.goto('/dashboard/orders');
  await operator.getByRole('textbox', { name: 'Owner’s e-mail' }).fill(customer.email);
  const row = operator.getByRole('row').filter({ hasText: order.orderId });
  await expect(row).toBeVisible();
  await expect(row.getByText('Paid')).toBeVisible();
  await expect(row.getByText(/Living room/)).toBeVisible();
  await settled(operator);
  await expectNoViolations(operator);

  await row.getByRole('link', { name: `Open the customer page of ${ltr(customer.email)}` }).click();
  await expect(operator).toHaveURL(`/dashboard/customers/${customer.id}`);
  await expect(
    operator.getByRole('heading', { level: 1, name: `Customer ${ltr(customer.email)}` }),
  ).toBeVisible();
  await expect(operator.getByRole('link', { name: /Living room/ })).toBeVisible();
  await expect(operator.getByRole('link', { name: order.orderId })).toBeVisible();
  await expect(operator.getByText('device.rename')).toBeVisible();
  await settled(operator);
  await expectNoViolations(operator);
  await operator.context().close();
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('shows the first steps, the orders and the customer page right to left', async ({ page, browser }) => {
    await page.goto('/dashboard/login');
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    const customer = await newCustomer(page);
    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const steps = page.getByTestId('first-steps');
    await expect(steps.getByRole('heading', { level: 2, name: 'خطواتك الأولى' })).toBeVisible();
    await expect(steps.getByText('لم يتم بعد.')).toHaveCount(4);
    await settled(page);
    await expectNoViolations(page);

    const operator = await operatorPage(browser, 'ar');
    await operator.goto('/dashboard/orders');
    await expect(operator.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(operator.getByRole('textbox', { name: 'البريد الإلكتروني للمالك' })).toBeVisible();
    await settled(operator);
    await expectNoViolations(operator);

    await operator.goto(`/dashboard/customers/${customer.id}`);
    await expect(
      operator.getByRole('heading', { level: 1, name: `العميل ${ltr(customer.email)}` }),
    ).toBeVisible();
    await expect(operator.getByText('لا توجد أجهزة.')).toBeVisible();
    await settled(operator);
    await expectNoViolations(operator);
    await operator.context().close();
  });
});
