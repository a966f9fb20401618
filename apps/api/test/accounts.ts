import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { type TOTP, URI } from 'otpauth';

/** The origin the test server trusts (SITE_URL's default): what a browser on our pages sends. */
export const siteOrigin = 'http://localhost:8080';

/** Settings for account suites: cheap proofs of work, and limits out of the way unless a test wants them. */
export const accountEnv = {
  ALTCHA_COST: '20',
  RATE_LIMIT_SIGN_IN: '1000',
  RATE_LIMIT_PASSWORD_CHECKS: '1000',
  RATE_LIMIT_ACCOUNT_WRITES: '1000',
  RATE_LIMIT_TICKET_MESSAGES: '1000',
};

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & unknown[];
}

/** A browser as far as the API can tell: it keeps cookies and sends our Origin on every write. */
export class Browser {
  readonly cookies = new Map<string, string>();
  origin: string | null = siteOrigin;

  constructor(readonly baseUrl: string) {}

  /** Sends `body` as JSON, or as it is when it is bytes (give their `content-type` in `headers`). */
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const bytes = body instanceof Uint8Array ? body : undefined;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined || bytes ? {} : { 'content-type': 'application/json' }),
        ...(this.origin && method !== 'GET' ? { origin: this.origin } : {}),
        ...(this.cookies.size
          ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...headers,
      },
      body: bytes ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, headers: response.headers, body: json } as Answer;
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.request('POST', path, body, headers);
  }
}

/** Solves the server's ALTCHA challenge the way the widget does, with altcha-lib's own solver. */
export async function solveCaptcha(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function withCaptcha(baseUrl: string) {
  return { 'x-captcha-response': await solveCaptcha(baseUrl) };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export async function outbox(baseUrl: string): Promise<OutboxMail[]> {
  return (await fetch(`${baseUrl}/api/dev/outbox`)).json() as Promise<OutboxMail[]>;
}

/** The newest e-mail to an address whose text contains `contains`, waiting since mail goes out after the answer. */
export async function mailTo(baseUrl: string, to: string, contains = ''): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = (await outbox(baseUrl)).find((mail) => mail.to === to && mail.text.includes(contains));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${to}`);
}

export function linkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error('No link in the e-mail');
  return new URL(match[0]);
}

const counters = Symbol.for('vela.test.counters');
/** The demo operator's authenticator app on each server this worker signed them in to. */
const operatorAuthenticators = Symbol.for('vela.test.operatorAuthenticators');
/** What the worker keeps across its files, which share servers but may each load this module anew. */
const kept = globalThis as typeof globalThis & {
  [counters]?: Map<string, number>;
  [operatorAuthenticators]?: Map<string, TOTP>;
};

/**
 * The next number of `name` in this worker: kept with the process rather than the module, since a worker's
 * files share their servers (`sharedTestServer`), so an id one file made must never come again in the next.
 */
export function nextInWorker(name: string): number {
  kept[counters] ??= new Map();
  const next = (kept[counters].get(name) ?? 0) + 1;
  kept[counters].set(name, next);
  return next;
}
export function uniqueEmail(prefix = 'person'): string {
  return `${prefix}-${process.pid}-${nextInWorker('account')}@example.com`;
}

/** Signs up, confirms the address with the link of the e-mail, and signs in: the whole way a person goes. */
export async function signedInBrowser(
  baseUrl: string,
  email = uniqueEmail(),
  password = 'a long password 1',
) {
  const browser = new Browser(baseUrl);
  const signUp = await browser.post(
    '/api/auth/sign-up/email',
    { email, password, name: '' },
    await withCaptcha(baseUrl),
  );
  if (signUp.status !== 200)
    throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  await confirmAddress(baseUrl, email);
  const signIn = await browser.post(
    '/api/auth/sign-in/email',
    { email, password },
    await withCaptcha(baseUrl),
  );
  if (signIn.status !== 200)
    throw new Error(`sign-in answered ${signIn.status}: ${JSON.stringify(signIn.body)}`);
  return { browser, email, password };
}

/** One sign-in with an e-mail and password in a new browser: the browser, and the server's answer whatever it is. */
export async function signIn(baseUrl: string, email: string, password: string) {
  const browser = new Browser(baseUrl);
  const answer = await browser.post(
    '/api/auth/sign-in/email',
    { email, password },
    await withCaptcha(baseUrl),
  );
  return { browser, answer };
}

export async function confirmAddress(baseUrl: string, email: string) {
  const mail = await mailTo(baseUrl, email, '/dashboard/verify-email?token=');
  const link = linkIn(mail.text);
  // What the dashboard's confirmation page does with the link's token.
  const token = link.searchParams.get('token') ?? '';
  const response = await fetch(`${baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  return { mail, link, response };
}

/** The demo accounts every test server seeds, with the password `startTestServer` gives them. */
export const demoAccounts = {
  operator: 'operator@velaplayer.example',
  reseller: 'reseller@velaplayer.example',
  customer: 'customer@velaplayer.example',
  password: 'demo-password-for-tests',
} as const;

/**
 * Signs in as a demo account through the sign-in flow. The operator sets up two-factor authentication the
 * first time on a server, as the dashboard makes them do before anything else, and gives its code after that.
 */
export async function signedInDemo(baseUrl: string, role: 'operator' | 'reseller' | 'customer') {
  const browser = new Browser(baseUrl);
  const signIn = await browser.post(
    '/api/auth/sign-in/email',
    { email: demoAccounts[role], password: demoAccounts.password },
    await withCaptcha(baseUrl),
  );
  if (signIn.status !== 200)
    throw new Error(`sign-in answered ${signIn.status}: ${JSON.stringify(signIn.body)}`);
  if (role === 'operator') {
    kept[operatorAuthenticators] ??= new Map();
    const authenticators = kept[operatorAuthenticators];
    // A server that does not ask for the second factor has not seen this operator set it up: another server
    // that listened on the same address before (a port used again) had its own authenticator.
    const asksForCode = (signIn.body as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
    let totp = asksForCode ? authenticators.get(baseUrl) : undefined;
    if (asksForCode && !totp) throw new Error(`no authenticator of the demo operator for ${baseUrl}`);
    if (!totp) {
      const enable = await browser.post('/api/auth/two-factor/enable', { password: demoAccounts.password });
      totp = URI.parse(String(enable.body.totpURI)) as TOTP;
    }
    const verified = await browser.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    if (verified.status !== 200) throw new Error(`two-factor answered ${verified.status}`);
    authenticators.set(baseUrl, totp);
  }
  return browser;
}
