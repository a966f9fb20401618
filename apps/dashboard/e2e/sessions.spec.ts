import { expect } from '@playwright/test';
import { demoAccounts, demoPassword, signIn, signUpAndConfirm } from './support/accounts.ts';
import { test } from './support/test.ts';

const password = 'sessions passphrase';

test('lists the signed-in browsers and signs another one out', async ({ page, browser }) => {
  const email = await signUpAndConfirm(page, password, 'sessions');
  const other = await browser.newPage({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  await other.goto('/dashboard/login');
  await signIn(other, email, password);
  await expect(other).toHaveURL('/dashboard/');

  await signIn(page, email, password);
  await expect(page).toHaveURL('/dashboard/');
  await page.goto('/dashboard/account/sessions');
  const rows = page.getByRole('table', { name: 'Signed-in browsers' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const current = rows.filter({ hasText: 'This browser' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Chrome on Windows');
  const firefox = rows.filter({ hasText: 'Firefox on Linux' });
  await expect(firefox).toContainText('127.0.0.1');
  await firefox.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('The browser has been signed out.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  // The account's security activity says so, newest first.
  await page.getByRole('link', { name: 'Security activity' }).click();
  await expect(
    page.getByRole('table', { name: 'Security activity' }).locator('tbody tr').first(),
  ).toContainText('A browser was signed out');
  await page.getByRole('link', { name: 'Signed-in browsers' }).click();

  await other.getByRole('menuitem', { name: 'Account' }).click();
  await expect(other).toHaveURL(/\/dashboard\/login/);
  await expect(other.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await other.close();

  await current.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/dashboard\/login/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows the account screens without sideways scrolling, the sessions as a simple list', async ({
    page,
  }) => {
    await page.goto('/dashboard/login');
    await signIn(page, demoAccounts.customer, demoPassword);
    await expect(page).toHaveURL('/dashboard/');
    for (const path of [
      '/dashboard/',
      '/dashboard/account',
      '/dashboard/account/password',
      '/dashboard/account/two-factor',
      '/dashboard/account/sessions',
      '/dashboard/account/security',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await expect(page.getByRole('list', { name: 'Security activity' }).getByRole('listitem')).not.toHaveCount(
      0,
    );
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto('/dashboard/account/sessions');
    await expect(
      page.getByRole('list', { name: 'Signed-in browsers' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
