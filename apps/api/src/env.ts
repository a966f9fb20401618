import { isAbsolute, resolve } from 'node:path';
import { publicEnvSchema } from '@vela/validation';
import { z } from 'zod';
import { repoRoot } from './paths.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A rate limit; 0 switches it off (for load tests of the endpoints themselves). */
const limit = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** The address to listen on: loopback outside production, every interface in production. */
    HOST: optionalText,
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    DATA_DIR: z.string().trim().min(1).default('.data'),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    ),
    SITE_DIR: z.string().trim().min(1).default(resolve(repoRoot, 'apps/site/build/client')),
    DASHBOARD_DIR: z.string().trim().min(1).default(resolve(repoRoot, 'apps/dashboard/dist')),
    /** Other origins whose pages may call the API from the browser. */
    CORS_ORIGINS: commaList,
    /** Believe X-Forwarded-For for the client's address: only behind a proxy that sets it. */
    TRUST_PROXY: flag,
    /** How many proxies of ours stand in front of the API: the client is the address the outermost one saw. */
    TRUST_PROXY_HOPS: positiveInt(1),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    /**
     * On SIGTERM, how long the process keeps serving while it reports not ready, so the load balancer stops
     * sending it requests first: its health checks' interval times the failures it needs, or 0.
     */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
    /** On SIGTERM, how long requests already accepted may take before their connections are cut. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),

    /** 32 bytes, base64: encrypts playlist passwords. Generated into DATA_DIR when absent, outside production. */
    PLAYLIST_ENCRYPTION_KEY: optionalText.pipe(
      z
        .base64({ error: 'must be 32 bytes in base64' })
        .refine((value) => Buffer.from(value, 'base64').length === 32, {
          error: 'must be 32 bytes in base64',
        })
        .optional(),
    ),

    /** At least 32 characters: signs sessions and encrypts two-factor secrets. Generated into DATA_DIR when absent, outside production. */
    BETTER_AUTH_SECRET: optionalText.pipe(
      z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ),
    /** SMTP server for e-mail, e.g. smtps://user:password@mail.example.com:465. Without it, outside production, e-mails go to `/api/dev/outbox`. */
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    /** Sender of every e-mail; defaults to the brand's name and support address. */
    MAIL_FROM: optionalText,
    /** Google reCAPTCHA; without the secret, a self-hosted ALTCHA proof of work guards sign-up, sign-in and password reset. */
    RECAPTCHA_SITE_KEY: optionalText,
    RECAPTCHA_SECRET_KEY: optionalText,
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    /** Signs ALTCHA challenges. Generated into DATA_DIR when absent, outside production. */
    ALTCHA_HMAC_KEY: optionalText.pipe(
      z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ),
    /** PBKDF2 iterations per ALTCHA attempt: about 256 attempts are needed on average. */
    ALTCHA_COST: positiveInt(5_000),
    /** Bearer token that lets a scraper from another machine read `/api/metrics`; this machine needs none. */
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    ),

    /**
     * The length of every rate limit's window, which slides (decision 58): a limit accepts at most its number of
     * requests in any span of this many seconds, and a refusal's `Retry-After` is when the oldest leaves it.
     */
    RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
    /** Public writes per client address and endpoint in a window. */
    RATE_LIMIT_PUBLIC: limit(30),
    /** Writes per device id and endpoint in a window. */
    RATE_LIMIT_DEVICE: limit(20),
    /** Sign-in, sign-up and password-reset requests per client address, and per e-mail address, in a window. */
    RATE_LIMIT_SIGN_IN: limit(10),
    /** Public reads (the news) per client address in a window: generous, since many visitors share an address. */
    RATE_LIMIT_READ: limit(600),
    /** Device calls with a wrong device key per client address in a window. */
    RATE_LIMIT_KEY_FAILURES: limit(20),
    /** PayPal webhook deliveries per address in a window: far above what PayPal's retries send. */
    RATE_LIMIT_WEBHOOK: limit(600),
    /** Integration API calls per API key in a window. */
    RATE_LIMIT_INTEGRATION: limit(120),
    /**
     * Checks of the password or of a two-factor code inside a session (change the password, turn two-factor
     * authentication on or off, new recovery codes) per account in a window, whichever browser sends them.
     */
    RATE_LIMIT_PASSWORD_CHECKS: limit(5),
    /** Writes of a signed-in person (`/api/admin/*`, `/api/account*`) per account in a window. */
    RATE_LIMIT_ACCOUNT_WRITES: limit(60),
    /** New support tickets and replies per account in a window, within the writes above. */
    RATE_LIMIT_TICKET_MESSAGES: limit(10),

    /** Hours after an activation during which its reseller may revoke it for the credits back (decision 57). */
    ACTIVATION_REVOKE_HOURS: positiveInt(48),

    /**
     * Hours a new account has to confirm its address: one that never did, and never signed in, is removed after
     * them (decision 59), and its address is free again.
     */
    UNCONFIRMED_SIGNUP_HOURS: positiveInt(72),

    /** Active integration API keys one account may hold. */
    API_KEYS_PER_ACCOUNT: positiveInt(10),

    /** Playlists one device may hold. */
    PLAYLISTS_PER_DEVICE: positiveInt(10),

    /** How often this process looks for due jobs (e-mails, reminders, clean-ups); `0`: it runs none. */
    JOBS_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),

    PAYPAL_CLIENT_ID: optionalText,
    PAYPAL_CLIENT_SECRET: optionalText,
    PAYPAL_API_URL: z.url().default('https://api-m.sandbox.paypal.com'),
    PAYPAL_PLAN_ID: optionalText,
    PAYPAL_WEBHOOK_ID: optionalText,

    FORMS_FORWARD_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /**
     * Let the server's own outgoing requests (whitelist verification) reach private, loopback and link-local
     * addresses: for tests and local demos only, never where the network around the server is not yours.
     */
    OUTBOUND_ALLOW_PRIVATE_ADDRESSES: flag,
    /** Let resellers' webhooks use plain `http://` addresses: for tests and local demos only (decision 41). */
    WEBHOOKS_ALLOW_HTTP: flag,
    /** Password of the demo accounts seeded outside production; random (and printed once) when empty. */
    DEMO_PASSWORD: optionalText,

    /** Directory that relative paths are resolved against: where the user ran `pnpm start`. */
    INIT_CWD: z.string().optional(),
  })
  .extend(publicEnvSchema.shape)
  .extend({
    /**
     * Where people reach this server: links in e-mails, the TV's claim link, the origin sign-in trusts. Without
     * it, the server's own address (`http://localhost:<PORT>`, or HOST when it is not a wildcard).
     */
    SITE_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .transform((url) => url.replace(/\/+$/, ''))
        .optional(),
    ),
  });

