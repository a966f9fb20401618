import { expect } from '@playwright/test';
import { test } from './support/test.ts';

test.describe('the dashboard', () => {
  test('opens on the sign-in screen, which is an address that survives a reload', async ({ page }) => {
    await page.goto('/dashboard/');
    await expect(page).toHaveURL('/dashboard/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    const response = await page.goto('/dashboard/sign-up');
    expect(response?.status()).toBe(200);
    await page.reload();
    await expect(page).toHaveURL('/dashboard/sign-up');
    await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
  });

  test('uses the language chosen on the site, right to left for Arabic', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/dashboard/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول', level: 1 })).toBeVisible();
  });

  test('mirrors its components in Arabic and turns them back in another language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/dashboard/login');
    // The language button's icon sits before its label: on the right, spaced from it on its left, in Arabic.
    const icon = page.locator('.MuiButton-startIcon').first();
    const margins = () =>
      icon.evaluate((element) => {
        const style = getComputedStyle(element);
        return { left: style.marginLeft, right: style.marginRight };
      });
    await expect(icon).toBeVisible();
    expect(await margins()).toEqual({ left: '8px', right: '-4px' });
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await margins()).toEqual({ left: '-4px', right: '8px' });
  });

  test('loads neither the layout, the account screens nor the captcha before they are needed', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/dashboard/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    expect(scripts.filter((path) => /account-page|app-layout|home|altcha/.test(path))).toEqual([]);
    // The proof of work starts when the person starts filling the form.
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).focus();
    await expect.poll(() => scripts.some((path) => path.includes('altcha'))).toBe(true);
    expect(scripts.filter((path) => /account-page|app-layout|home/.test(path))).toEqual([]);
  });

  test("shows react-admin's not-found page for an unknown address of a signed-in person", async ({
    page,
  }) => {
    await page.goto('/dashboard/login');
    await page
      .getByRole('textbox', { name: 'E-mail address', exact: true })
      .fill('customer@velaplayer.example');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-journeys-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard/');
    await page.goto('/dashboard/no-such-screen');
    await expect(page.getByText('Either you typed a wrong URL, or you followed a bad link.')).toBeVisible();
  });
});
