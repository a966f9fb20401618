import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEnv, Browser, linkIn, mailTo, uniqueEmail, withCaptcha } from './accounts.ts';
import {
  answerTicketAsSupport,
  engines,
  postJson,
  registerDevice,
  startTestServer,
  type TestServer,
} from './harness.ts';

/** A port nothing listens on now, as a person would pick one for PORT. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const engine = engines[0] as (typeof engines)[number];

describe('links to the server without SITE_URL', () => {
  let server: TestServer;
  let port: number;
  let own: string;

  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer(engine, { ...accountEnv, PORT: String(port), SITE_URL: '' });
    own = `http://localhost:${port}`;
  });
  afterAll(() => server?.stop());

  /** A browser on the server's own pages: its Origin is the server's address. */
  const browserOnOwnPages = () => {
    const browser = new Browser(server.url);
    browser.origin = own;
    return browser;
  };

  it('names the server’s own address in /api/config', async () => {
    expect(server.port).toBe(port);
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as { siteUrl: string };
    expect(config.siteUrl).toBe(own);
    expect(server.siteUrl).toBe(own);
  });

  it('sends confirmation, password-reset and ticket e-mails that link to it', async () => {
    const email = uniqueEmail('own-address');
    const browser = browserOnOwnPages();
    const signUp = await browser.post(
      '/api/auth/sign-up/email',
      { email, password: 'a long password 1', name: '' },
      await withCaptcha(server.url),
    );
    expect(signUp.status).toBe(200);
    const confirmation = linkIn((await mailTo(server.url, email, '/dashboard/verify-email?token=')).text);
    expect(confirmation.origin).toBe(own);

    const reset = await browser.post(
      '/api/auth/request-password-reset',
      { email },
      await withCaptcha(server.url),
    );
    expect(reset.status).toBe(200);
    const resetLink = linkIn((await mailTo(server.url, email, 'reset-password')).text);
    expect(resetLink.origin).toBe(own);
  });

  it('sends the ticket e-mail and the TV’s claim link to it', async () => {
    const { browser, email } = await signedInBrowserOn(server.url, own);
    const opened = await browser.post('/api/admin/tickets', { subject: 'No picture', content: 'Help' });
    expect(opened.status).toBe(201);
    await answerTicketAsSupport(server, { ticketId: String(opened.body.id), content: 'Restart it.' });
    const ticketMail = await mailTo(server.url, email, '/dashboard/tickets/');
    expect(ticketMail.text).toContain(`${own}/dashboard/tickets/`);

    const { deviceid, deviceKey } = await registerDevice(server.url);
    const pairing = await postJson(server.url, '/api/app/pairing-code', { deviceid, device_key: deviceKey });
    expect(new URL(String(pairing.body.claim_url)).origin).toBe(own);
  });

  it('names it in the canonical link, the language alternates, the sitemap and robots.txt of a site built without it', async () => {
    const page = await fetch(`${server.url}/pricing`);
    const html = await page.text();
    expect(html).toContain(`<link rel="canonical" href="${own}/pricing"/>`);
    expect(html).toContain(`hrefLang="ar" href="${own}/ar/pricing"`);
    expect(html).not.toContain('localhost:8080');
    // The page's data says the same, and its script is still allowed to run: its hash is the new text's.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain(`"siteUrl":"${own}"`);
    const hash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
    expect(page.headers.get('content-security-policy')).toContain(`'${hash}'`);

    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain(`<loc>${own}/pricing</loc>`);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(`Sitemap: ${own}/sitemap.xml`);
    // What a navigation in the browser loads says the same as the page.
    const data = await fetch(`${server.url}/pricing.data`);
    expect(data.headers.get('content-type')).toMatch(/^text\/x-script/);
    expect(await data.text()).toBe(`[{"_1":2},"root",{"siteUrl":"${own}"}]`);
  });
});

describe('links to the server with SITE_URL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { ...accountEnv, SITE_URL: 'https://tv.example.com/' });
  });
  afterAll(() => server?.stop());

  it('names SITE_URL in the pages, the sitemap and robots.txt of a site built for another address', async () => {
    const html = await (await fetch(`${server.url}/pricing`)).text();
    expect(html).toContain('<link rel="canonical" href="https://tv.example.com/pricing"/>');
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(
      '<loc>https://tv.example.com/pricing</loc>',
    );
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(
      'Sitemap: https://tv.example.com/sitemap.xml',
    );
  });

  it('names SITE_URL in /api/config and in the TV’s claim link', async () => {
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as { siteUrl: string };
    expect(config.siteUrl).toBe('https://tv.example.com');
    const { deviceid, deviceKey } = await registerDevice(server.url);
    const pairing = await postJson(server.url, '/api/app/pairing-code', { deviceid, device_key: deviceKey });
    expect(String(pairing.body.claim_url)).toMatch(
      /^https:\/\/tv\.example\.com\/dashboard\/devices\/claim\?code=/,
    );
  });
});

/** `signedInBrowser` for a server whose pages are at `origin`. */
async function signedInBrowserOn(baseUrl: string, origin: string) {
  const email = uniqueEmail('own-ticket');
  const browser = new Browser(baseUrl);
  browser.origin = origin;
  const password = 'a long password 1';
  expect(
    (await browser.post('/api/auth/sign-up/email', { email, password, name: '' }, await withCaptcha(baseUrl)))
      .status,
  ).toBe(200);
  const link = linkIn((await mailTo(baseUrl, email, '/dashboard/verify-email?token=')).text);
  await fetch(
    `${baseUrl}/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`,
  );
  expect(
    (await browser.post('/api/auth/sign-in/email', { email, password }, await withCaptcha(baseUrl))).status,
  ).toBe(200);
  return { browser, email };
}
