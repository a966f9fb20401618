import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { TOTP } from 'otpauth';
import { ltr } from './ltr.ts';

export const demoPassword = 'demo-journeys-password';
export const demoAccounts = {
  operator: 'operator@velaplayer.example',
  reseller: 'reseller@velaplayer.example',
  customer: 'customer@velaplayer.example',
} as const;

let counter = 0;
/** An address no other test uses, so the journeys do not depend on each other. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@journeys.example`;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** The newest e-mail the server sent to `to`, read from its development outbox, once it has arrived. */
export async function latestMailTo(page: Page, to: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/dev/outbox');
      const mails = (await response.json()) as OutboxMail[];
      found = mails.find((mail) => mail.to.includes(to));
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${to}`);
  return found;
}

/** The first link of an e-mail that goes to `path`, as an address of the server under test. */
export function linkIn(mail: OutboxMail, path: string): string {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((candidate) =>
    new URL(candidate.replaceAll('&amp;', '&')).pathname.startsWith(path),
  );
  if (!link) throw new Error(`no link to ${path} in "${mail.subject}"`);
  const url = new URL(link.replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

/** Signs up through the form, confirms through the e-mail's link, and returns the new account's address. */
export async function signUpAndConfirm(page: Page, password: string, label = 'person'): Promise<string> {
  const email = uniqueEmail(label);
  await page.goto('/dashboard/sign-up');
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat the password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(`We have sent a confirmation link to ${ltr(email)}`)).toBeVisible();
  const mail = await latestMailTo(page, email);
  await page.goto(linkIn(mail, '/dashboard/verify-email'));
  await expect(page.getByText('Your e-mail address is confirmed. You can sign in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL('/dashboard/login');
  return email;
}

/** The answer to the server's captcha, solved as the widget solves it, for a request sent without the form. */
async function captchaHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha could not be solved');
  return { 'x-captcha-response': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}

/**
 * A new account, signed up, confirmed through its e-mail's link and signed in in the page's browser, through
 * the API the sign-up and sign-in screens call (which journeys of their own go through), and its home opened:
 * for journeys about what a new person does next.
 */
export async function newSignedInAccount(page: Page, password: string, label = 'person'): Promise<string> {
  const email = uniqueEmail(label);
  const { request } = page;
  // What the dashboard sends as Origin: the server's own address.
  const origin = new URL((await request.get('/api/health')).url()).origin;
  const signedUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password, repeatPassword: password, name: '', locale: 'en' },
    headers: { origin, ...(await captchaHeader(request)) },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const link = new URL(linkIn(await latestMailTo(page, email), '/dashboard/verify-email'), origin);
  const token = link.searchParams.get('token') ?? '';
  const confirmed = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    maxRedirects: 0,
  });
  expect(confirmed.status(), await confirmed.text()).toBeLessThan(400);
  const signedIn = await request.post('/api/auth/sign-in/email', {
    data: { email, password, rememberMe: true },
    headers: { origin, ...(await captchaHeader(request)) },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await page.goto('/dashboard/');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  return email;
}

/** Fills the sign-in form and sends it. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The current code of an authenticator app set up with `secret`. */
export function totpCode(secret: string, offset = 0): string {
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** The sessions of the demo accounts this worker has signed in, by account (a worker has one server). */
const keptSessions = new Map<string, Cookies>();

/**
 * Opens the home with a session this worker keeps for `account`: the first time through `signInByForm`, which
 * ends on the home, and after that with the cookies that sign-in left, as a person who comes back to the
 * dashboard. Journeys that only need the demo accounts signed in skip the sign-in screens, which journeys of
 * their own cover. A session a journey has ended (a sign-out everywhere, a ban) sends the browser to the sign-in
 * screen, and then the form signs in anew.
 */
export async function keptSession(page: Page, account: string, signInByForm: () => Promise<void>) {
  const cookies = keptSessions.get(account);
  if (cookies) {
    await page.context().addCookies(cookies);
    await page.goto('/dashboard/');
    const signedIn = page.getByRole('button', { name: 'Profile' });
    await expect(signedIn.or(page.getByRole('button', { name: 'Sign in' }))).toBeVisible();
    if ((await signedIn.isVisible()) && (await signedInEmail(page)) === account) return;
  }
  // Signed in anew from no session at all: whoever else this journey signed in is signed out first.
  await page.context().clearCookies();
  await signInByForm();
  expect(await signedInEmail(page)).toBe(account);
  keptSessions.set(account, await page.context().cookies());
}

/** The e-mail address of the account the browser's session belongs to, as the API reads it. */
async function signedInEmail(page: Page): Promise<string | undefined> {
  const answer = await page.request.get('/api/auth/get-session?disableCookieCache=true');
  if (!answer.ok()) return undefined;
  const session = (await answer.json()) as { user?: { email?: string } } | null;
  return session?.user?.email;
}

/** Signs the demo customer or reseller in and opens their home (with the session this worker keeps). */
export async function signInAsDemo(page: Page, role: 'reseller' | 'customer') {
  await keptSession(page, demoAccounts[role], async () => {
    await page.goto('/dashboard/login');
    await signIn(page, demoAccounts[role], demoPassword);
    await expect(page).toHaveURL('/dashboard/');
  });
}
