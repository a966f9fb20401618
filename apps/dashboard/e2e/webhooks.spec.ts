import { expect, type Page } from '@playwright/test';
import { signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { receiver } from './support/receiver.ts';
import { test } from './support/test.ts';

// A reseller adds a webhook endpoint, keeps its secret, sends a test event and sees it delivered, in English
// and in Arabic. The endpoint is a small HTTP server of this test on the loopback, which the journeys' server
// may reach (`OUTBOUND_ALLOW_PRIVATE_ADDRESSES`, `WEBHOOKS_ALLOW_HTTP`).

const texts = {
  en: {
    menu: 'Webhooks',
    add: 'Add endpoint',
    url: 'Endpoint URL',
    secretDialog: 'Your signing secret',
    copied: 'I have copied it',
    test: 'Send a test event',
    refresh: 'Refresh',
    testEvent: 'Test event',
    delivered: 'Delivered',
  },
  ar: {
    menu: 'خطافات الويب',
    add: 'إضافة نقطة الاستقبال',
    url: 'عنوان URL لنقطة الاستقبال',
    secretDialog: 'سر التوقيع الخاص بك',
    copied: 'لقد نسخته',
    test: 'إرسال حدث تجريبي',
    refresh: 'تحديث',
    testEvent: 'حدث تجريبي',
    delivered: 'تم التسليم',
  },
} as const;

async function journey(page: Page, locale: keyof typeof texts) {
  const t = texts[locale];
  const hook = await receiver();
  try {
    await signInAsDemo(page, 'reseller');
    if (locale === 'ar') {
      await page.evaluate(() => localStorage.setItem('locale', 'ar'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await page.getByRole('menuitem', { name: t.menu }).click();
    await expect(page).toHaveURL(/\/dashboard\/webhooks/);
    await page
      .getByRole('link', { name: locale === 'en' ? 'Add endpoint' : 'إضافة نقطة استقبال' })
      .first()
      .click();
    await page.getByRole('textbox', { name: t.url }).fill(hook.url);
    await expectNoViolations(page);
    await page.getByRole('button', { name: t.add }).click();

    const dialog = page.getByRole('dialog', { name: t.secretDialog });
    await expect(dialog).toBeVisible();
    const secret = await dialog.getByRole('textbox').inputValue();
    // Standard Webhooks' form: `whsec_` and 32 random bytes in base64.
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await dialog.getByRole('button', { name: t.copied }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/webhooks\/[0-9a-f-]+\/show$/);
    await expect(page.getByText(hook.url)).toBeVisible();

    await page.getByRole('button', { name: t.test }).click();
    // The job runner polls every few seconds: refresh until the delivery shows as delivered.
    await expect(async () => {
      await page.getByRole('banner').getByRole('button', { name: t.refresh }).click();
      await expect(page.getByRole('heading', { level: 3, name: t.testEvent })).toBeVisible({ timeout: 1000 });
      await expect(page.getByText(t.delivered, { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    const event = JSON.parse(request?.body ?? '{}') as { id?: string; type?: string };
    expect(event).toMatchObject({ type: 'webhook.test' });
    expect(request?.headers['webhook-id']).toBe(event.id);
    expect(request?.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(request?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    await expectNoViolations(page);

    // Phone width: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  } finally {
    await hook.close();
  }
}

test('a reseller adds a webhook endpoint, keeps its secret and sees a test event delivered', async ({
  page,
}) => {
  test.slow();
  await journey(page, 'en');
});

test.describe('in Arabic', () => {
  test('the same journey, right to left', async ({ page }) => {
    test.slow();
    await journey(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
