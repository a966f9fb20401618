import type { Page } from '@playwright/test';
import { text } from '@vela/playwright-config/texts';
import { expect, test } from './fixtures.ts';

const support = (page: Page) => page.locator('#feedback form');

test.describe('the support form', () => {
  test('asks for each required field, then sends, confirms and clears', async ({ page }) => {
    await page.goto('/support');
    const form = support(page);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Please fill in the required field')).toHaveCount(2);
    await expect(
      form.getByText('Please agree that we use the e-mail address and message you entered to answer you.'),
    ).toBeVisible();
    await expect(form.getByLabel(/^Email/)).toBeFocused();
    await form.getByLabel(/^Email/).fill('not-an-email');
    await form.getByLabel(/^Message/).fill('x'.repeat(10_000));
    await form.getByLabel(/I agree that/).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await form.getByLabel(/^Email/).fill('ann@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Form submitted successfully!')).toBeVisible();
    await expect(form.getByLabel(/^Email/)).toHaveValue('');
    await expect(form.getByLabel(/I agree that/)).not.toBeChecked();
  });

  test('says so when the submission fails', async ({ page }) => {
    await page.route(/\/api\/forms\/support(\?|$)/, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/support');
    const form = support(page);
    await form.getByLabel(/^Email/).fill('ann@example.com');
    await form.getByLabel(/^Message/).fill('مرحبا 👋 — right-to-left text and emoji');
    await form.getByLabel(/I agree that/).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Form submission failed. Please try again.')).toBeVisible();
  });
});

test.describe('the support page', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`has one feedback form, which its contact section leads to (${locale})`, async ({ page }) => {
      await page.goto(locale === 'en' ? '/support#contact-us' : `/${locale}/support#contact-us`);
      await expect(page.locator('main form')).toHaveCount(1);
      await page
        .locator('#contact-us')
        .getByRole('link', { name: text(locale, 'support', 'sections.contact-us.form.title') })
        .click();
      await expect(support(page)).toBeInViewport();
    });
  }
});

test.describe('an invalid submit', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`focuses the first refused field in reading order, and the consent error links the privacy policy (${locale})`, async ({
      page,
    }) => {
      await page.goto(locale === 'en' ? '/abuse' : `/${locale}/abuse`);
      const form = page.locator('form.form-card');
      await form.getByLabel(new RegExp(`^${text(locale, 'forms', 'fields.lastname')}`)).fill('Lee');
      await form.getByRole('button', { name: text(locale, 'forms', 'submit') }).click();
      await expect(
        form.getByLabel(new RegExp(`^${text(locale, 'forms', 'fields.firstname')}`)),
      ).toBeFocused();
      await expect(form.getByText(text(locale, 'validation', 'consent_required'))).toBeVisible();
      await expect(form.getByRole('link', { name: text(locale, 'forms', 'privacyLink') })).toHaveAttribute(
        'href',
        locale === 'en' ? '/privacy-policy' : `/${locale}/privacy-policy`,
      );
    });
  }
});

test.describe('the abuse report', () => {
  test('needs every field and consent, then sends the report', async ({ page }) => {
    await page.goto('/abuse');
    const form = page.locator('form.form-card');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Please fill in the required field')).toHaveCount(4);
    await expect(
      form.getByText(
        'Please agree to receive communications from us about your request, so that we can answer it.',
      ),
    ).toBeVisible();
    await form.getByLabel(/^First name/).fill('Ann');
    await form.getByLabel(/^Last name/).fill('Lee');
    await form.getByLabel(/^Email/).fill('rights@example.com');
    await expect(form.getByLabel(/^Topic/)).toHaveValue('copyright');
    await form.getByLabel(/^Message/).fill('A stream of my film is shared through your app.');
    await form.getByLabel(/I agree to receive/).check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Form submitted successfully!')).toBeVisible();
  });
});

test.describe('blog comments', () => {
  test('need a message, name their post, and are held for moderation', async ({ page }) => {
    await page.goto('/blog/2');
    const comments = page.locator('#comments');
    await expect(comments.getByText('No comments yet. Be the first to write one below.')).toBeVisible();
    const form = page.locator('#comment form');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByText('Please fill in the required field')).toBeVisible();
    await form.getByLabel(/^Your comment/).fill('Very helpful, thanks!');
    await form.getByLabel('Your name (optional)').fill('Sam');
    const sent = page.waitForRequest((request) => request.url().includes('/api/forms/comment'));
    await form.getByRole('button', { name: 'Post comment' }).click();
    const body = (await sent).postDataJSON() as { fields: { name: string; value: string }[] };
    expect(body.fields).toEqual([
      { name: 'post_id', value: '2' },
      { name: 'name', value: 'Sam' },
      { name: 'message', value: 'Very helpful, thanks!' },
    ]);
    expect((await sent).url()).toMatch(/\?lang=en$/);
    await expect(form.getByText('Form submitted successfully!')).toBeVisible();
    await expect(form.getByText('Comments are published once a moderator has read them.')).toBeVisible();
    // Not shown before an operator approves it.
    await page.reload();
    await expect(comments.getByText('No comments yet. Be the first to write one below.')).toBeVisible();
    await expect(comments.getByText('Very helpful, thanks!')).toHaveCount(0);
  });
});

test.describe('the newsletter', () => {
  test('confirms in a dialog that closes by itself after 5 s, and clears the form', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Email address');
    await email.fill('fan@example');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');
    await email.fill('fan@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Response Submitted' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Your details have been successfully submitted. Thanks!')).toBeVisible();
    await expect(email).toHaveValue('');
    await page.clock.runFor(5000);
    await expect(dialog).toBeHidden();
  });

  test('closes the confirmation with its button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the side panel' }).click();
    const panel = page.getByRole('dialog', { name: /About/ });
    await panel.getByLabel('Email address').fill('reader@example.com');
    await panel.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Response Submitted' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
