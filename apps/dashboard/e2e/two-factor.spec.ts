import { expect, type Page, test } from '@playwright/test';
import { demoAccounts, demoPassword, signIn, signUpAndConfirm, totpCode } from './support/accounts.ts';

const password = 'two factor passphrase';

/** Turns two-factor on from the account screen; returns the secret shown and the recovery codes. */
async function setUpTwoFactor(page: Page, accountPassword: string) {
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(accountPassword);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add this account to an authenticator app' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByRole('textbox', { name: '6-digit code', exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('The code is not correct. Please try again.')).toBeVisible();
  await page.getByRole('textbox', { name: '6-digit code', exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes.length).toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  return { secret, codes };
}

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
    const email = await signUpAndConfirm(page, password, 'totp');
    await signIn(page, email, password);
    await expect(page).toHaveURL('/dashboard/');
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

  test('sends the demo operator to set it up before anything else, then shows the service status', async ({
    page,
  }) => {
    await page.goto('/dashboard/login');
    await signIn(page, demoAccounts.operator, demoPassword);
    await expect(page).toHaveURL('/dashboard/account/two-factor');
    await expect(
      page.getByText('Operators must set up two-factor authentication before they can use the dashboard.'),
    ).toBeVisible();
    await page.goto('/dashboard/status');
    await expect(page).toHaveURL('/dashboard/account/two-factor');

    await setUpTwoFactor(page, demoPassword);
    await page.getByRole('menuitem', { name: 'Service status' }).click();
    await expect(page.getByRole('heading', { name: 'Service status', level: 1 })).toBeVisible();
    await expect(page.getByText('Operational')).toBeVisible();
  });

  test('shows a customer only what customers may use', async ({ page }) => {
    await page.goto('/dashboard/login');
    await signIn(page, demoAccounts.customer, demoPassword);
    await expect(page).toHaveURL('/dashboard/');
    await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Service status' })).toHaveCount(0);
    await page.goto('/dashboard/status');
    await expect(page.getByRole('alert')).toHaveText('You are not authorized to do this.');
    await expect(page.getByText('Operational')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Service status' })).toHaveCount(0);
  });
});
