import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signIn, signInAsDemo, signUpAndConfirm } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

/** The demo reseller's code with a backup address (seeded with the demo accounts). */
const demoCode = 246810;

let counter = 0;
/** A key name no other journey uses, since every journey shares the demo reseller. */
function uniqueName(label: string): string {
  counter += 1;
  return `${label} ${Date.now().toString(36)}-${counter}`;
}

/** Makes a key through the dashboard's API as the signed-in reseller of `page`, for screens that need one. */
async function keyThroughApi(page: Page, name: string) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/admin/api-keys', { data: { name }, headers: { origin } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; secret: string };
}

const integration = (request: APIRequestContext, key: string) => ({
  get: (path: string) =>
    request.get(`/api/integration/v1${path}`, { headers: { authorization: `Bearer ${key}` } }),
  post: (path: string, data: unknown, headers: Record<string, string> = {}) =>
    request.post(`/api/integration/v1${path}`, {
      data,
      headers: { authorization: `Bearer ${key}`, ...headers },
    }),
});

test('a reseller makes a key, sees it once, uses it, reads the guide and revokes it', async ({ page }) => {
  test.slow();
  await signInAsDemo(page, 'reseller');
  await page.getByRole('menuitem', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/dashboard\/api-keys/);
  await page.getByRole('link', { name: 'Create API key' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an API key' })).toBeVisible();

  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Please fill in the required field')).toBeVisible();
  const name = uniqueName('Billing system');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('you will not see it again');
  const secret = await dialog.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(secret).toMatch(/^vela_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
  await dialog.getByRole('button', { name: 'I have copied the key' }).click();
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/\/dashboard\/api-keys$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${secret.slice(0, 13)}…`);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Does not expire');
  await expect(page.getByText(secret)).toHaveCount(0);

  // The reseller's script: its whitelist, a client's TV, a playlist by code, the free slots.
  const api = integration(page.request, secret);
  const hosts = await api.get('/hosts');
  expect(hosts.status()).toBe(200);
  expect(await hosts.json()).toContainEqual(expect.objectContaining({ code: demoCode }));
  const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Client TV' } });
  expect(registered.status()).toBe(201);
  const { deviceid } = (await registered.json()) as { deviceid: string };
  const added = await api.post(
    `/devices/${deviceid}/playlists`,
    { playlistName: 'From the shop', host_code: demoCode, username: 'client7', password: 'client-pass' },
    { 'idempotency-key': `journey-${deviceid}` },
  );
  expect(added.status()).toBe(201);
  expect(await added.json()).toMatchObject({ deviceid, playlistName: 'From the shop', host_code: demoCode });
  expect(await (await api.get(`/devices/${deviceid}/slots`)).json()).toMatchObject({ deviceid, used: 1 });

  await page.reload();
  await expect(row).not.toContainText('Never');

  await page.getByRole('link', { name: 'How to call the integration API' }).click();
  await expect(page).toHaveURL('/dashboard/integration-api');
  await expect(page.getByRole('heading', { level: 1, name: 'Integration API' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.getByText(`curl -s "${origin}/api/integration/v1/hosts"`)).toBeVisible();
  await expect(page.getByText('export VELA_API_KEY=')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Generate a client' })).toBeVisible();
  await expect(
    page.getByText(`npx openapi-typescript "${origin}/api/openapi.json" -o vela-api.d.ts`),
  ).toBeVisible();
  const openapi = page.getByRole('link', { name: `${origin}/api/openapi.json` });
  await expect(openapi).toHaveAttribute('href', `${origin}/api/openapi.json`);
  const document = await page.request.get('/api/openapi.json');
  expect(Object.keys(((await document.json()) as { paths: object }).paths)).toContain(
    '/integration/v1/devices/{deviceid}/playlists',
  );
  await page.getByRole('link', { name: 'Manage your API keys' }).click();
  await expect(page).toHaveURL(/\/dashboard\/api-keys$/);

  await row.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke the key “${name}”?` });
  await expect(confirm).toContainText('will be refused from now on');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('The key was revoked.')).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row).toContainText('Revoked by you');
  await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  const refused = await api.get('/hosts');
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'api_key_revoked' });
});

