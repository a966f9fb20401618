import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** A visitor sends the support page's form, as anyone on the site does. */
async function sendSupportForm(page: Page, email: string, message: string) {
  await page.goto('/support');
  const form = page.locator('#feedback form');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Message/).fill(message);
  await form.getByLabel(/I agree that/).check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Form submitted successfully!')).toBeVisible();
}

/** A visitor comments on a blog post, signed with a name. */
async function commentOn(page: Page, path: string, name: string, message: string) {
  await page.goto(path);
  const form = page.locator('#comment form');
  await form.getByLabel(/^Your comment/).fill(message);
  await form.getByLabel('Your name (optional)').fill(name);
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByText('Form submitted successfully!')).toBeVisible();
}

async function subscribe(page: Page, email: string) {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog', { name: 'Response Submitted' })).toBeVisible();
}

test('an operator finds a support message by its form, answers it by e-mail, and it is handled', async ({
  page,
}) => {
  test.slow();
  const email = `${unique('visitor')}@example.com`;
  const question = `My TV shows a black screen (${unique('q')})`;
  await sendSupportForm(page, email, question);

  await signInAsOperator(page);
  await page.getByRole('menuitem', { name: 'Submissions' }).click();
  await expect(page).toHaveURL(/\/dashboard\/submissions/);
  await page.getByRole('combobox', { name: 'Form' }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  await expect(page).toHaveURL(/support/);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('New');
  await expect(row).toContainText('Support');
  await row.getByText(question.slice(0, 40)).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Support from ${ltr(email)}`);
  await expect(page.getByText(question)).toBeVisible();
  await expect(page.getByText('No reply yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText('Please fill in the required field')).toBeVisible();
  const answer = `Hello,\n\nplease restart the TV and open the app again (${unique('a')}).`;
  await page.getByRole('textbox', { name: 'Your reply' }).fill(answer);
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText('The reply was sent and the message is marked handled.')).toBeVisible();

  // The reply is kept with the message, and the message is handled.
  const replies = page.locator('ol li');
  await expect(replies).toHaveCount(1);
  await expect(replies.first()).toContainText('please restart the TV');
  await expect(replies.first()).toContainText('Sent by e-mail');
  await expect(page.locator('.MuiChip-root').filter({ hasText: 'Handled' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();

  // The e-mail went to the visitor's address, with the operator's words.
  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as OutboxMail[];
  const mail = outbox.find((sent) => sent.to === email);
  expect(mail?.subject).toBe('Re: your message to Vela Player');
  expect(mail?.text).toContain('Thank you for writing to us. Here is our answer:');
  expect(mail?.text).toContain('please restart the TV and open the app again');

  await page.goto('/dashboard/submissions');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Handled' }).click();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Handled');
});

test('an approved comment shows under its post in every language, a rejected one never', async ({ page }) => {
  test.slow();
  const approved = `Clear and useful guide ${unique('c')}`;
  const rejected = `Buy cheap streams here ${unique('c')}`;
  await commentOn(page, '/blog/1', 'Nadia', approved);
  await commentOn(page, '/blog/1', 'Spammer', rejected);
  await expect(page.locator('#comments')).not.toContainText(approved);

  await signInAsOperator(page);
  await page.getByRole('menuitem', { name: 'Comments' }).click();
  const approvedRow = page.getByRole('row', { name: new RegExp(approved) });
  await expect(approvedRow).toContainText('Awaiting moderation');
  await expect(approvedRow).toContainText(`Post ${ltr(1)}`);
  await approvedRow.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByText('The comment is approved: it shows under its post.')).toBeVisible();
  await expect(approvedRow).toContainText('Approved');
  const rejectedRow = page.getByRole('row', { name: new RegExp(rejected) });
  await rejectedRow.getByRole('button', { name: /^Reject/ }).click();
  await expect(page.getByText('The comment is rejected: it never shows on the site.')).toBeVisible();
  await expect(rejectedRow).toContainText('Rejected');

  await page.goto('/blog/1');
  const comments = page.locator('#comments');
  await expect(comments.getByText(approved)).toBeVisible();
  await expect(comments).toContainText('Nadia');
  await expect(comments).not.toContainText(rejected);
  await expectNoViolations(page);
  await page.goto('/ar/blog/1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#comments').getByText(approved)).toBeVisible();
  await expect(page.locator('#comments')).toContainText('Nadia');
  await expectNoViolations(page);
  await page.goto('/blog/2');
  await expect(page.locator('#comments')).toContainText('No comments yet.');
});

test('a newsletter sign-up is listed and exported', async ({ page }) => {
  test.slow();
  const email = `${unique('fan')}@example.com`;
  await subscribe(page, email);

  await signInAsOperator(page);
  await page.getByRole('menuitem', { name: 'Newsletter' }).click();
  await page.getByRole('textbox', { name: 'Search e-mail addresses' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,locale,created_at');
  expect(csv).toContain(email);

  await row.getByRole('button', { name: `Remove: ${email}` }).click();
  await expect(page.getByRole('dialog', { name: `Remove ${ltr(email)} from the newsletter?` })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The sign-up is removed.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
});

test('a customer has no inbox in the menu and is not authorized at its addresses', async ({ page }) => {
  await signInAsDemo(page, 'customer');
  await expect(page.getByRole('menuitem', { name: 'Playlists' })).toBeVisible();
  for (const item of ['Submissions', 'Comments', 'Newsletter']) {
    await expect(page.getByRole('menuitem', { name: item })).toHaveCount(0);
  }
  for (const path of ['/dashboard/submissions', '/dashboard/newsletter']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('You are not authorized to do this.');
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

test('the inbox fits a 390-pixel-wide phone', async ({ page }) => {
  test.slow();
  const email = `${unique('phone')}@example.com`;
  await sendSupportForm(page, email, 'Read on a phone');
  await signInAsOperator(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/submissions');
  const item = page.getByRole('link', { name: new RegExp(email) }).first();
  await expect(item).toBeVisible();
  await expect(item).toContainText('New');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await item.click();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/dashboard/newsletter');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const locale of ['en', 'ar'] as const) {
  test(`the inbox has no WCAG 2.2 A/AA violations in ${locale}`, async ({ page }) => {
    test.slow();
    const email = `${unique(`axe-${locale}`)}@example.com`;
    await sendSupportForm(page, email, `Accessibility ${locale}`);
    await commentOn(page, '/blog/3', 'Axe', `Accessibility comment ${locale}`);
    await subscribe(page, email);
    await signInAsOperator(page);
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);

    await page.goto('/dashboard/submissions');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(`Accessibility comment ${locale}`) }),
    ).toBeVisible();
    await expectNoViolations(page);

    await page
      .getByRole('row', { name: new RegExp(email) })
      .getByText(`Accessibility ${locale}`)
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(email);
    await expectNoViolations(page);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('.Mui-error').first()).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/dashboard/newsletter');
    await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible();
    await expectNoViolations(page);
  });
}
