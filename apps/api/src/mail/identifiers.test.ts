import type { Brand } from '@vela/validation';
import { describe, expect, it } from 'vitest';
import { deviceResetMail } from './device-emails.ts';
import { ticketAnsweredMail } from './ticket-emails.ts';

const brand: Brand = {
  name: 'Vela Player',
  legalEntity: 'Vela Player LLC',
  address: '1 Example Street',
  supportEmail: '24support@velaplayer.example',
  whatsapp: '',
  dashboardUrl: 'https://velaplayer.example/dashboard',
  social: { facebook: '', x: '', instagram: '', youtube: '' },
  stores: { appStore: '', googlePlay: '', lg: '', aptoide: '' },
};
const arabicOwner = { email: '7ann@example.com', name: 'آن', locale: 'ar' };
/** An id that starts with digits: without isolation Arabic shows it as `F5:7D:46:32:78:26`. */
const deviceId = '26:F5:7D:46:32:78';

/** Every occurrence of `value` in `text` stands inside U+2066 … U+2069. */
function expectIsolatedText(text: string, value: string) {
  const occurrences = text.split(value).length - 1;
  expect(occurrences).toBeGreaterThan(0);
  expect(text.split(`\u2066${value}\u2069`).length - 1).toBe(occurrences);
}

/**
 * Every occurrence of `value` in the HTML stands inside `<bdi dir="ltr">`, U+2066 … U+2069 (the title, which
 * holds text only) or a link written left to right.
 */
function expectIsolatedHtml(html: string, value: string, { link = false } = {}) {
  const occurrences = html.split(value).length - 1;
  const isolated =
    html.split(`<bdi dir="ltr">${value}</bdi>`).length -
    1 +
    html.split(`\u2066${value}\u2069`).length -
    1 +
    (link ? html.split(`dir="ltr">${value}</a>`).length - 1 + html.split(`href="${value}"`).length - 1 : 0);
  expect(occurrences).toBeGreaterThan(0);
  expect(isolated).toBe(occurrences);
}

describe('identifiers in e-mails', () => {
  it("keeps a device id that starts with digits and the support address whole in an Arabic e-mail's text and HTML", () => {
    const mail = deviceResetMail(arabicOwner, deviceId, null, brand);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expectIsolatedText(mail.subject, deviceId);
    expectIsolatedText(mail.text, deviceId);
    expectIsolatedText(mail.text, brand.supportEmail);
    expectIsolatedHtml(mail.html, deviceId);
    expectIsolatedHtml(mail.html, brand.supportEmail);
  });

  it('puts a link on a line of its own in the text and writes it left to right in the HTML', () => {
    const mail = ticketAnsweredMail(
      arabicOwner,
      { id: '0b7f2c1e-0000-4000-8000-000000000001', subject: 'لا صورة' },
      { brand, siteUrl: 'http://127.0.0.1:8411' },
    );
    const url = 'http://127.0.0.1:8411/dashboard/tickets/0b7f2c1e-0000-4000-8000-000000000001/show';
    expect(mail.text.split('\n')).toContain(url);
    expectIsolatedHtml(mail.html, url, { link: true });
  });
});