test("a reseller's keys say why they were revoked, stay revoked after a ban is lifted, and the create form says when no more may be made", async ({
  page,
  browser,
}) => {
  test.slow();
  const password = 'keys journey passphrase';
  const email = await signUpAndConfirm(page, password, 'keys-reseller');
  const operator = await browser.newPage();
  await signInAsOperator(operator);
  const operatorOrigin = new URL(operator.url()).origin;
  const { id } = (await (
    await operator.request.get(`/api/admin/users/lookup?email=${encodeURIComponent(email)}`)
  ).json()) as { id: string };
  const asOperator = (path: string, data: unknown = {}, method: 'POST' | 'PUT' = 'POST') =>
    operator.request.fetch(path, { method, data, headers: { origin: operatorOrigin } });
  expect((await asOperator(`/api/admin/users/${id}`, { role: 'reseller' }, 'PUT')).status()).toBe(200);

  await signIn(page, email, password);
  await expect(page).toHaveURL('/dashboard/');
  const own = await keyThroughApi(page, 'Revoked by me');
  const origin = new URL(page.url()).origin;
  await page.request.post(`/api/admin/api-keys/${own.id}/revoke`, { headers: { origin } });
  const suspended = await keyThroughApi(page, 'Working until the ban');
  expect((await integration(page.request, suspended.secret).get('/hosts')).status()).toBe(200);

  expect((await asOperator(`/api/admin/users/${id}/ban`, { reason: 'Journey ban' })).status()).toBe(200);
  expect((await integration(page.request, suspended.secret).get('/hosts')).status()).toBe(401);
  expect((await asOperator(`/api/admin/users/${id}/unban`)).status()).toBe(200);
  await operator.close();

  await page.goto('/dashboard/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL('/dashboard/');
  await page.goto('/dashboard/api-keys');
  await expect(page.getByRole('row', { name: /Revoked by me/ })).toContainText('Revoked by you');
  await expect(page.getByRole('row', { name: /Working until the ban/ })).toContainText(
    'Revoked when the account was suspended',
  );
  expect((await integration(page.request, suspended.secret).get('/hosts')).status()).toBe(401);

  // Ten working keys are as many as an account may hold: the eleventh is refused on the form.
  for (let index = 1; index <= 10; index++) await keyThroughApi(page, `Script ${index}`);
  await page.goto('/dashboard/api-keys/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('One too many');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You already have as many active API keys as an account may hold. Revoke a key you no longer use, then create the new one.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('One too many');
});

test('a customer has no API keys in the menu and is refused the screens', async ({ page }) => {
  await signInAsDemo(page, 'customer');
  await expect(page.getByRole('menuitem', { name: 'Tickets' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'API keys' })).toHaveCount(0);
  await page.goto('/dashboard/integration-api');
  await expect(page.getByRole('heading', { level: 1, name: 'Integration API' })).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  const refused = await page.request.post('/api/admin/api-keys', {
    data: { name: 'Mine' },
    headers: { origin },
  });
  expect(refused.status()).toBe(403);
});

test('on a 390-pixel-wide phone the keys are a simple list that fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page, 'reseller');
  const name = uniqueName('Phone');
  await keyThroughApi(page, name);
  await page.goto('/dashboard/api-keys');
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Active');
  await expect(item.getByRole('button', { name: 'Revoke' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/dashboard/integration-api');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const locale of ['en', 'ar'] as const) {
  // The create form with its errors and the guide are scanned by the walk (`support/walk.ts`).
  test(`the keys' list with a used and a revoked key, and the secret's dialog, have no WCAG 2.2 A/AA violations in ${locale}`, async ({
    page,
  }) => {
    test.slow();
    await signInAsDemo(page, 'reseller');
    const used = await keyThroughApi(page, uniqueName(`Accessibility ${locale}`));
    await integration(page.request, used.secret).get('/hosts');
    const revoked = await keyThroughApi(page, uniqueName(`Revoked ${locale}`));
    const origin = new URL(page.url()).origin;
    await page.request.post(`/api/admin/api-keys/${revoked.id}/revoke`, { headers: { origin } });
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);

    await page.goto('/dashboard/api-keys');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('row', { name: new RegExp(`Accessibility ${locale}`) })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/dashboard/api-keys/create');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('input[name="name"]').fill(uniqueName(`Dialog ${locale}`));
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);

    // The guide's examples are code: left to right in Arabic too.
    await page.goto('/dashboard/integration-api');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('pre').first()).toHaveAttribute('dir', 'ltr');
  });
}
