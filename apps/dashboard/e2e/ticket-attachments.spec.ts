import { expect, type Page } from '@playwright/test';
import { signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

/** A real 1×1 PNG, so that its preview draws. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const log = Buffer.from('Model: X1\nFirmware: 4.2\nThe picture freezes.\n');

async function openTicketThroughApi(page: Page, subject: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/admin/tickets', {
    data: { subject, content: 'The picture freezes every few minutes.' },
    headers: { origin },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The conversation of the ticket on screen: one article per message. */
const conversationOf = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('article') });

/**
 * The reply form's message box and its attach control, found without words so that every language uses them (the
 * form is named on the box around it, `role="form"`).
 */
const replyBox = (page: Page) =>
  page.locator('[role="form"][aria-label] textarea:not([aria-hidden])').first();
const attachInput = (page: Page) => page.getByTestId('attach-input');

/** A customer attaches a text file and an image to a reply on a phone; returns the ticket's id. */
async function replyWithFiles(page: Page, locale: 'en' | 'ar', subject: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page, 'customer');
  const ticketId = await openTicketThroughApi(page, subject);
  await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
  await page.goto(`/dashboard/tickets/${ticketId}/show`);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();

  // A file that only claims to be an image is refused before anything is sent.
  await attachInput(page).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: log });
  await expect(page.getByRole('alert').filter({ hasText: 'fake.png' })).toBeVisible();

  await attachInput(page).setInputFiles([
    { name: 'log.txt', mimeType: 'text/plain', buffer: log },
    { name: 'screen.png', mimeType: 'image/png', buffer: pixel },
  ]);
  const chosen = page.locator('[role="form"][aria-label] ul[aria-label]');
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await expect(chosen.locator('bdi[dir="ltr"]').filter({ hasText: 'screen.png' })).toBeVisible();
  await expect(chosen.getByRole('button')).toHaveCount(2);
  await replyBox(page).fill('Here is the log and a photo.');
  await expectNoViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.locator('[role="form"][aria-label] button[type="submit"]').first().click();
  const last = conversationOf(page).getByRole('article').last();
  await expect(last).toContainText('Here is the log and a photo.');
  await expect(last.getByRole('img', { name: 'screen.png' })).toBeVisible();
  await expect(last.getByRole('link', { name: /log\.txt/ })).toBeVisible();
  await expect(chosen).toHaveCount(0);
  // The preview really draws: the server served the image to its owner.
  await expect
    .poll(() =>
      last.getByRole('img', { name: 'screen.png' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1);
  await expectNoViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  return ticketId;
}

test('a customer attaches a text file and an image to a reply, and the operator sees and opens them', async ({
  page,
  browser,
}) => {
  test.slow();
  const subject = `Attachments ${Date.now().toString(36)}`;
  const ticketId = await replyWithFiles(page, 'en', subject);

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInAsOperator(operator);
  await operator.goto(`/dashboard/tickets/${ticketId}/show`);
  const last = conversationOf(operator).getByRole('article').last();
  await expect(last).toContainText('Here is the log and a photo.');
  await expect(last.getByRole('img', { name: 'screen.png' })).toBeVisible();
  const link = last.getByRole('link', { name: /log\.txt/ });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  const file = await operator.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(await file.text()).toBe(log.toString());
  expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  await expectNoViolations(operator);
  await operatorContext.close();
});

test('the attach control and the files of a message read right to left in Arabic', async ({ page }) => {
  test.slow();
  await replyWithFiles(page, 'ar', `Arabic attachments ${Date.now().toString(36)}`);
  // The file names stay isolated left to right inside the Arabic screen.
  await expect(
    conversationOf(page).getByRole('article').last().locator('bdi[dir="ltr"]').filter({ hasText: 'log.txt' }),
  ).toBeVisible();
});
