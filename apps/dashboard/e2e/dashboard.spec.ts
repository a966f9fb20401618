import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('the dashboard', () => {
  test('shows that the API and its embedded database are up', async ({ page }) => {
    await page.goto('/dashboard/');
    await expect(page.getByRole('heading', { name: 'Service status', level: 1 })).toBeVisible();
    await expect(page.getByText('Operational')).toBeVisible();
    await expect(page.getByText('Embedded database (PGlite)')).toBeVisible();
  });

  test('loads a deep link on reload', async ({ page }) => {
    const response = await page.goto('/dashboard/status');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Operational')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL('/dashboard/status');
    await expect(page.getByText('Operational')).toBeVisible();
  });

  test('uses the language chosen on the site, right to left for Arabic', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/dashboard/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'حالة الخدمة', level: 1 })).toBeVisible();
  });

  test('mirrors its components in Arabic and turns them back in another language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/dashboard/');
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
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Service status', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await margins()).toEqual({ left: '-4px', right: '8px' });
  });

  test('has no WCAG 2.2 A/AA violations on its first screen', async ({ page }) => {
    await page.goto('/dashboard/');
    await expect(page.getByText('Operational')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});
