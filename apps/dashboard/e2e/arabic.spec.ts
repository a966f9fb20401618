import { expect, test } from '@playwright/test';
import { latestMailTo, linkIn, totpCode, uniqueEmail } from './support/accounts.ts';

const password = 'كلمة مرور طويلة جدا';

test.use({ locale: 'ar' });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
});

test('signs up, signs in and sets up two-factor in Arabic, right to left', async ({ page }) => {
  // A whole journey of several sign-ins: more than one ordinary test's time on a busy machine.
  test.slow();
  const email = uniqueEmail('arabic');
  await page.goto('/dashboard/sign-up');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByText('يُرجى ملء الحقل المطلوب').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'أعد كتابة كلمة المرور', exact: true }).fill(password);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByText(`أرسلنا رابط تأكيد إلى ${email}`)).toBeVisible();

  const mail = await latestMailTo(page, email);
  await page.goto(linkIn(mail, '/dashboard/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'تأكيد البريد الإلكتروني' })).toBeVisible();
  await expect(page.getByText('تم تأكيد عنوان بريدك الإلكتروني', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'الانتقال إلى تسجيل الدخول' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();

  await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('كلمة خاطئة');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(
    page.getByText('فشل تسجيل الدخول. يُرجى التحقق من عنوان بريدك الإلكتروني وكلمة المرور.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL('/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: `مرحبًا، ${email}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/dashboard/account/two-factor');
  await page.getByRole('button', { name: 'تفعيل' }).click();
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(password);
  await page.getByRole('button', { name: 'تأكيد' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page.getByRole('textbox', { name: 'رمز من 6 أرقام', exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'تحقّق وفعّل' }).click();
  await expect(page.getByText('تم تفعيل المصادقة الثنائية.')).toBeVisible();
  await page.getByRole('button', { name: 'لقد حفظتها' }).click();

  await page.goto('/dashboard/login');
  await page.context().clearCookies();
  await page.reload();
  await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'المصادقة الثنائية' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('textbox', { name: 'رمز من 6 أرقام', exact: true }).fill(totpCode(secret));
  await page.getByLabel('الوثوق بهذا المتصفح لمدة 30 يومًا').check();
  await page.getByRole('button', { name: 'تحقّق' }).click();
  await expect(page).toHaveURL('/dashboard/');
});

test('mirrors the sign-in screen and turns it back to English from the language menu', async ({ page }) => {
  await page.goto('/dashboard/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('main');
  const submit = page.getByRole('button', { name: 'تسجيل الدخول' });
  const cardBox = await card.boundingBox();
  const titleBox = await page.getByRole('heading', { level: 1 }).boundingBox();
  // Right to left: the heading starts at the card's right edge.
  expect(
    (cardBox?.x ?? 0) + (cardBox?.width ?? 0) - ((titleBox?.x ?? 0) + (titleBox?.width ?? 0)),
  ).toBeLessThan(40);
  await expect(submit).toBeVisible();
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
});
