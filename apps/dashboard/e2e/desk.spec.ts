import { expect, type Page } from '@playwright/test';
import arDesk from '@vela/locales/ar/desk.json' with { type: 'json' };
import arPlaylists from '@vela/locales/ar/playlists.json' with { type: 'json' };
import arRa from '@vela/locales/ar/ra.json' with { type: 'json' };
import arTickets from '@vela/locales/ar/tickets.json' with { type: 'json' };
import enDesk from '@vela/locales/en/desk.json' with { type: 'json' };
import enPlaylists from '@vela/locales/en/playlists.json' with { type: 'json' };
import enRa from '@vela/locales/en/ra.json' with { type: 'json' };
import enTickets from '@vela/locales/en/tickets.json' with { type: 'json' };
import { demoAccounts, signInAsDemo } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { ltr } from './support/ltr.ts';
import { signInAsOperator } from './support/operator.ts';
import { test } from './support/test.ts';

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** A visitor comments on a blog post, signed with a name. */
async function commentOn(page: Page, path: string, name: string, message: string) {
  await page.goto(path);
  const form = page.locator('#comment form');
  await form.getByLabel(/^Your comment/).fill(message);
  await form.getByLabel('Your name (optional)').fill(name);
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByText('Form submitted successfully!')).toBeVisible();
}

const bulkTexts = {
  en: { approve: 'Approve selected', approved: 'The selected comments are approved' },
  ar: { approve: 'قبول المحدد', approved: 'قُبلت التعليقات المحددة' },
} as const;

for (const locale of ['en', 'ar'] as const) {
  test(`an operator approves several comments at once, in ${locale}, and they show under their post`, async ({
    page,
  }) => {
    test.slow();
    const first = `Bulk first ${unique(locale)}`;
    const second = `Bulk second ${unique(locale)}`;
    await commentOn(page, '/blog/4', 'Bulk', first);
    await commentOn(page, '/blog/4', 'Bulk', second);
    await signInAsOperator(page);
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
    await page.goto(
      `/dashboard/submissions?${new URLSearchParams({ filter: JSON.stringify({ form: 'comment', status: 'pending_moderation' }) })}`,
    );
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    for (const message of [first, second]) {
      await page
        .getByRole('row', { name: new RegExp(message) })
        .getByRole('checkbox')
        .check();
    }
    const approve = page.getByRole('button', { name: bulkTexts[locale].approve });
    await expect(approve).toBeVisible();
    await expectNoViolations(page);
    await approve.click();
    await expect(page.getByText(bulkTexts[locale].approved)).toBeVisible();
    // Approved, they leave the list of comments waiting for moderation.
    await expect(page.getByRole('row', { name: new RegExp(first) })).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(second) })).toHaveCount(0);

    await page.goto('/blog/4');
    const comments = page.locator('#comments');
    await expect(comments.getByText(first)).toBeVisible();
    await expect(comments.getByText(second)).toBeVisible();
  });
}

/** The demo reseller's first whitelist entry (verified by the seed): its code, address and backup address. */
const code = 246810;
const lineHost = 'http://line.demo-provider.example:8080';
const backupHost = 'http://backup.demo-provider.example:8080';

const texts = {
  en: { desk: enDesk, playlists: enPlaylists, ra: enRa, tickets: enTickets },
  ar: { desk: arDesk, playlists: arPlaylists, ra: arRa, tickets: arTickets },
} as const;

/** The demo customer opens a ticket from the dashboard; answers its id. */
async function customerTicket(page: Page, subject: string): Promise<string> {
  await signInAsDemo(page, 'customer');
  await page.goto('/dashboard/tickets/create');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('The picture freezes every evening.');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickets\/[0-9a-f-]{36}\/show$/);
  return page.url().match(/\/tickets\/([0-9a-f-]{36})\/show/)?.[1] ?? '';
}

/** A text with its placeholders filled, identifiers isolated left-to-right as the dashboard shows them. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (_match, name: string) => ltr(values[name] ?? ''));

/** A new client of the demo reseller: a TV registers and My List adds a playlist with the reseller's code. */
async function newClient(page: Page, stamp: string) {
  const registered = await page.request.post('/api/app/register', { data: { device_brand: 'Desk TV' } });
  expect(registered.status()).toBe(201);
  const { deviceid } = (await registered.json()) as { deviceid: string };
  const added = await page.request.post('/api/playlist_v3', {
    data: {
      query: {
        username: 'desk',
        password: 'desk-secret',
        playlistName: `Desk ${stamp}`,
        deviceid,
        host_code: code,
        hide_playlist_info: true,
      },
    },
  });
  expect(added.status()).toBe(200);
}

