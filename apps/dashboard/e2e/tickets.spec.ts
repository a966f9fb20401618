import { expect, type Page } from '@playwright/test';
import { latestMailTo, linkIn, newSignedInAccount, signInAsDemo } from './support/accounts.ts';
import { test } from './support/test.ts';

/** Support's answer, played by the server's development route until operators have their screens. */
async function answerAsSupport(page: Page, ticketId: string, content: string) {
  const response = await page.request.post(`/api/dev/tickets/${ticketId}/answer`, { data: { content } });
  expect(response.status()).toBe(201);
}

/** Opens a ticket through the API, as the signed-in person of `page`. */
async function openTicketThroughApi(page: Page, subject: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/admin/tickets', {
    data: { subject, content: 'The picture freezes every few minutes.' },
    headers: { origin },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const ticketIdOf = (url: string) => url.match(/\/tickets\/([0-9a-f-]{36})\/show/)?.[1] ?? '';

test('a customer opens a ticket, reads support’s answer from the e-mail’s link, replies and closes it', async ({
  page,
}) => {
  // Signing up, confirming and the whole conversation: a long journey on a shared machine.
  test.slow();
  const password = 'a journey password 1';
  const email = await newSignedInAccount(page, password, 'tickets');

  await page.getByRole('menuitem', { name: 'Tickets' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickets/);
  await expect(page.getByText('You have no tickets yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Open a ticket' }).last().click();

  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill('No picture on channel 5');
  await page.getByRole('textbox', { name: 'Message' }).fill('Since yesterday.\nOther channels work.');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByText('Your ticket has been submitted.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/tickets\/[0-9a-f-]{36}\/show$/);
  const ticketId = ticketIdOf(page.url());
  await expect(page.getByRole('heading', { level: 1, name: 'No picture on channel 5' })).toBeVisible();
  const conversation = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(conversation.getByRole('article')).toHaveCount(1);
  await expect(conversation.getByRole('article').first()).toContainText('You');
  await expect(conversation.getByRole('article').first()).toContainText('Since yesterday.');

  await page.getByRole('link', { name: 'List' }).click();
  const row = page.getByRole('row', { name: /No picture on channel 5/ });
  await expect(row).toContainText('Waiting for support');
  await row.getByRole('link', { name: 'No picture on channel 5' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/dashboard/tickets/${ticketId}/show`);

  await answerAsSupport(page, ticketId, 'Please check the antenna cable.');
  const mail = await latestMailTo(page, email);
  expect(mail.subject).toBe('Vela Player support answered your ticket: No picture on channel 5');
  await page.goto(linkIn(mail, `/dashboard/tickets/${ticketId}/show`));
  await expect(conversation.getByRole('article')).toHaveCount(2);
  await expect(conversation.getByRole('article').nth(1)).toContainText('Support');
  await expect(conversation.getByRole('article').nth(1)).toContainText('Please check the antenna cable.');
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();

  const reply = page.getByRole('textbox', { name: 'Your reply' });
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await reply.fill('The cable is fine.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply has been sent.')).toBeVisible();
  await expect(conversation.getByRole('article')).toHaveCount(3);
  await expect(conversation.getByRole('article').nth(2)).toContainText('The cable is fine.');
  await expect(reply).toHaveValue('');
  await expect(page.getByText('Waiting for support', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByText('The ticket is closed.')).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByText('This ticket is closed. Writing a reply opens it again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close ticket' })).toHaveCount(0);
});

test('on a 390-pixel-wide phone the tickets are a simple list that fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page, 'customer');
  await openTicketThroughApi(page, 'Seen on a phone');
  await page.goto('/dashboard/tickets');
  const item = page.getByRole('link', { name: /Seen on a phone/ }).first();
  await expect(item).toBeVisible();
  await expect(item).toContainText('Waiting for support');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seen on a phone' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
