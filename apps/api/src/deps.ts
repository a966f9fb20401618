import type { PublicSettings } from '@vela/validation';
import type { PlaylistCipher } from './crypto/playlist-secrets.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Env } from './env.ts';
import type { FormForwarder } from './forms/forward-form.ts';
import type { Limits } from './http/limits.ts';
import type { RateLimitStore } from './http/rate-limit.ts';
import type { Logger } from './logger.ts';
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
}
