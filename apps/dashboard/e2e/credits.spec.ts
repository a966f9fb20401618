import { type Browser, expect, type Page } from '@playwright/test';
import { text } from '@vela/playwright-config/texts';
import { demoAccounts, signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { credits, escaped, everyPack, type Locale, packsOnSale, startingWith } from './support/credits.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';
import { registerDigitFirstDevice } from './support/walk.ts';

// The demo reseller activates a client's TV with credits and revokes it in the grace period, and buys a pack of
// credits with the payments simulator; an operator adds credits to a reseller and reverses an activation. In
// English and in Arabic, each screen scanned with axe.

interface Summary {
  balance: number;
  frozen: boolean;
  business_name: string | null;
  prices: { basic: number; premium: number };
}

/** The signed-in person's credits, as the API counts them. */
async function summaryOf(page: Page): Promise<Summary> {
  const response = await page.request.get('/api/admin/credits');
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary;
}

/** What the Credits page says of a balance in English: its count of credits. */
const englishBalance = (count: number) => (count === 1 ? '1 credit' : `${count} credits`);

async function inLanguage(page: Page, locale: Locale) {
  await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
  await page.goto('/dashboard/');
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

/** Nothing on the page is wider than a 390-pixel phone. */
async function fitsAPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function resellerJourney(page: Page, locale: Locale) {
  await signInAsDemo(page, 'reseller');
  await inLanguage(page, locale);
  const before = await summaryOf(page);
  expect(before.frozen).toBe(false);
  expect(before.balance).toBeGreaterThanOrEqual(before.prices.basic);
  // A client's TV whose id starts with a digit: in Arabic, it must still read in order.
  const tv = await registerDigitFirstDevice(page);

  await page.getByRole('menuitem', { name: text(locale, 'dashboard', 'menu.credits'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/credits$/);
  await expect(page.getByRole('heading', { level: 1, name: credits(locale, 'balance.title') })).toBeVisible();
  const balance = page.getByTestId('credit-balance');
  await expect(balance).toHaveText(/\S/);
  if (locale === 'en') await expect(balance).toHaveText(englishBalance(before.balance));
  const shownBefore = (await balance.textContent()) ?? '';
  await expect(page.getByText(credits(locale, 'balance.how_to_buy'))).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: credits(locale, 'balance.activate') }).click();
  await expect(page).toHaveURL(/\/dashboard\/activations\/create$/);
  await page
    .getByRole('textbox', { name: startingWith(credits(locale, 'activations.fields.device_id')) })
    .fill(tv.deviceid);
  const basic = page.getByRole('radio', { name: startingWith(credits(locale, 'activations.tiers.basic')) });
  await basic.check();
  await page
    .getByRole('textbox', { name: startingWith(credits(locale, 'activations.fields.note')) })
    .fill(`Journey ${locale}`);
  await expectNoViolations(page);
  await page.getByRole('button', { name: credits(locale, 'activate.submit') }).click();
  await expect(page.getByText(credits(locale, 'activate.done'))).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/activations\/[0-9a-f-]+\/show$/);
  await expect(page.getByText(tv.deviceid)).toBeVisible();
  await expect(page.getByText(tv.deviceid)).toHaveAttribute('dir', 'ltr');
  await expectNoViolations(page);
  expect((await summaryOf(page)).balance).toBe(before.balance - before.prices.basic);

  // The balance dropped by the price of Basic, and the ledger says why.
  await page.getByRole('menuitem', { name: text(locale, 'dashboard', 'menu.credits'), exact: true }).click();
  if (locale === 'en') await expect(balance).toHaveText(englishBalance(before.balance - before.prices.basic));
  else await expect(balance).not.toHaveText(shownBefore);
  const spent = page.getByRole('row', { name: new RegExp(escaped(tv.deviceid)) });
  await expect(spent).toHaveCount(1);
  await expect(spent).toContainText(credits(locale, 'ledger.kinds.activation'));

  // Revoked in its grace period from the list: the credits come back.
  await page.locator('[role="menuitem"][href="/dashboard/activations"]').click();
  await expect(page).toHaveURL(/\/dashboard\/activations/);
  const row = page.getByRole('row', { name: new RegExp(escaped(tv.deviceid)) });
  await expect(row).toContainText(credits(locale, 'activations.statuses.active'));
  await expectNoViolations(page);
  await row.getByRole('button', { name: credits(locale, 'revoke.button') }).click();
  const confirm = page.getByRole('dialog', { name: credits(locale, 'revoke.title') });
  await expect(confirm).toBeVisible();
  await expectNoViolations(page);
  await confirm.getByRole('button', { name: credits(locale, 'revoke.confirm') }).click();
  await expect(page.getByText(credits(locale, 'revoke.done'))).toBeVisible();
  await expect(row).toContainText(credits(locale, 'activations.statuses.revoked'));
  await expect(row.getByRole('button', { name: credits(locale, 'revoke.button') })).toHaveCount(0);
  expect((await summaryOf(page)).balance).toBe(before.balance);
  await fitsAPhone(page);

  await page.getByRole('menuitem', { name: text(locale, 'dashboard', 'menu.credits'), exact: true }).click();
  await expect(balance).toHaveText(shownBefore);
  const movements = page.getByRole('row', { name: new RegExp(escaped(tv.deviceid)) });
  await expect(movements).toHaveCount(2);
  await expect(movements.first()).toContainText(credits(locale, 'ledger.kinds.refund'));
  await fitsAPhone(page);

  // The business name the reseller's clients see: saved, then given back as it was for the suites beside this one.
  const stored = (await summaryOf(page)).business_name;
  const name = page.getByRole('textbox', { name: credits(locale, 'business_name.label') });
  await name.fill(`Journey shop ${locale}`);
  await page
    .getByRole('region', { name: credits(locale, 'business_name.section') })
    .getByRole('button', { name: credits(locale, 'business_name.save') })
    .click();
  await expect(page.getByText(credits(locale, 'business_name.saved'))).toBeVisible();
  expect((await summaryOf(page)).business_name).toBe(`Journey shop ${locale}`);
  await expectNoViolations(page);
  const restored = await page.request.put('/api/admin/credits/settings', {
    data: { business_name: stored },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(restored.status()).toBe(200);
}

interface Purchase {
  id: string;
  provider_order_id: string;
  credits: number;
}

/** The packs on sale, as the API lists them to a reseller: the smallest first. */
/** The signed-in reseller's newest paid purchase of credits. */
async function newestPurchase(page: Page): Promise<Purchase> {
  const response = await page.request.get('/api/admin/credit-orders');
  expect(response.status()).toBe(200);
  const [newest] = (await response.json()) as Purchase[];
  if (!newest) throw new Error('no purchase of credits');
  return newest;
}

async function purchaseJourney(page: Page, locale: Locale) {
  await signInAsDemo(page, 'reseller');
  await inLanguage(page, locale);
  const before = await summaryOf(page);
  expect(before.frozen).toBe(false);
  const [smallest] = await packsOnSale(page);
  if (!smallest) throw new Error('the demo has no pack on sale');

  await page.getByRole('menuitem', { name: text(locale, 'dashboard', 'menu.credits'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/credits$/);
  const balance = page.getByTestId('credit-balance');
  await expect(balance).toHaveText(/\S/);
  const shownBefore = (await balance.textContent()) ?? '';
  const buy = page.getByRole('region', { name: credits(locale, 'buy.title') });
  // The packs are listed the smallest first: the first one's button buys it.
  const choose = buy.getByRole('button', { name: startingWith(everyPack(locale, 'buy.choose')) }).first();
  if (locale === 'en') await expect(choose).toHaveText(`Buy ${englishBalance(smallest.credits)}`);
  await expectNoViolations(page);
  await choose.click();
  const payment = buy.getByRole('region', { name: startingWith(everyPack(locale, 'buy.pay_title')) });
  await expect(payment.getByText(credits(locale, 'buy.simulator.label'))).toBeVisible();
  await expect(payment.getByText(credits(locale, 'buy.simulator.note'))).toBeVisible();
  await expectNoViolations(page);
  await payment.getByRole('button', { name: credits(locale, 'buy.simulator.pay') }).click();

  // Paid: the balance rises by the pack's credits, the ledger says why, and the receipt is one link away.
  await expect(buy.getByRole('link', { name: credits(locale, 'buy.receipt') })).toBeVisible();
  expect((await summaryOf(page)).balance).toBe(before.balance + smallest.credits);
  if (locale === 'en') await expect(balance).toHaveText(englishBalance(before.balance + smallest.credits));
  else await expect(balance).not.toHaveText(shownBefore);
  await expect(
    page.getByRole('row', { name: new RegExp(escaped(credits(locale, 'ledger.kinds.purchase'))) }).first(),
  ).toBeVisible();
  await expectNoViolations(page);
  await fitsAPhone(page);

  // The purchase in the list of purchases, and its printable receipt.
  const purchase = await newestPurchase(page);
  expect(purchase.credits).toBe(smallest.credits);
  await page.getByRole('menuitem', { name: text(locale, 'dashboard', 'resources.credit-orders') }).click();
  await expect(page).toHaveURL(/\/dashboard\/credit-orders/);
  const row = page.getByRole('row', { name: new RegExp(escaped(purchase.provider_order_id)) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(credits(locale, 'orders.statuses.completed'));
  await expectNoViolations(page);
  await row.getByText(purchase.provider_order_id).click();
  await expect(page).toHaveURL(`/dashboard/credit-orders/${purchase.id}/show`);
  const title =
    locale === 'en'
      ? `Receipt for ${englishBalance(purchase.credits)}`
      : startingWith(everyPack(locale, 'orders.receipt_title'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const reference = page.getByText(purchase.provider_order_id);
  await expect(reference).toBeVisible();
  await expect(reference).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: text(locale, 'lifecycle', 'receipts.print') })).toBeVisible();
  await expectNoViolations(page);
  await fitsAPhone(page);
}

/** An activation of a new digit-first TV by the demo reseller, made in a browser of their own. */
async function resellerActivation(browser: Browser) {
  const reseller = await browser.newPage();
  try {
    await signInAsDemo(reseller, 'reseller');
    const tv = await registerDigitFirstDevice(reseller);
    const made = await reseller.request.post('/api/admin/activations', {
      data: { device_id: tv.deviceid, tier: 'basic', note: 'Activated for the wrong client' },
      headers: { origin: new URL(reseller.url()).origin },
    });
    expect(made.status(), await made.text()).toBe(201);
    return (await made.json()) as { id: string; device_id: string; reseller_id: string; credits: number };
  } finally {
    await reseller.close();
  }
}

/** A reseller's balance, as operators read it. */
async function resellerBalance(page: Page, id: string): Promise<number> {
  const response = await page.request.get(`/api/admin/reseller-credits/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

async function operatorJourney(page: Page, browser: Browser, locale: Locale) {
  const activation = await resellerActivation(browser);
  await signInAsOperator(page);
  await inLanguage(page, locale);
  const before = await resellerBalance(page, activation.reseller_id);

  // Support adds credits to the demo reseller, with a reason the reseller reads.
  await page.getByRole('menuitem', { name: text(locale, 'dashboard', 'resources.reseller-credits') }).click();
  await expect(page).toHaveURL(/\/dashboard\/reseller-credits/);
  await expect(page.getByRole('heading', { level: 2, name: credits(locale, 'prices.title') })).toBeVisible();
  await page.getByLabel(credits(locale, 'resellers.search')).fill(demoAccounts.reseller);
  await page.waitForURL((url) => url.searchParams.get('filter')?.includes(demoAccounts.reseller) === true);
  const reseller = page.getByRole('row', { name: new RegExp(escaped(demoAccounts.reseller)) });
  await expect(reseller).toHaveCount(1);
  await expectNoViolations(page);
  await reseller.getByText(demoAccounts.reseller).click();
  await expect(page).toHaveURL(`/dashboard/reseller-credits/${activation.reseller_id}/show`);
  await page.getByRole('button', { name: credits(locale, 'move.button') }).click();
  const move = page.getByRole('dialog', { name: credits(locale, 'move.title') });
  await expect(move.getByRole('radio', { name: credits(locale, 'move.directions.grant') })).toBeChecked();
  await move.getByRole('spinbutton', { name: credits(locale, 'move.credits') }).fill('5');
  const reason = `Journey bonus ${locale} ${Date.now().toString(36)}`;
  await move.getByRole('textbox', { name: startingWith(credits(locale, 'move.reason')) }).fill(reason);
  await expectNoViolations(page);
  await move.getByRole('button', { name: credits(locale, 'move.submit') }).click();
  await expect(page.getByText(credits(locale, 'move.done'))).toBeVisible();
  await expect(move).toBeHidden();
  expect(await resellerBalance(page, activation.reseller_id)).toBe(before + 5);
  const granted = page.getByRole('row', { name: new RegExp(escaped(reason)) });
  await expect(granted).toContainText(credits(locale, 'ledger.kinds.grant'));
  await expectNoViolations(page);
  await fitsAPhone(page);

  // Support reverses the reseller's activation, with the reason, from the list of every reseller's.
  await page.locator('[role="menuitem"][href="/dashboard/activations"]').click();
  await expect(page).toHaveURL(/\/dashboard\/activations/);
  await page.getByLabel(credits(locale, 'activations.filters.q')).fill(activation.device_id);
  await page.waitForURL((url) => url.searchParams.get('filter')?.includes(activation.device_id) === true);
  const row = page.getByRole('row', { name: new RegExp(escaped(activation.device_id)) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(credits(locale, 'activations.statuses.active'));
  await expectNoViolations(page);
  await row.getByRole('button', { name: credits(locale, 'reverse.button') }).click();
  const reverse = page.getByRole('dialog', { name: credits(locale, 'reverse.title') });
  await reverse
    .getByRole('textbox', { name: startingWith(credits(locale, 'reverse.reason')) })
    .fill('Activated for the wrong client');
  await expectNoViolations(page);
  await reverse.getByRole('button', { name: credits(locale, 'reverse.confirm') }).click();
  await expect(page.getByText(credits(locale, 'reverse.done'))).toBeVisible();
  await expect(row).toContainText(credits(locale, 'activations.statuses.revoked'));
  await expect(row).toContainText(credits(locale, 'activations.revoked_as.operator'));
  await expect(row.getByRole('button', { name: credits(locale, 'reverse.button') })).toHaveCount(0);
  expect(await resellerBalance(page, activation.reseller_id)).toBe(before + 5 + activation.credits);
  await fitsAPhone(page);
}

for (const locale of ['en', 'ar'] as const) {
  test(`the demo reseller activates a client's TV, sees the balance drop, revokes it, gets the credits back and names its business, in ${locale}`, async ({
    page,
  }) => {
    test.slow();
    await resellerJourney(page, locale);
  });

  test(`the demo reseller buys the smallest pack with the simulator, sees the balance rise and opens its receipt, in ${locale}`, async ({
    page,
  }) => {
    test.slow();
    await purchaseJourney(page, locale);
  });

  test(`an operator adds credits to a reseller with a reason and reverses an activation, in ${locale}`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await operatorJourney(page, browser, locale);
  });
}
