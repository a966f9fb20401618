import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { demoAccounts, signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

const wellKnown = '/.well-known/vela-player-verification.txt';

/**
 * A reseller's server as far as verification goes: a small HTTP server on this machine's loopback that serves
 * the token it is given at the well-known address (the product under test may reach loopback here).
 */
async function providerServer() {
  let token: string | null = null;
  const server: Server = createServer((request, response) => {
    if (request.url === wellKnown && token !== null) {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`${token}\n`);
      return;
    }
    response.writeHead(404).end('Not found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    host: `http://127.0.0.1:${port}`,
    serve(value: string) {
      token = value;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

/** Adds an entry through the API as the signed-in reseller; its record. */
async function addEntry(page: Page, host: string) {
  const answer = await page.request.post('/api/admin/whitelist', {
    data: { host },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { id: string; host: string; verification_token: string };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('whitelist verification', () => {
  test('a reseller adds a host, serves its token and verifies it with Check now', async ({
    page,
    context,
  }) => {
    // Two screens, two checks and three scans, on a machine shared with other suites.
    test.setTimeout(240_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const provider = await providerServer();
    try {
      await signInAsDemo(page, 'reseller');
      await page.goto('/dashboard/whitelist/create');
      await page.getByRole('textbox', { name: 'Host URL' }).fill(provider.host);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL('/dashboard/whitelist');
      const row = page.getByRole('row', { name: new RegExp(provider.host.replaceAll('.', '\\.')) });
      await expect(row).toContainText('Not verified');

      await row.getByText(provider.host).click();
      await expect(page.getByRole('heading', { level: 1, name: `Host ${ltr(provider.host)}` })).toBeVisible();
      await expect(
        page.getByText('Not verified: works for playlists added with its code only.'),
      ).toBeVisible();
      const token = page.locator('code', { hasText: /^vela-player-verification=[0-9a-f]{32}$/ });
      await expect(token).toHaveAttribute('dir', 'ltr');
      const tokenText = (await token.textContent()) ?? '';
      await expect(page.locator('code', { hasText: `${provider.host}${wellKnown}` })).toBeVisible();
      await page.getByRole('button', { name: 'Copy the token' }).click();
      await expect(page.getByText('Copied.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tokenText);
      await expect(
        page.getByRole('button', { name: `Copy the address ${ltr(`${provider.host}${wellKnown}`)}` }),
      ).toBeVisible();
      await settled(page);
      await expectNoViolations(page);

      // Nothing served yet: the check says what it found, address by address.
      await page.getByRole('button', { name: 'Check now' }).click();
      const result = page.getByRole('alert').filter({ hasText: 'Not verified yet.' });
      await expect(result).toContainText('The token was not found at the verification address.');
      await expect(result).toContainText('HTTP 404');
      await expectNoViolations(page);

      // The reseller's server serves it: verified, and the page says how and when.
      provider.serve(tokenText);
      // From the keyboard this time.
      await page.getByRole('button', { name: 'Check now' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Verified: every address served the token.')).toBeVisible();
      await expect(page.getByText(/^Verified on .+: every address served its token\.$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check now' })).toHaveCount(0);
      await page.goto('/dashboard/whitelist');
      await expect(row).toContainText('Verified');
      await expect(row).not.toContainText('Not verified');
    } finally {
      await provider.close();
    }
  });

  test('an operator verifies an entry by hand with a reason, and can withdraw it', async ({ page }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    await signInAsDemo(page, 'reseller');
    const entry = await addEntry(page, `https://by-hand-${stamp}.provider.example`);
    await page.context().clearCookies();

    await signInAsOperator(page);
    await page.goto(`/dashboard/whitelist/${entry.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Host ${ltr(entry.host)}` })).toBeVisible();
    await expect(page.getByText(`Reseller: ${demoAccounts.reseller}`)).toBeVisible();
    await page.getByRole('button', { name: 'Verify by hand' }).click();
    const dialog = page.getByRole('dialog', { name: `Verify ${ltr(entry.host)} by hand?` });
    await expect(dialog).toContainText('The reason is kept in the audit log.');
    await dialog.getByRole('button', { name: 'Verify by hand' }).click();
    await expect(dialog.getByText('Please fill in the required field')).toBeVisible();
    await expectNoViolations(page);
    await dialog
      .getByRole('textbox', { name: 'Reason' })
      .fill('Contract on file; the provider confirmed by phone.');
    await dialog.getByRole('button', { name: 'Verify by hand' }).click();
    await expect(page.getByText('The entry is verified.')).toBeVisible();
    await expect(page.getByText(/^Verified on .+ by an operator\.$/)).toBeVisible();

    // The list shows every reseller's entries with the reseller, filtered by state.
    await page.goto('/dashboard/whitelist');
    await page.getByRole('combobox', { name: 'Verification' }).click();
    await page.getByRole('option', { name: 'Verified', exact: true }).click();
    // The list puts its filter in the address after a pause; a click before that would be undone by it.
    await expect(page).toHaveURL((url) => (url.searchParams.get('filter') ?? '').includes('verified'));
    const row = page.getByRole('row', { name: new RegExp(`by-hand-${stamp}`) });
    await expect(row).toContainText(demoAccounts.reseller);
    await expect(row).toContainText('Verified');

    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Withdraw verification' }).click();
    const withdraw = page.getByRole('dialog', { name: `Withdraw the verification of ${ltr(entry.host)}?` });
    await withdraw
      .getByRole('textbox', { name: 'Reason' })
      .fill('The provider says this host is not theirs.');
    await withdraw.getByRole('button', { name: 'Withdraw verification' }).click();
    await expect(page.getByText('The verification was withdrawn.')).toBeVisible();
    await expect(page.getByText('Not verified: works for playlists added with its code only.')).toBeVisible();
  });

  test('the states fit a 390-pixel-wide phone, in the list and on the entry', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsDemo(page, 'reseller');
    await page.goto('/dashboard/whitelist');
    const verified = page.getByRole('link', { name: /http:\/\/line\.demo-provider\.example:8080/ });
    const unverified = page.getByRole('link', { name: /https:\/\/tv\.demo-provider\.example/ });
    await expect(verified).toContainText('Verified');
    await expect(unverified).toContainText('Not verified');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await unverified.click();
    await expect(page.getByRole('button', { name: 'Check now' })).toBeVisible();
    await expect(page.locator('code', { hasText: /^vela-player-verification=/ })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('the verification has no WCAG 2.2 A/AA violations in Arabic, with addresses and token left to right', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const provider = await providerServer();
    try {
      await signInAsDemo(page, 'reseller');
      const entry = await addEntry(page, provider.host);
      await page.evaluate(() => localStorage.setItem('locale', 'ar'));
      await page.goto(`/dashboard/whitelist/${entry.id}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await settled(page);
      await expect(page.getByText('لم يُتحقَّق منه: يعمل فقط مع قوائم التشغيل المضافة برمزه.')).toBeVisible();
      for (const value of [entry.verification_token, `${provider.host}${wellKnown}`]) {
        await expect(page.locator('code', { hasText: value })).toHaveAttribute('dir', 'ltr');
      }
      await expectNoViolations(page);
      await page.getByRole('button', { name: 'تحقّق الآن' }).click();
      const result = page.getByRole('alert').filter({ hasText: 'لم يتم التحقّق بعد.' });
      await expect(result).toContainText('لم يُعثر على الرمز المميّز في عنوان التحقّق.');
      await expect(result.locator('[dir="ltr"]', { hasText: `${provider.host}${wellKnown}` })).toBeVisible();
      await expectNoViolations(page);
      provider.serve(entry.verification_token);
      await page.getByRole('button', { name: 'تحقّق الآن' }).click();
      await expect(page.getByText('تم التحقّق: قدّم كل عنوان الرمز المميّز.')).toBeVisible();

      await page.goto('/dashboard/whitelist');
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('row', { name: /tv\.demo-provider\.example/ })).toContainText(
        'لم يُتحقَّق منه',
      );
      await settled(page);
      await expectNoViolations(page);
    } finally {
      await provider.close();
    }
  });

  test('the operator dialog has no WCAG 2.2 A/AA violations in Arabic', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAsOperator(page);
    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/dashboard/whitelist');
    await page
      .getByRole('row', { name: /tv\.demo-provider\.example/ })
      .getByText('https://tv.demo-provider.example')
      .click();
    await expect(page).toHaveURL(/\/dashboard\/whitelist\/[0-9a-f-]{36}$/);
    await settled(page);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'تحقّق يدويًا' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