for (const locale of ['en', 'ar'] as const) {
  test(`a reseller finds a host move in its history after a reload and undoes it there, in ${locale}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { desk, playlists, ra } = texts[locale];
    await signInAsDemo(page, 'reseller');
    await newClient(page, Date.now().toString(36));
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);

    await page.goto('/dashboard/clients/mass-update');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const history = page.getByRole('region', { name: desk.history.title });
    await expect(history).toBeVisible();
    await page.locator('#old_host').click();
    await page.getByRole('option', { name: new RegExp(lineHost.replaceAll('.', '\\.')) }).click();
    await page.locator('#new_host').fill(backupHost);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('button', { name: playlists.massUpdate.apply, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: ra.action.confirm }).click();
    const moved = fill(desk.history.move, { old_host: lineHost, new_host: backupHost });
    await expect(history.getByRole('listitem').first()).toContainText(moved);

    // Read again from the server: the move and its undo are still there.
    await page.reload();
    const latest = history.getByRole('listitem').first();
    await expect(latest).toContainText(moved);
    const undo = latest.getByRole('button', {
      name: fill(desk.history.undo_label, { old_host: lineHost, new_host: backupHost }),
    });
    await expect(undo).toBeVisible();
    await expectNoViolations(page);
    await undo.click();
    await expect(latest.getByRole('button')).toHaveCount(0);
    await expect(latest).toContainText(desk.history.undone.split('{{')[0] ?? '');
    const client = await page.request.get('/api/admin/clients/mass-update-host/history');
    const [newest] = (await client.json()) as { undone_at: string | null; restored: number | null }[];
    expect(newest?.undone_at).not.toBeNull();
    expect(newest?.restored).toBeGreaterThan(0);
    await page.reload();
    await expect(history.getByRole('listitem').first().getByRole('button')).toHaveCount(0);
    await expectNoViolations(page);
  });
}

for (const locale of ['en', 'ar'] as const) {
  test(`an operator writes an internal note the customer never sees, in ${locale}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const { desk } = texts[locale];
    const stamp = Date.now().toString(36);
    const ticketId = await customerTicket(page, `Freezes ${stamp}`);

    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await signInAsOperator(operator);
    await operator.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
    await operator.goto(`/dashboard/tickets/${ticketId}/show`);
    await expect(operator.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const note = `Asked for a refund twice before (${stamp})`;
    const form = operator.getByRole('form', { name: desk.notes.field });
    await form.getByRole('button', { name: desk.notes.add }).click();
    await expect(form.locator('.Mui-error').first()).toBeVisible();
    await form.getByRole('textbox', { name: desk.notes.field }).fill(note);
    await form.getByRole('button', { name: desk.notes.add }).click();
    await expect(operator.getByText(desk.notes.added)).toBeVisible();
    const noted = operator.getByRole('article').filter({ hasText: note });
    await expect(noted.getByRole('heading')).toContainText(desk.notes.label);
    // Beside the ticket: its customer, with their devices and licences, each a way to its own page.
    const aside = operator.getByRole('complementary', { name: desk.aside.title });
    await expect(aside.getByRole('link', { name: demoAccounts.customer })).toHaveAttribute(
      'href',
      /\/dashboard\/customers\/[0-9a-f-]{36}$/,
    );
    await expect(aside.getByRole('heading', { name: desk.aside.devices })).toBeVisible();
    const devices = aside.getByRole('listitem');
    await expect(devices.first().getByRole('link')).toHaveAttribute(
      'href',
      /\/dashboard\/devices\/.+\/show$/,
    );
    await expectNoViolations(operator);
    await operatorContext.close();

    // The customer's own view of the ticket has their message and nothing of the note.
    await page.reload();
    await expect(
      page.getByRole('article').filter({ hasText: 'The picture freezes every evening.' }),
    ).toBeVisible();
    await expect(page.getByText(note)).toHaveCount(0);
    await expect(page.getByText(enDesk.notes.label)).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: enDesk.aside.title })).toHaveCount(0);
    const notes = await page.request.get(`/api/admin/tickets/${ticketId}/notes`);
    expect(notes.status()).toBe(403);
  });
}

for (const locale of ['en', 'ar'] as const) {
  test(`an operator keeps a canned reply and inserts it into an answer, in ${locale}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const { desk, ra, tickets } = texts[locale];
    const stamp = Date.now().toString(36);
    const ticketId = await customerTicket(page, `Canned ${stamp}`);
    const owner = (await (await page.request.get('/api/account')).json()) as { locale?: string | null };

    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await signInAsOperator(operator);
    await operator.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
    await operator.goto('/dashboard/canned-replies/create');
    await expect(operator.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await operator.getByRole('button', { name: ra.action.save }).click();
    await expect(operator.locator('.Mui-error').first()).toBeVisible();
    await expectNoViolations(operator);
    const title = `Restart ${stamp}`;
    const content = `Hello,\n\nplease restart the TV (${stamp}).`;
    await operator.getByRole('textbox', { name: desk.canned.fields.title }).fill(title);
    await operator.getByRole('textbox', { name: desk.canned.fields.content }).fill(content);
    await operator.getByRole('button', { name: ra.action.save }).click();
    await expect(operator).toHaveURL(/\/dashboard\/canned-replies$/);
    await expect(operator.getByRole('row', { name: new RegExp(title) })).toBeVisible();
    await expectNoViolations(operator);

    // The ticket's picker starts in the owner's language, where the new reply is (English by default).
    expect(owner.locale ?? 'en').toBe('en');
    await operator.goto(`/dashboard/tickets/${ticketId}/show`);
    const picker = operator.getByRole('group', { name: desk.canned.picker });
    await picker.getByRole('combobox', { name: desk.canned.choose }).click();
    await operator.getByRole('option', { name: title }).click();
    await picker.getByRole('button', { name: desk.canned.insert }).click();
    await expect(operator.getByRole('textbox', { name: tickets.operator.reply })).toHaveValue(content);
    await expectNoViolations(operator);
    await operatorContext.close();
  });
}
