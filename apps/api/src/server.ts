import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { publicSettingsFromEnv } from '@vela/validation';
import { Redis } from 'ioredis';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { redisSecondaryStorage } from './auth/redis-storage.ts';
import { createAltcha } from './captcha/altcha.ts';
import { loadLocalSecret } from './crypto/local-secret.ts';
import { createPlaylistCipher, loadPlaylistKey } from './crypto/playlist-secrets.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import type { AppDeps } from './deps.ts';
import type { Env } from './env.ts';
import { createFormForwarder } from './forms/forward-form.ts';
import { createLimits } from './http/limits.ts';
import { memoryStore, postgresStore, type RateLimitStore, redisStore } from './http/rate-limit.ts';
import { describeError, type Logger } from './logger.ts';
import { accountEmails } from './mail/account-emails.ts';
import { createMailer } from './mail/mailer.ts';
import { createOutboundFetcher } from './outbound/outbound-fetch.ts';
import { createPayPalClient } from './payments/paypal-client.ts';
import { createPaymentsSimulator } from './payments/simulator.ts';
import { type DemoCredentials, formatDemoCredentials, seedDemo, seedNews } from './seed/seed.ts';
import { createHotPaths } from './store/hot-paths.ts';

/** Where `pnpm dev` serves the site, proxying `/dashboard/` and `/api/`. */
const devServerPort = 5173;

export interface RunningServer {
  url: string;
  port: number;
  engine: 'pglite' | 'postgres';
  /** Demo logins created by this start, if it created them. */
  demo: DemoCredentials | null;
  /** The open database, for the process that embeds the server (tests inspect what was stored). */
  database: DatabaseHandle;
  /** What the handlers were given, for the process that embeds the server (tests call store functions with it). */
  deps: AppDeps;
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** The current time; tests move it. */
  now?: () => Date;
  /** Print the demo logins when this start creates them (the command line does; tests do not). */
  printDemo?: (text: string) => void;
}

export async function startServer(
  env: Env,
  logger: Logger,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
    (error) => logger.warn('db.idle_connection_lost', { error: describeError(error) }),
  );
  const settings = publicSettingsFromEnv(env);
  const playlistCipher = createPlaylistCipher(
    await loadPlaylistKey(env.PLAYLIST_ENCRYPTION_KEY, env.DATA_DIR),
  );

  // Counters must be shared by every instance, except with the embedded database, which is one process.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  const rateLimitStore: RateLimitStore = redis
    ? redisStore(redis)
    : database.engine === 'postgres'
      ? postgresStore(database)
      : memoryStore();

  const simulator =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID
      ? null
      : createPaymentsSimulator();
  const payments =
    simulator ??
    createPayPalClient({
      apiUrl: env.PAYPAL_API_URL,
      clientId: env.PAYPAL_CLIENT_ID ?? '',
      clientSecret: env.PAYPAL_CLIENT_SECRET ?? '',
      webhookId: env.PAYPAL_WEBHOOK_ID ?? '',
    });

  const production = env.NODE_ENV === 'production';
  const mailer = createMailer(
    {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `"${settings.brand.name}" <${settings.brand.supportEmail}>`,
      production,
    },
    logger,
  );
  // Outside production the site may also be opened by its loopback address or through the Vite dev server.
  const localOrigins = production
    ? []
    : [env.PORT, devServerPort].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  const trustedOrigins = [new URL(settings.siteUrl).origin, ...env.CORS_ORIGINS, ...localOrigins];
  const recaptcha = env.RECAPTCHA_SECRET_KEY
    ? { secretKey: env.RECAPTCHA_SECRET_KEY, verifyUrl: env.RECAPTCHA_VERIFY_URL }
    : null;
  const auth = createAuth(
    database.db,
    {
      siteUrl: settings.siteUrl,
      secret: await loadLocalSecret(env.BETTER_AUTH_SECRET, env.DATA_DIR, 'better-auth.secret'),
      brandName: settings.brand.name,
      production,
      trustedOrigins: [...env.CORS_ORIGINS, ...localOrigins],
      recaptcha,
    },
    accountEmails(mailer, settings.brand),
    { logger, secondaryStorage: redis ? redisSecondaryStorage(redis) : undefined },
  );
  const altcha = recaptcha
    ? null
    : createAltcha({
        hmacKey: await loadLocalSecret(env.ALTCHA_HMAC_KEY, env.DATA_DIR, 'altcha-hmac.key'),
        cost: env.ALTCHA_COST,
        usedStore: rateLimitStore,
      });

  await seedNews(database.db, settings);
  const demo = production
    ? null
    : await seedDemo(database.db, auth, {
        now: now(),
        cipher: playlistCipher,
        password: env.DEMO_PASSWORD,
      });

  const deps: AppDeps = {
    env,
    database,
    logger,
    now,
    settings,
    playlistCipher,
    rateLimitStore,
    limits: createLimits({ env, rateLimitStore }),
    payments,
    forwardForm: createFormForwarder(env.FORMS_FORWARD_URL, logger),
    hotPaths: createHotPaths(database, { slotsPerDevice: env.PLAYLISTS_PER_DEVICE }),
    auth,
    mailer,
    outbound: createOutboundFetcher({ allowPrivateAddresses: env.OUTBOUND_ALLOW_PRIVATE_ADDRESSES }),
    altcha,
    trustedOrigins,
  };
  const app = createApp(deps, { simulator });
  // Without `createServer` options, @hono/node-server creates a plain `node:http` server.
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const url = `http://${host}:${port}`;
  if (simulator)
    logger.warn('payments.simulator', { note: 'No PayPal credentials: payments are simulated.' });
  if (demo && options.printDemo) options.printDemo(formatDemoCredentials(demo, url));

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), 5_000);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      await mailer.close();
      await rateLimitStore.close?.();
      await database.close();
    })();
    return closing;
  };

  return { url, port, engine: database.engine, demo, database, deps, close };
}
