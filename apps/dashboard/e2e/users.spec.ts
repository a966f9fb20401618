import { type Browser, expect, type Page } from '@playwright/test';
import { signIn, signUpAndConfirm } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { setUpTwoFactor, signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

const password = 'users journey passphrase';

/** A new customer in a browser of their own: signed up and confirmed through the e-mail, not signed in. */
async function newCustomer(browser: Browser, label: string) {
  const page = await browser.newPage();
  const email = await signUpAndConfirm(page, password, label);
  return { page, email };
}

/** The operator opens an account from the users screen by its exact e-mail address. */
async function openUser(page: Page, email: string) {
  await page.goto('/dashboard/users');
  await page.getByRole('textbox', { name: 'Find a user by e-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/users\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByRole('heading', { level: 1, name: `User ${ltr(email)}` })).toBeVisible();
}

async function changeRole(page: Page, email: string, role: 'Customer' | 'Reseller' | 'Operator') {
  await openUser(page, email);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit user ${ltr(email)}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("The role is saved. It applies from this person's next action.")).toBeVisible();
  await expect(page).toHaveURL(/\/show$/);
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${role}$`) })).toBeVisible();
}

const roleOf = async (page: Page) =>
  ((await (await page.request.get('/api/admin/me')).json()) as { role: string }).role;

test('an operator finds a new customer, makes them a reseller, and they sign in as one', async ({
  page,
  browser,
}) => {
  // Two people, a sign-up with its e-mail and an operator's two-factor sign-in, on a shared machine.
  test.slow();
  const customer = await newCustomer(browser, 'promoted');
  await signInAsOperator(page);

  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users/);
  await page.getByRole('textbox', { name: 'Search e-mail addresses and names' }).fill(customer.email);
  const row = page.getByRole('row', { name: new RegExp(customer.email) });
  await expect(row).toContainText('Customer');
  await expect(page.getByRole('row')).toHaveCount(2);

  // Nobody has this address: the spec's 'user not found, check your e-mail'.
  await page.getByRole('textbox', { name: 'Find a user by e-mail address' }).fill(`x${customer.email}`);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText('User not found. Please check your e-mail address.')).toBeVisible();

  await changeRole(page, customer.email, 'Reseller');

  await customer.page.goto('/dashboard/login');
  await signIn(customer.page, customer.email, password);
  await expect(customer.page).toHaveURL('/dashboard/');
  expect(await roleOf(customer.page)).toBe('reseller');
  // What operators alone see stays hidden from a reseller.
  await expect(customer.page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await customer.page.goto('/dashboard/users');
  await expect(customer.page.getByRole('main').getByRole('alert')).toHaveText(
    'You are not authorized to do this.',
  );
});

test('a customer made an operator sets up two-factor authentication before anything else', async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = await newCustomer(browser, 'new-operator');
  await signInAsOperator(page);
  await changeRole(page, customer.email, 'Operator');

  const operator = customer.page;
  await operator.goto('/dashboard/login');
  await signIn(operator, customer.email, password);
  await expect(operator).toHaveURL('/dashboard/account/two-factor');
  await expect(
    operator.getByText('Operators must set up two-factor authentication before they can use the dashboard.'),
  ).toBeVisible();
  await operator.goto('/dashboard/users');
  await expect(operator).toHaveURL('/dashboard/account/two-factor');

  await setUpTwoFactor(operator, password);
  await operator.getByRole('menuitem', { name: 'Users' }).click();
  await expect(operator.getByRole('row', { name: new RegExp(customer.email) })).toContainText('Operator');

  // Once another operator resets it, the next screen they open sends them back to set it up.
  await openUser(page, customer.email);
  await page.getByRole('button', { name: 'Reset two-factor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(page.getByText(`Two-factor authentication of ${ltr(customer.email)} is reset.`)).toBeVisible();
  await operator.getByRole('menuitem', { name: 'Tickets' }).click();
  await expect(operator).toHaveURL('/dashboard/account/two-factor');
  await expect(
    operator.getByText('Operators must set up two-factor authentication before they can use the dashboard.'),
  ).toBeVisible();
  await expect(operator.getByText('Two-factor authentication is off.')).toBeVisible();
});

test('a banned customer is signed out and refused at sign-in until the ban is lifted', async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = await newCustomer(browser, 'banned');
  await customer.page.goto('/dashboard/login');
  await signIn(customer.page, customer.email, password);
  await expect(customer.page).toHaveURL('/dashboard/');

  await signInAsOperator(page);
  await openUser(page, customer.email);
  await page.getByRole('button', { name: 'Ban' }).click();
  const dialog = page.getByRole('dialog', { name: `Ban ${ltr(customer.email)}?` });
  await dialog.getByRole('button', { name: 'Ban' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Abuse report: shared stolen playlists');
  await dialog.getByRole('button', { name: 'Ban' }).click();
  await expect(page.getByText(`${ltr(customer.email)} is banned and signed out everywhere.`)).toBeVisible();
  await expect(page.getByText('This account is banned: Abuse report: shared stolen playlists')).toBeVisible();

  await customer.page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(customer.page).toHaveURL(/\/dashboard\/login/);
  await expect(customer.page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await signIn(customer.page, customer.email, password);
  await expect(
    customer.page.getByText(
      'This account has been suspended. Please contact support if you think this is a mistake.',
    ),
  ).toBeVisible();
  await expect(customer.page).toHaveURL(/\/dashboard\/login/);

  await page.getByRole('button', { name: 'Lift ban' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lift ban' }).click();
  await expect(page.getByText(`The ban on ${ltr(customer.email)} is lifted.`)).toBeVisible();
  await signIn(customer.page, customer.email, password);
  // Back to the screen that asked them to sign in.
  await expect(customer.page).toHaveURL('/dashboard/account');
});

test('an operator signs a person out everywhere and sends them a password reset', async ({
  page,
  browser,
}) => {
  test.slow();
  const customer = await newCustomer(browser, 'signed-out');
  await customer.page.goto('/dashboard/login');
  await signIn(customer.page, customer.email, password);
  await expect(customer.page).toHaveURL('/dashboard/');

  await signInAsOperator(page);
  await openUser(page, customer.email);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText(`${ltr(customer.email)} is signed out everywhere.`)).toBeVisible();
  await customer.page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(customer.page).toHaveURL(/\/dashboard\/login/);

  await page.getByRole('button', { name: 'Send password reset' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send password reset' }).click();
  await expect(
    page.getByText(`The password reset e-mail is on its way to ${ltr(customer.email)}.`),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/api/dev/outbox')).json()) as {
        to: string;
        text: string;
      }[];
      return mails.some(
        (mail) => mail.to === customer.email && mail.text.includes('/dashboard/reset-password?token='),
      );
    })
    .toBe(true);
});

/** The users list searched for the demo customer, whom the accounts of every other journey push off the first page. */
const demoCustomerSearch = `/dashboard/users?filter=${encodeURIComponent(JSON.stringify({ q: 'customer@velaplayer.example' }))}`;

test('on a 390-pixel-wide phone the users are a simple list that fits the screen', async ({ page }) => {
  await signInAsOperator(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(demoCustomerSearch);
  const item = page.getByRole('link', { name: /customer@velaplayer\.example/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Customer');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await item.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `User ${ltr('customer@velaplayer.example')}` }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const locale of ['en', 'ar'] as const) {
  // The users' list, a user's details and the role form are scanned by the walk (`support/walk.ts`).
  test(`the ban dialog with its reason refused has no WCAG 2.2 A/AA violations in ${locale}`, async ({
    page,
  }) => {
    test.slow();
    await signInAsOperator(page);
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
    await page.goto(demoCustomerSearch);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('link', { name: 'customer@velaplayer.example' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('customer@velaplayer.example');
    await page.goto(page.url().replace(/\/show$/, ''));
    await expect(page.getByRole('combobox')).toBeVisible();

    // The ban dialog, with its required reason refused.
    await page.getByRole('button', { name: locale === 'ar' ? 'حظر' : 'Ban' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: locale === 'ar' ? 'حظر' : 'Ban' })
      .click();
    await expect(page.getByRole('dialog').getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page);
  });
}