export type Env = Omit<z.output<typeof envSchema>, 'INIT_CWD' | 'HOST'> & { HOST: string };

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/** Parses the environment once at start; a bad value is reported with the variable it came from. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { INIT_CWD, ...env } = result.data;
  const payPalSettings = [
    env.PAYPAL_CLIENT_ID,
    env.PAYPAL_CLIENT_SECRET,
    env.PAYPAL_PLAN_ID,
    env.PAYPAL_WEBHOOK_ID,
  ];
  if (payPalSettings.some(Boolean) && !payPalSettings.every(Boolean)) {
    throw new EnvError(
      'Invalid configuration:\n  PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_PLAN_ID, PAYPAL_WEBHOOK_ID: set all four or none',
    );
  }
  if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
    throw new EnvError(
      'Invalid configuration:\n  RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY: set both or neither',
    );
  }
  if (env.NODE_ENV === 'production') {
    const missing = [
      ...(payPalSettings.every(Boolean) ? [] : ['PAYPAL_CLIENT_ID']),
      ...(env.PLAYLIST_ENCRYPTION_KEY ? [] : ['PLAYLIST_ENCRYPTION_KEY']),
      ...(env.BETTER_AUTH_SECRET ? [] : ['BETTER_AUTH_SECRET']),
      ...(env.SMTP_URL ? [] : ['SMTP_URL']),
      ...(env.RECAPTCHA_SECRET_KEY || env.ALTCHA_HMAC_KEY ? [] : ['ALTCHA_HMAC_KEY']),
    ];
    if (missing.length > 0) {
      throw new EnvError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required in production`).join('\n')}`,
      );
    }
  }
  const base = INIT_CWD ?? process.cwd();
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  return {
    ...env,
    // Outside production the server holds development helpers (the outbox with its password-reset links):
    // it answers this machine only unless told otherwise.
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    DATA_DIR: absolute(env.DATA_DIR),
    SITE_DIR: absolute(env.SITE_DIR),
    DASHBOARD_DIR: absolute(env.DASHBOARD_DIR),
  };
}

/** Where the user ran the command (`pnpm --filter` runs scripts in the package): paths they give are relative to it. */
export function invocationDirectory(source: Record<string, string | undefined> = process.env): string {
  return source.INIT_CWD ?? process.cwd();
}
