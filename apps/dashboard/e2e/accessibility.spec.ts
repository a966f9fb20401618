import { expect } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { test } from './support/test.ts';

// The screens before sign-in, drawn apart from react-admin's app; every screen after it is scanned by the walk
// (`support/walk.ts`).
const authPages = [
  '/dashboard/login',
  '/dashboard/sign-up',
  '/dashboard/verify-email?token=not-a-token',
  '/dashboard/resend-confirmation',
  '/dashboard/forgot-password',
  '/dashboard/reset-password?token=not-a-token',
  '/dashboard/two-factor',
];

for (const locale of ['en', 'ar'] as const) {
  test.describe(`in ${locale}`, () => {
    for (const path of authPages) {
      test(`${path} has no WCAG 2.2 A/AA violations, also with its errors shown`, async ({ page }) => {
        await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectNoViolations(page);
        const submit = page.locator('form button[type="submit"]');
        if ((await submit.count()) > 0) {
          await submit.click();
          await expect(page.locator('.Mui-error').first()).toBeVisible();
          await expectNoViolations(page);
        }
      });
    }
  });
}
