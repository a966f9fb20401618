import { expect, test } from '@playwright/test';
import { latestMailTo, linkIn, signIn, signUpAndConfirm, uniqueEmail } from './support/accounts.ts';

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
    await expect(page.getByRole('heading', { level: 1, name: `Hello, ${email}` })).toBeVisible();
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
