import { expect, type Page } from '@playwright/test';
import { demoAccounts, demoPassword, latestMailTo, newSignedInAccount, signIn } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { test } from './support/test.ts';

const password = 'correct horse battery';

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

test.beforeEach(() => test.slow());

test('deleting the account asks for the password and the address, signs out, and signing in undoes it', async ({
  page,
}) => {
  const email = await newSignedInAccount(page, password, 'leaving');

  await page.goto('/dashboard/account/delete');
  await settled(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Delete account' })).toBeVisible();
  await expect(page.getByText('the deletion becomes final after 14 days', { exact: false })).toBeVisible();
  await expectNoViolations(page);

  await page.getByLabel('Current password').fill('not the password');
  await page.getByLabel(/to confirm/).fill(email);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('The current password is not correct', { exact: false })).toBeVisible();
  await expectNoViolations(page);

  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account will be deleted on', { exact: false })).toBeVisible();
  await expectNoViolations(page);
  const mail = await latestMailTo(page, email);
  expect(mail.subject).toContain('will be deleted on');

  await page.getByRole('button', { name: 'Go to sign-in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/login/);
  // Signed in again, back where the person was: the account stays, and an e-mail says so.
  await signIn(page, email, password);
  await expect(page).toHaveURL('/dashboard/account/delete');
  await expect(
    page.getByText('Welcome back. Signing in cancelled the deletion of your account: it stays as it was.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/api/dev/outbox')).json()) as {
        to: string;
        subject: string;
      }[];
      return mails.some((sent) => sent.to.includes(email) && sent.subject.includes('will not be deleted'));
    })
    .toBe(true);
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
  });

  test('explains the deletion right to left and refuses a wrong password in Arabic', async ({ page }) => {
    await page.goto('/dashboard/login');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(demoAccounts.reseller);
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL('/dashboard/');

    await page.goto('/dashboard/account/delete');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: 'حذف الحساب' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel('كلمة المرور الحالية').fill('not the password');
    await page.getByLabel(/للتأكيد/).fill(demoAccounts.reseller);
    await page.getByRole('button', { name: 'احذف حسابي' }).click();
    await expect(page.getByText('كلمة المرور الحالية غير صحيحة.')).toBeVisible();
    await expectNoViolations(page);
  });
});
