import { expect, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

/** A 1×1 PNG, as an operator's image file. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let counter = 0;
const uniqueSlug = (label: string) => {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}`;
};

/** Writes a draft through the API as the signed-in operator, for the screens that show one. */
async function draftThroughApi(page: Page, title: string): Promise<{ id: string; slug: string }> {
  const slug = uniqueSlug('draft');
  const response = await page.request.post('/api/admin/news', {
    data: {
      slug,
      title,
      description: ['A paragraph to read.'],
      author: 'Vela Player Team',
      imgSrc: '/images/news/offer.svg',
      title_ar: 'عنوان للقراءة',
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, slug };
}

test('an operator publishes an article, reads it on the site in English and Italian, and takes it down', async ({
  page,
}) => {
  // Two-factor set-up, a form in three languages, the site's pages: a long journey on a shared machine.
  test.slow();
  const slug = uniqueSlug('spring-release');
  const title = `Spring release ${slug}`;
  const italianTitle = `Novità di primavera ${slug}`;

  await signInAsOperator(page);
  await page.getByRole('menuitem', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/news/);
  await page.getByRole('link', { name: 'Write an article' }).first().click();
  await expect(page).toHaveURL('/dashboard/news/create');

  // Saving an empty form shows what is missing, the English tab included.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill in the required field').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /English \(check the fields\)/ })).toBeVisible();

  await page.getByRole('textbox', { name: 'Slug' }).fill('Spring Release');
  await expect(
    page.getByText('Use only lower-case letters, digits and single hyphens, like spring-release.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await expect(page.getByText(`The address of the article on the site: /news/${slug}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Author' }).fill('Vela Player Team');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await (await chooser).setFiles({ name: 'spring.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('The image is uploaded. Save the article to keep it.')).toBeVisible();
  await expect(page.getByRole('img', { name: "The article's image" })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Paragraphs' })
    .fill('A new version of the player is out.\n\nIt starts channels faster.');

  await page.getByRole('tab', { name: 'Italiano' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(italianTitle);
  await page
    .getByRole('textbox', { name: 'Paragraphs' })
    .fill('È uscita una nuova versione del player.\n\nAvvia i canali più in fretta.');

  // Arabic is typed right to left.
  await page.getByRole('tab', { name: 'العربية' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('textbox', { name: 'Paragraphs' })).toHaveAttribute('dir', 'rtl');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The article is saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/news\/[0-9a-f-]{36}$/);

  // A draft is not on the site.
  const draftPage = await page.request.get(`/news/${slug}`);
  expect(draftPage.status()).toBe(404);

  // The edit form shows the saved article before anything changes in it. The create form stays drawn until
  // the edit screen's code arrives, so the edit screen's own link to the site is waited for first.
  await expect(page.getByRole('link', { name: /View on the site/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
  const published = page.getByRole('switch', { name: 'Published on the site' });
  await published.check();
  await expect(published).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The article is published on the site.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Published');

  // The site shows it at once, in both languages, on the same server.
  await page.goto('/news');
  const card = page.locator('.news-card').filter({ hasText: title });
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card).toContainText('A new version of the player is out.');
  await card.getByRole('link', { name: `Read more about ${title}` }).click();
  await expect(page).toHaveURL(`/news/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  const italian = await page.goto(`/it/news/${slug}`);
  expect(italian?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(italianTitle);
  await expect(page.getByText('Avvia i canali più in fretta.')).toBeVisible();
  await page.goto('/it/news');
  await expect(page.locator('.news-card').filter({ hasText: italianTitle })).toHaveCount(1);

  // Taken down, it is gone: the list no longer has it, and its page is the 404.
  await page.goto('/dashboard/news');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('switch', { name: 'Published on the site' })).toBeChecked();
  await page.getByRole('switch', { name: 'Published on the site' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The article has been taken off the site.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Draft');

  const gone = await page.goto(`/it/news/${slug}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articolo non trovato');
  await page.goto('/news');
  await expect(page.locator('.news-card').first()).toBeVisible();
  await expect(page.locator('.news-card').filter({ hasText: title })).toHaveCount(0);
});

test('the news list is a simple list that fits a 390-pixel-wide phone', async ({ page }) => {
  test.slow();
  await signInAsOperator(page);
  const draft = await draftThroughApi(page, 'Seen on a phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/news');
  const item = page.getByRole('link', { name: /Seen on a phone/ }).first();
  await expect(item).toBeVisible();
  await expect(item).toContainText('Draft');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await item.click();
  await expect(page).toHaveURL(`/dashboard/news/${draft.id}`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Seen on a phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const locale of ['en', 'ar'] as const) {
  // The news list and its create form with the form's errors are scanned by the walk (`support/walk.ts`).
  test(`a post's form on its Arabic tab has no WCAG 2.2 A/AA violations in ${locale}`, async ({ page }) => {
    test.slow();
    await signInAsOperator(page);
    const draft = await draftThroughApi(page, `Accessibility ${locale}`);
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);

    await page.goto(`/dashboard/news/${draft.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('img').first()).toBeVisible();
    await page.getByRole('tab', { name: 'العربية' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoViolations(page);
  });
}
