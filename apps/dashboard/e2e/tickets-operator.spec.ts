import { expect, type Page } from '@playwright/test';
import { latestMailTo, linkIn, newSignedInAccount } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

const ticketIdOf = (url: string) => url.match(/\/tickets\/([0-9a-f-]{36})\/show/)?.[1] ?? '';

/** The conversation of the ticket on screen: one article per message. */
const conversationOf = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('article') });

test('an operator finds a customer’s ticket, takes it and answers; the customer reads the answer', async ({
  page,
  browser,
}) => {
  // Signing up, a second person signing in with two-factor, and both sides of the conversation.
  test.slow();
  const password = 'a journey password 1';
  const email = await newSignedInAccount(page, password, 'optickets');
  const subject = `Remote does not pair ${Date.now().toString(36)}`;
  await page.goto('/dashboard/tickets/create');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('The remote blinks but nothing happens.');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickets\/[0-9a-f-]{36}\/show$/);
  const ticketId = ticketIdOf(page.url());

  // A context of its own, as axe needs, for the operator beside the customer.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInAsOperator(operator);
  await operator.goto('/dashboard/');
  const desk = operator.getByRole('region', { name: 'Support tickets' });
  await expect(desk.getByRole('link', { name: /^Waiting for support\s*\d+$/ })).toBeVisible();
  await expect(desk.getByRole('link', { name: /^Waiting, assigned to me\s*\d+$/ })).toBeVisible();
  await expectNoViolations(operator);
  await desk.getByRole('link', { name: /^Waiting for support/ }).click();
  await expect(operator).toHaveURL(/\/dashboard\/tickets\?/);
  await operator.getByRole('textbox', { name: 'Search subjects and e-mail addresses' }).fill(email);
  const row = operator.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Waiting for support');
  await expect(row).toContainText('Unassigned');
  await expectNoViolations(operator);
  await row.getByRole('link', { name: subject }).click();
  await expect(operator).toHaveURL(`/dashboard/tickets/${ticketId}/show`);
  await expect(operator.getByText(`From ${ltr(email)}`)).toBeVisible();
  await expect(conversationOf(operator).getByRole('article').first()).toContainText('Customer');

  await operator.getByRole('button', { name: 'Assign to me' }).click();
  await expect(operator.getByText('The assignment is saved.')).toBeVisible();
  await expect(operator.getByRole('combobox', { name: /Assigned to/ })).toContainText(
    'operator@velaplayer.example',
  );
  await expect(operator.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);

  await operator.getByRole('button', { name: 'Send answer' }).click();
  await expect(operator.getByText('Required')).toBeVisible();
  await operator
    .getByRole('textbox', { name: 'Answer as support' })
    .fill('Hold the OK button for five seconds to pair it again.');
  await operator.getByRole('button', { name: 'Send answer' }).click();
  await expect(operator.getByText('Your answer has been sent to the customer.')).toBeVisible();
  await expect(conversationOf(operator).getByRole('article')).toHaveCount(2);
  await expect(conversationOf(operator).getByRole('article').nth(1)).toContainText('You');
  await expect(operator.getByText('Answered', { exact: true })).toBeVisible();
  await expectNoViolations(operator);

  // Assigned to them, in the list filtered by assignee.
  await operator.goto(
    `/dashboard/tickets?${new URLSearchParams({ filter: JSON.stringify({ assignee_id: 'mine', q: email }) })}`,
  );
  await expect(operator.getByRole('row', { name: new RegExp(subject) })).toContainText(
    'operator@velaplayer.example',
  );

  // In Arabic, right to left, the operator's screens stay accessible.
  await operator.evaluate(() => localStorage.setItem('locale', 'ar'));
  await operator.goto('/dashboard/');
  await expect(operator.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(operator.getByRole('region', { name: 'تذاكر الدعم' })).toBeVisible();
  await expectNoViolations(operator);
  await operator.goto(`/dashboard/tickets?${new URLSearchParams({ filter: JSON.stringify({ q: email }) })}`);
  await expect(operator.getByRole('row', { name: new RegExp(subject) })).toBeVisible();
  await expectNoViolations(operator);
  await operator.goto(`/dashboard/tickets/${ticketId}/show`);
  await expect(operator.getByRole('button', { name: 'إرسال الرد' })).toBeVisible();
  await expect(conversationOf(operator).getByRole('article')).toHaveCount(2);
  await expectNoViolations(operator);

  // On a phone the operator's list is a simple list that fits the screen.
  await operator.evaluate(() => localStorage.setItem('locale', 'en'));
  await operator.setViewportSize({ width: 390, height: 844 });
  await operator.goto(`/dashboard/tickets?${new URLSearchParams({ filter: JSON.stringify({ q: email }) })}`);
  const item = operator.getByRole('link', { name: new RegExp(subject) }).first();
  await expect(item).toContainText(email);
  await expect(operator.getByRole('table')).toHaveCount(0);
  expect(await operator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await operatorContext.close();

  // The customer gets the e-mail and reads the answer in their conversation.
  const mail = await latestMailTo(page, email);
  expect(mail.subject).toBe(`Vela Player support answered your ticket: ${subject}`);
  await page.goto(linkIn(mail, `/dashboard/tickets/${ticketId}/show`));
  const conversation = conversationOf(page);
  await expect(conversation.getByRole('article')).toHaveCount(2);
  await expect(conversation.getByRole('article').nth(1)).toContainText('Support');
  await expect(conversation.getByRole('article').nth(1)).toContainText('Hold the OK button');
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  // A customer sees neither the assignment nor the operators' controls.
  await expect(page.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /Assigned to/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
});

test('an operator closes a ticket and reopens it', async ({ page }) => {
  test.slow();
  await signInAsOperator(page);
  await page.goto('/dashboard/');
  const subject = `Close and reopen ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/tickets', {
    data: { subject, content: 'A ticket to close.' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/dashboard/tickets/${id}/show`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen ticket' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByText('The ticket is closed.')).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('This ticket is closed. You can still answer it, or reopen it to handle it again.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Reopen ticket' }).click();
  await expect(page.getByText('The ticket is open again.')).toBeVisible();
  await expect(page.getByText('Waiting for support', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen ticket' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close ticket' })).toBeVisible();
});

for (const locale of ['en', 'ar'] as const) {
  test(`the operator's tickets, filtered, and a ticket with its assignee have no WCAG 2.2 A/AA violations in ${locale}`, async ({
    page,
  }) => {
    test.slow();
    await signInAsOperator(page);
    await page.goto('/dashboard/');
    const subject = `Operator accessibility ${locale} ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/admin/tickets', {
      data: { subject, content: 'A ticket to read in both directions.' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);

    await page.goto(`/dashboard/tickets?${new URLSearchParams({ filter: JSON.stringify({ q: subject }) })}`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('row', { name: new RegExp(subject) })).toBeVisible();
    await expectNoViolations(page);

    await page.goto(`/dashboard/tickets/${id}/show`);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    // The assignee, the canned reply's language and the reply to insert.
    await expect(page.getByRole('combobox')).toHaveCount(3);
    await expectNoViolations(page);
  });
}
