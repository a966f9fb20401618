import { expect, type Page } from '@playwright/test';
import { demoAccounts, demoPassword, newSignedInAccount, signIn, totpCode } from './support/accounts.ts';
import { setUpTwoFactor } from './support/operator.ts';
import { test } from './support/test.ts';

const password = 'two factor passphrase';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/dashboard\/login/);
}

test.describe('two-factor authentication', () => {
  test('is set up with a QR code, asked at sign-in, and accepts each recovery code once', async ({
    page,
  }) => {
    // A whole journey of several sign-ins: more than one ordinary test's time on a busy machine.
    test.slow();
    const email = await newSignedInAccount(page, password, 'totp');
    await page.goto('/dashboard/account/two-factor');
    await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
    const { secret, codes } = await setUpTwoFactor(page, password);
    await expect(page.getByText('Two-factor authentication is on: signing in asks for a code')).toBeVisible();

    await signOut(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/two-factor/);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
    await page.getByRole('textbox', { name: '6-digit code', exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is not correct. Please try again.')).toBeVisible();
    await page.getByRole('textbox', { name: '6-digit code', exact: true }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/dashboard/');

    const recoveryCode = codes[0] ?? '';
    for (const attempt of ['accepted', 'refused'] as const) {
      await signOut(page);
      await signIn(page, email, password);
      await expect(page).toHaveURL(/\/dashboard\/two-factor/);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByRole('textbox', { name: 'Recovery code', exact: true }).fill(recoveryCode);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (attempt === 'accepted') await expect(page).toHaveURL('/dashboard/');
      else await expect(page.getByText('The code is not correct. Please try again.')).toBeVisible();
    }
  });

  test('shows a customer only what customers may use', async ({ page }) => {
    await page.goto('/dashboard/login');
    await signIn(page, demoAccounts.customer, demoPassword);
    await expect(page).toHaveURL('/dashboard/');
    await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Service status' })).toHaveCount(0);
    await page.goto('/dashboard/status');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('You are not authorized to do this.');
    await expect(page.getByText('Operational')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Service status' })).toHaveCount(0);
  });
});
