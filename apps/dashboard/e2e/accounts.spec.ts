import { expect, type Page } from '@playwright/test';
import { latestMailTo, linkIn, signIn, signUpAndConfirm, uniqueEmail } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

const password = 'correct horse battery';

test.describe('an account, from sign-up to sign-out', () => {
  test('signs up, confirms through the e-mail, signs in, is greeted and completes the profile', async ({
    page,
  }) => {
    // A whole journey of several sign-ins: more than one ordinary test's time on a busy machine.
    test.slow();
    const email = await signUpAndConfirm(page, password, 'newcomer');
    await page.goto('/dashboard/verify-email?token=used-or-forged');
    await expect(page.getByText('This confirmation link is not valid or has expired.')).toBeVisible();
    await page.goto('/dashboard/login');

    await signIn(page, email, password);
    await expect(page).toHaveURL('/dashboard/');
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${ltr(email)}` })).toBeVisible();
    await expect(
      page.getByText('Please complete your profile: add your full name and country.'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Complete profile' }).click();
    await expect(page).toHaveURL('/dashboard/account');
    await expect(page.getByRole('textbox', { name: 'E-mail address', exact: true })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'E-mail address', exact: true })).toHaveAttribute(
      'readonly',
      '',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please fill in the required field')).toHaveCount(2);

    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Nora Newcomer');
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Portugal' });
    await page.getByRole('textbox', { name: 'Phone (optional)', exact: true }).fill('+351 21 000 0000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data saved.')).toBeVisible();

    await page.getByRole('menuitem', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Nora Newcomer' })).toBeVisible();
    await expect(page.getByText('Please complete your profile')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Nora Newcomer' })).toBeVisible();
  });

  test('refuses a second account with the same address and passwords that differ', async ({ page }) => {
    const email = await signUpAndConfirm(page, password, 'twice');
    await page.goto('/dashboard/sign-up');
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Repeat the password', exact: true }).fill(`${password}!`);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Repeat the password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('A user with this e-mail address already exists.')).toBeVisible();
  });

  test('says sign-in failed for a wrong password, and offers the link again before confirmation', async ({
    page,
  }) => {
    const email = await signUpAndConfirm(page, password, 'wrong');
    await signIn(page, email, 'not the password');
    await expect(
      page.getByText('Sign-in failed. Please check your e-mail address and password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/login/);

    const unconfirmed = uniqueEmail('unconfirmed');
    await page.goto('/dashboard/sign-up');
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(unconfirmed);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Repeat the password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await page.goto('/dashboard/login');
    await signIn(page, unconfirmed, password);
    await expect(page.getByText('Please confirm your e-mail address first.')).toBeVisible();
    await page.getByRole('link', { name: 'Send the confirmation link again' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail address', exact: true })).toHaveValue(unconfirmed);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('we have sent it a new link')).toBeVisible();
  });

  test('resets a forgotten password through the e-mail and signs in with the new one', async ({ page }) => {
    const email = await signUpAndConfirm(page, password, 'forgetful');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(
      page.getByText('If an account exists for this e-mail address, we have sent a link'),
    ).toBeVisible();

    const mail = await latestMailTo(page, email);
    await page.goto(linkIn(mail, '/dashboard/reset-password'));
    const fresh = 'a brand new passphrase';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(fresh);
    await page
      .getByRole('textbox', { name: 'Confirm the new password', exact: true })
      .fill('something else entirely');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await signIn(page, email, password);
    await expect(page.getByText('Sign-in failed.')).toBeVisible();
    await signIn(page, email, fresh);
    await expect(page).toHaveURL('/dashboard/');
  });

  test('asks to sign in for a deep link, returns there, and signs out', async ({ page }) => {
    const email = await signUpAndConfirm(page, password, 'deeplink');
    await page.goto('/dashboard/account/password');
    await expect(page).toHaveURL(/\/dashboard\/login/);
    await expect(page.getByText('Please sign in to continue.')).toBeVisible();
    await signIn(page, email, password);
    await expect(page).toHaveURL('/dashboard/account/password');
    await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
    // The Client Area button opens the sign-in page: someone signed in goes straight on.
    await page.goto('/dashboard/login');
    await expect(page).toHaveURL('/dashboard/');

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/dashboard\/login/);
    await page.goto('/dashboard/account');
    await expect(page).toHaveURL(/\/dashboard\/login/);
    await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  });

  test('changes the password, which signs the other browsers out', async ({ page, browser }) => {
    const email = await signUpAndConfirm(page, password, 'changer');
    const other = await browser.newPage();
    await other.goto('/dashboard/login');
    await signIn(other, email, password);
    await expect(other).toHaveURL('/dashboard/');

    await signIn(page, email, password);
    await expect(page).toHaveURL('/dashboard/');
    await page.goto('/dashboard/account/password');
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('not the password');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another long passphrase');
    await page
      .getByRole('textbox', { name: 'Confirm the new password', exact: true })
      .fill('another long passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not correct.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your other browsers have been signed out.')).toBeVisible();

    // The other browser learns it at its next call.
    await other.getByRole('menuitem', { name: 'Account' }).click();
    await expect(other).toHaveURL(/\/dashboard\/login/);
    await expect(other.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await signIn(other, email, 'another long passphrase');
    await expect(other).toHaveURL('/dashboard/account');
    await other.close();
  });
});

/** The rows (or, on a phone, the items) of the security activity, newest first. */
const securityEvents = (page: Page) => {
  const name = /^(Security activity|نشاط الأمان)$/;
  return page
    .getByRole('table', { name })
    .locator('tbody tr')
    .or(page.getByRole('list', { name }).getByRole('listitem'));
};

test.describe('the security activity of an account', () => {
  test("lists the person's own events with their address, and support's without one", async ({
    page,
    browser,
  }) => {
    test.slow();
    const email = await signUpAndConfirm(page, password, 'activity');
    await signIn(page, email, password);
    await expect(page).toHaveURL('/dashboard/');
    await page.goto('/dashboard/account');
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Ada Activity');
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Portugal' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data saved.')).toBeVisible();

    await page.getByRole('link', { name: 'Security activity' }).click();
    await expect(page).toHaveURL('/dashboard/account/security');
    await expect(page.getByRole('heading', { level: 2, name: 'Security activity' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Security activity' });
    await expect(table.getByRole('columnheader')).toHaveText(['When', 'Event', 'By', 'Address']);
    await expect(securityEvents(page)).toHaveCount(3);
    await expect(securityEvents(page).nth(0)).toContainText('Account details changed');
    await expect(securityEvents(page).nth(0)).toContainText('You');
    await expect(securityEvents(page).nth(0)).toContainText('127.0.0.1');
    await expect(securityEvents(page).nth(1)).toContainText('Signed in with the password');
    await expect(securityEvents(page).nth(2)).toContainText('E-mail address confirmed');

    // An operator signs the person out everywhere: support's event, without the operator's address.
    const operator = await browser.newPage();
    await signInAsOperator(operator);
    const origin = new URL(operator.url()).origin;
    const found = await operator.request.get(`/api/admin/users/lookup?email=${encodeURIComponent(email)}`);
    const { id } = (await found.json()) as { id: string };
    const signedOut = await operator.request.post(`/api/admin/users/${id}/sign-out`, { headers: { origin } });
    expect(signedOut.status()).toBe(200);
    await operator.close();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\/login/);
    await signIn(page, email, password);
    await expect(page).toHaveURL('/dashboard/account/security');
    await expect(securityEvents(page)).toHaveCount(5);
    const support = securityEvents(page).nth(1);
    await expect(support).toContainText('Signed out of every browser');
    await expect(support.getByRole('cell').nth(2)).toHaveText('Support');
    await expect(support.getByRole('cell').nth(3)).toHaveText('');
    await expect(securityEvents(page).nth(0)).toContainText('Signed in with the password');
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`has no WCAG 2.2 A/AA violations in ${locale}, as a table and as a list on a 390-pixel phone`, async ({
      page,
    }) => {
      test.slow();
      const email = await signUpAndConfirm(page, password, `activity-${locale}`);
      await signIn(page, email, password);
      await expect(page).toHaveURL('/dashboard/');
      await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
      await page.goto('/dashboard/account/security');
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(securityEvents(page)).toHaveCount(2);
      await expect(securityEvents(page).first()).toContainText(
        locale === 'ar' ? 'تسجيل الدخول بكلمة المرور' : 'Signed in with the password',
      );
      await expect(securityEvents(page).first().locator('[dir="ltr"]')).toHaveText(/127\.0\.0\.1/);
      await expectNoViolations(page);

      // Opened on a phone: a window narrowed under an open menu keeps the menu open over the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(securityEvents(page)).toHaveCount(2);
      await expect(securityEvents(page).first()).toHaveJSProperty('tagName', 'LI');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoViolations(page);
    });
  }
});
