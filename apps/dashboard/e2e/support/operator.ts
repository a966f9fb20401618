import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { demoAccounts, demoPassword, keptSession, signIn, totpCode } from './accounts.ts';

/** Turns two-factor on from the account screen; returns the secret shown and the recovery codes. */
export async function setUpTwoFactor(page: Page, accountPassword: string) {
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(accountPassword);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add this account to an authenticator app' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByRole('textbox', { name: '6-digit code', exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('The code is not correct. Please try again.')).toBeVisible();
  // Sent from the field with Enter: on a phone, the notice of the refused code covers the button for a while.
  const code = page.getByRole('textbox', { name: '6-digit code', exact: true });
  await code.fill(totpCode(secret));
  await code.press('Enter');
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes.length).toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  return { secret, codes };
}

/**
 * Where the demo operator's authenticator secret is kept between journeys: every journey of one run talks to
 * the same server, whose fresh database gives the operator no two-factor until the first journey sets it up.
 */
const secretFile = (page: Page) =>
  join(tmpdir(), `vela-e2e-operator-totp-${new URL(page.url()).port || 'default'}`);

/**
 * Signs the demo operator in the way an operator does: with the code of their authenticator, after setting
 * two-factor authentication up if no journey of this run has done so yet (the dashboard asks that first); after
 * the first time in a worker, with the session that sign-in started.
 */
export async function signInAsOperator(page: Page) {
  await keptSession(page, demoAccounts.operator, () => signInByForm(page));
}

async function signInByForm(page: Page) {
  await page.goto('/dashboard/login');
  await signIn(page, demoAccounts.operator, demoPassword);
  await expect(page).toHaveURL(/\/dashboard\/(account\/)?two-factor/);
  if (new URL(page.url()).pathname === '/dashboard/account/two-factor') {
    const { secret } = await setUpTwoFactor(page, demoPassword);
    await writeFile(secretFile(page), secret, { mode: 0o600 });
    return;
  }
  const secret = (await readFile(secretFile(page), 'utf8')).trim();
  await page.getByRole('textbox', { name: '6-digit code', exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard/');
}
