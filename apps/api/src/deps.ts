import type { PublicSettings } from '@vela/validation';
import type { Auth } from './auth/auth.ts';
import type { Altcha } from './captcha/altcha.ts';
import type { PlaylistCipher } from './crypto/playlist-secrets.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Env } from './env.ts';
import type { FormForwarder } from './forms/forward-form.ts';
import type { Limits } from './http/limits.ts';
import type { RateLimitStore } from './http/rate-limit.ts';
import type { Readiness } from './http/readiness.ts';
import type { DependencyCheck } from './http/unavailable.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics.ts';
import type { OutboundFetcher } from './outbound/outbound-fetch.ts';
import type { PaymentsProvider } from './payments/provider.ts';
import type { HotPaths } from './store/hot-paths.ts';

/** What request handlers are given: built once at start, never looked up globally. */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** The current time; tests move it. */
  now: () => Date;
  settings: PublicSettings;
  playlistCipher: PlaylistCipher;
  rateLimitStore: RateLimitStore;
  /** The public API's rate limits, on `rateLimitStore`. */
  limits: Limits;
  payments: PaymentsProvider;
  forwardForm: FormForwarder;
  hotPaths: HotPaths;
  auth: Auth;
  mailer: Mailer;
  /** Requests the server sends on someone's behalf, kept off private and loopback addresses (decision 28). */
  outbound: OutboundFetcher;
  /** The self-hosted captcha; null when reCAPTCHA is configured (better-auth's captcha plugin checks it). */
  altcha: Altcha | null;
  /** What `/api/metrics` reports; counted where things happen. */
  metrics: Metrics;
  /** Whether this process should be sent traffic (`/api/ready`); `markDraining()` before stopping. */
  readiness: Readiness;
  /** Signs the links of e-mails that act without signing in (one-click unsubscribe), from the server's secret. */
  mailLinkKey: Buffer;
  /** Origins whose pages may change state for a signed-in user. */
  trustedOrigins: readonly string[];
  /** Which of PostgreSQL and Redis cannot be reached, asked when a request failed without saying why. */
  dependencies: DependencyCheck;
}
