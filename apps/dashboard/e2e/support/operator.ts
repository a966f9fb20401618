import { expect, type Page } from '@playwright/test';
import { demoAccounts, demoPassword, signIn, totpCode } from './accounts.ts';

/**
 * Signs the demo operator in the way a person does on a fresh install: the dashboard sends them to set up
 * two-factor authentication first, which they do with the secret the screen shows. Pair it with
 * {@link leaveOperatorAsSeeded}, so that every journey (the two-factor one included) meets the operator as the
 * seed made them.
 */
export async function signInAsOperator(page: Page) {
  await page.goto('/dashboard/login');
  await signIn(page, demoAccounts.operator, demoPassword);
  await expect(page).toHaveURL('/dashboard/account/two-factor');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByRole('textbox', { name: '6-digit code', exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them' }).click();
}

/** Turns the demo operator's two-factor authentication off again, if this page's session set it up. */
export async function leaveOperatorAsSeeded(page: Page) {
  const origin = new URL(page.url()).origin;
  if (!origin.startsWith('http')) return;
  await page.request.post('/api/auth/two-factor/disable', {
    data: { password: demoPassword },
    headers: { origin },
  });
}
