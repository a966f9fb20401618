import { expect, type Page } from '@playwright/test';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

/** A ticket the signed-in person opens and closes through the API: two audited writes, the second with before and after. */
async function closedTicketThroughApi(page: Page, subject: string): Promise<string> {
  const headers = { origin: new URL(page.url()).origin };
  const opened = await page.request.post('/api/admin/tickets', {
    data: { subject, content: 'Recorded in the audit log.' },
    headers,
  });
  expect(opened.status()).toBe(201);
  const { id } = (await opened.json()) as { id: string };
  const closed = await page.request.put(`/api/admin/tickets/${id}`, { data: { status: 'closed' }, headers });
  expect(closed.status()).toBe(200);
  return id;
}

test('an operator filters the audit log by action and reads an entry before and after', async ({ page }) => {
  test.slow();
  await signInAsOperator(page);
  const ticketId = await closedTicketThroughApi(page, 'Audit journey');

  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit/);
  await expect(page.getByRole('columnheader', { name: 'Address' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Action' }).fill('ticket.close');
  // The record's kind in words, never its code, with its id.
  const row = page.getByRole('row', {
    name: new RegExp(`Ticket closed ticket\\.close Support ticket ${ticketId}`),
  });
  await expect(row).toContainText('ticket.close');
  await expect(row).toContainText('operator@velaplayer.example');
  // Only the chosen action is left.
  await expect(page.getByRole('row', { name: /ticket\.create/ })).toHaveCount(0);

  await row.getByRole('link', { name: 'Ticket closed' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit entry Ticket closed' })).toBeVisible();
  const changes = page.getByRole('table', { name: 'Before and after' });
  await expect(changes.getByRole('row', { name: /^status open closed Changed$/ })).toBeVisible();
  await expect(
    changes.getByRole('row', { name: /^subject Audit journey Audit journey Unchanged$/ }),
  ).toBeVisible();
  // Read only: nothing offers to change or delete an entry.
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('names every action in words, with its code beside it', async ({ page }) => {
  test.slow();
  await signInAsOperator(page);
  const filter = { actor: 'operator@velaplayer.example', action: 'account.sign_in' };
  await page.goto(`/dashboard/audit?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText('account.sign_in');
  await expect(newest).toContainText(/Signed in with (the password|a code from the authenticator app)/);
  await newest.getByRole('link', { name: /^Signed in with/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Audit entry Signed in with/ })).toBeVisible();
  await expect(page.getByText(/Signed in with .+ · account\.sign_in/)).toBeVisible();
});

test('on a 390-pixel-wide phone the audit log is a simple list that fits the screen', async ({ page }) => {
  test.slow();
  await signInAsOperator(page);
  const ticketId = await closedTicketThroughApi(page, 'Audit on a phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/audit?filter=${encodeURIComponent(JSON.stringify({ entity_id: ticketId }))}`);
  const item = page.getByRole('link', { name: new RegExp(`Ticket closed · Support ticket ${ticketId}`) });
  await expect(item).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit entry Ticket closed' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
