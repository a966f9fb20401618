import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import {
  demoAccounts,
  demoPassword,
  latestMailTo,
  linkIn,
  totpCode,
  uniqueEmail,
} from './support/accounts.ts';
import { ltr } from './support/ltr.ts';
import { test } from './support/test.ts';

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
  await expect(page.getByText(`أرسلنا رابط تأكيد إلى ${ltr(email)}`)).toBeVisible();

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
  await expect(page.getByRole('heading', { level: 1, name: `مرحبًا، ${ltr(email)}` })).toBeVisible();
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

/**
 * A TV whose id (the server picks it) starts with a digit, as most do: the bidirectional algorithm would move
 * its first pair to the end in Arabic. Ten of sixteen ids do; a TV is registered until one does.
 */
async function tvWithIdStartingWithDigit(request: APIRequestContext) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const registered = await request.post('/api/app/register', { data: { device_brand: 'تلفاز الرحلة' } });
    expect(registered.status()).toBe(201);
    const tv = (await registered.json()) as { deviceid: string; device_key: string };
    if (/^[0-9]/.test(tv.deviceid)) return tv;
  }
  throw new Error('no device id that starts with a digit in 40 registrations');
}

/**
 * The characters of `id` inside `element` stand on screen from left to right in their order: what a reader of
 * any language sees, whatever isolates it (markup or U+2066 … U+2069).
 */
async function expectReadsInOrder(element: Locator, id: string) {
  const lefts = await element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      return [...wanted].map((_, index) => {
        const range = document.createRange();
        range.setStart(node, at + index);
        range.setEnd(node, at + index + 1);
        return range.getBoundingClientRect().left;
      });
    }
    return [];
  }, id);
  expect(lefts).toHaveLength(id.length);
  for (let index = 1; index < lefts.length; index += 1) {
    expect(lefts[index], `character ${index} of ${id}`).toBeGreaterThan(lefts[index - 1] ?? 0);
  }
}

/** The element holds exactly `id`, is isolated left to right (a `bdi`, or direction ltr with isolate). */
async function expectIsolated(element: Locator, id: string) {
  const style = await element.evaluate((node) => {
    const computed = getComputedStyle(node);
    return { tag: node.tagName, direction: computed.direction, bidi: computed.unicodeBidi };
  });
  expect(style.direction).toBe('ltr');
  expect(style.tag === 'BDI' || style.bidi === 'isolate').toBe(true);
  await expect(element).toHaveText(id);
  await expectReadsInOrder(element, id);
}

test('shows a device id that starts with digits in order, in the list, its search and its page', async ({
  page,
}) => {
  test.slow();
  const { deviceid, device_key } = await tvWithIdStartingWithDigit(page.request);
  const pairing = await page.request.post('/api/app/pairing-code', { data: { deviceid, device_key } });
  const { code } = (await pairing.json()) as { code: string };

  await page.goto('/dashboard/login');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(demoAccounts.customer);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL('/dashboard/');
  const origin = new URL(page.url()).origin;
  const claim = await page.request.post('/api/admin/devices/claim', {
    data: { pairing_code: code },
    headers: { origin },
  });
  expect(claim.status()).toBe(200);

  // Found as people type it: lower case, without separators.
  await page.goto('/dashboard/devices');
  const search = page.getByRole('textbox', { name: 'البحث بالاسم أو بمعرّف الجهاز' });
  await expect(search).toHaveAttribute('dir', 'ltr');
  const typed = deviceid.replaceAll(':', '').toLowerCase();
  await search.fill(typed);
  // The list puts its filter in the address after a pause; a click before that would be undone by it.
  await expect(page).toHaveURL((url) => (url.searchParams.get('filter') ?? '').includes(typed));
  const inList = page.getByText(deviceid, { exact: true });
  await expect(inList).toHaveCount(1);
  await expectIsolated(inList, deviceid);

  await inList.click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`الجهاز ${ltr(deviceid)}`);
  await expectReadsInOrder(heading, deviceid);
  // The details' device id (the app bar's title holds it as well).
  await expectIsolated(page.locator('#main-content').getByText(deviceid, { exact: true }), deviceid);

  // The playlists list names the playlist's device by its id, isolated and in order as well.
  const added = await page.request.post('/api/admin/playlists', {
    data: {
      deviceid,
      playlistName: 'قائمة الرحلة',
      playlistFormat: 'm3u',
      m3uUrl: 'http://journey.example.com/get.php?username=me&password=my-secret',
      hide_playlist_info: false,
    },
    headers: { origin },
  });
  expect(added.status()).toBe(201);
  await page.goto(`/dashboard/playlists?filter=${encodeURIComponent(JSON.stringify({ deviceid }))}`);
  const row = page.getByRole('row', { name: /قائمة الرحلة/ });
  await expect(row).toHaveCount(1);
  await expectIsolated(row.getByText(deviceid, { exact: true }), deviceid);
});
