import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type PublicSettings, publicSettingsFromEnv } from '@vela/validation';
import { Redis } from 'ioredis';
import { createApp } from './app.ts';
import { type Auth, createAuth } from './auth/auth.ts';
import { redisSecondaryStorage } from './auth/redis-storage.ts';
import { type Altcha, createAltcha } from './captcha/altcha.ts';
import { loadLocalSecret } from './crypto/local-secret.ts';
import { createPlaylistCipher, loadPlaylistKey, type PlaylistCipher } from './crypto/playlist-secrets.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import type { AppDeps } from './deps.ts';
import type { Env } from './env.ts';
import { createFormForwarder } from './forms/forward-form.ts';
import { createLimits } from './http/limits.ts';
import {
  memoryStore,
  postgresStore,
  type RateLimitStore,
  redisStore,
  withLocalFallback,
} from './http/rate-limit.ts';
import { createReadiness, type Readiness } from './http/readiness.ts';
import { dependencyCheck } from './http/unavailable.ts';
import { readBacklog } from './jobs/backlog.ts';
import { lifecycleJobHandlers, lifecycleSchedules, lifecycleSweeps } from './jobs/lifecycle-jobs.ts';
import { createJobRunner, type JobRunner } from './jobs/queue.ts';
import { describeError, type Logger } from './logger.ts';
import { accountEmails } from './mail/account-emails.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { mailLinkKey } from './mail/unsubscribe.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { createOutboundFetcher } from './outbound/outbound-fetch.ts';
import { createPayPalClient } from './payments/paypal-client.ts';
import type { PaymentsProvider } from './payments/provider.ts';
import { createPaymentsSimulator, type PaymentsSimulator } from './payments/simulator.ts';
import { type DemoCredentials, formatDemoCredentials, seedDemo, seedNews } from './seed/seed.ts';
import { createHotPaths } from './store/hot-paths.ts';

/** Where `pnpm dev` serves the site, proxying `/dashboard/` and `/api/`. */
const devServerPort = 5173;

export interface RunningServer {
  /** The address the server listens on. */
  url: string;
  /** Where people reach it (SITE_URL, or the server's own address): what e-mails and `/api/config` name. */
  siteUrl: string;
  port: number;
  engine: 'pglite' | 'postgres';
  /** Demo logins created by this start, if it created them. */
  demo: DemoCredentials | null;
  /** The open database, for the process that embeds the server (tests inspect what was stored). */
  database: DatabaseHandle;
  /** What the handlers were given, for the process that embeds the server (tests call store functions with it). */
  deps: AppDeps;
  /** `/api/ready`: whoever stops the process calls `readiness.markDraining()` first (`close` does). */
  readiness: Readiness;
  /** This process's job runner (decision 38): tests run due jobs with `runDue` instead of waiting for a poll. */
  jobs: JobRunner;
  /**
   * Drains and stops: reports not ready (and waits `SHUTDOWN_DELAY_SECONDS` for the load balancer to notice),
   * stops accepting connections, lets the requests it accepted finish (cut after `SHUTDOWN_TIMEOUT_SECONDS`),
   * waits for its batched writes, then closes the mailer, Redis and the database pool.
   */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** The current time; tests move it. */
  now?: () => Date;
  /** Print the demo logins when this start creates them (the command line does; tests do not). */
  printDemo?: (text: string) => void;
}

/** What the server hands requests to once it has started. */
type App = { fetch: (request: Request, env: unknown) => Response | Promise<Response> };

export async function startServer(
  env: Env,
  logger: Logger,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const now = options.now ?? (() => new Date());
  // Listen first: without SITE_URL, links in e-mails and the TV's claim link name the address this server
  // really has, which PORT=0 only tells once bound. Requests that arrive meanwhile wait for the app; once it is
  // there, each goes straight to it.
  let resolveApp!: (app: App) => void;
  let app: App | undefined;
  const appReady = new Promise<App>((resolve) => {
    resolveApp = (ready) => {
      app = ready;
      resolve(ready);
    };
  });
  // The readiness check answers at once while the database opens and migrates: not ready yet.
  const starting = (request: Request, bindings: unknown) =>
    new URL(request.url).pathname === '/api/ready'
      ? Response.json(
          { error: 'The server is starting', code: 'not_migrated' },
          { status: 503, headers: { 'retry-after': '1', 'cache-control': 'no-store' } },
        )
      : appReady.then((ready) => ready.fetch(request, bindings));
  // Without `createServer` options, @hono/node-server creates a plain `node:http` server.
  const server = serve({
    fetch: (request, bindings) => (app ? app.fetch(request, bindings) : starting(request, bindings)),
    port: env.PORT,
    hostname: env.HOST,
  }) as Server;
  // An idle kept-alive connection stays open longer than the clients' and proxies' own idle limits (60 s for
  // most): a client that reuses a connection just as the server closes it sees it reset (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = listeningUrl(env.HOST, port);
  try {
    return await startApp(env, logger, { ...options, now }, server, url, port, resolveApp);
  } catch (error) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  }
}

/** Where this server is reached: a wildcard HOST by localhost; IPv6 literals go in brackets. */
function listeningUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * SITE_URL's default: the server's own address, named as a person types it (localhost for a wildcard or
 * loopback HOST, HOST itself otherwise).
 */
function defaultSiteUrl(host: string, port: number): string {
  return ['127.0.0.1', '::1', 'localhost'].includes(host)
    ? `http://localhost:${port}`
    : listeningUrl(host, port);
}

/**
 * Builds the app on the listening server, step by step in this order, and hands it the requests: the database,
 * the settings, the probes, the playlist cipher, the rate-limit counters, payments, mail, the trusted origins,
 * sign-in, the seeds, the dependencies, the job runner. A step that throws stops the start (`startServer`
 * closes the server).
 */
async function startApp(
  env: Env,
  logger: Logger,
  options: ServerOptions & { now: () => Date },
  server: Server,
  url: string,
  port: number,
  resolveApp: (app: App) => void,
): Promise<RunningServer> {
  const { now } = options;
  const database = await openConfiguredDatabase(env, logger);
  const settings = publicSettingsFromEnv({
    ...env,
    SITE_URL: env.SITE_URL ?? defaultSiteUrl(env.HOST, port),
  });
  const { metrics, readiness } = createProbes(database);
  const playlistCipher = createPlaylistCipher(
    await loadPlaylistKey(env.PLAYLIST_ENCRYPTION_KEY, env.DATA_DIR),
  );
  const counters = await openCounters(env, database, logger);
  const { simulator, payments } = choosePayments(env);
  // better-auth's secret, which also keys the links in e-mails and the recipients' tags in the log.
  const serverSecret = await loadLocalSecret(env.BETTER_AUTH_SECRET, env.DATA_DIR, 'better-auth.secret');
  const mailer = createConfiguredMailer(env, settings, metrics, logger, mailLinkKey(serverSecret));
  const origins = allowedOrigins(env, settings);
  const signIn = await createSignIn(env, {
    database,
    settings,
    mailer,
    counters,
    origins,
    logger,
    serverSecret,
  });
  const demo = await seedContent(env, { database, settings, auth: signIn.auth, playlistCipher, now });
  const deps = assembleDeps(env, logger, now, {
    database,
    settings,
    metrics,
    readiness,
    playlistCipher,
    counters,
    payments,
    mailer,
    origins,
    signIn,
  });
  const jobs = createJobs(deps);
  resolveApp(createApp(deps, { simulator }));
  announceStart({ simulator, demo, settings, logger, printDemo: options.printDemo });
  jobs.start();
  const close = runOnce(() =>
    drainAndClose(server, env, logger, { deps, jobs, rateLimitStore: counters.rateLimitStore }),
  );
  return {
    url,
    siteUrl: settings.siteUrl,
    port,
    engine: database.engine,
    demo,
    database,
    deps,
    readiness,
    jobs,
    close,
  };
}

/** The database: PostgreSQL when `DATABASE_URL` names one, else PGlite in `DATA_DIR`; opened and migrated. */
function openConfiguredDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  return openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR }, (error) =>
    logger.warn('db.idle_connection_lost', { error: describeError(error) }),
  );
}

/** The metrics (watching the database's pool) and `/api/ready`. */
function createProbes(database: DatabaseHandle): { metrics: Metrics; readiness: Readiness } {
  const metrics = createMetrics();
  metrics.watchPool(() => database.poolStats());
  return { metrics, readiness: createReadiness(database) };
}

/** Where the rate limits count, and the Redis connection when there is one. */
interface Counters {
  redis: Redis | null;
  /** The counters every instance shares (Redis, or PostgreSQL); null with the embedded database. */
  sharedStore: RateLimitStore | null;
  /** What the limits use: the shared counters, falling back to this process's while they are unreachable. */
  rateLimitStore: RateLimitStore;
}

async function openCounters(env: Env, database: DatabaseHandle, logger: Logger): Promise<Counters> {
  // Counters must be shared by every instance, except with the embedded database, which is one process.
  // Without an offline queue, a command while Redis is unreachable fails at once (the request answers 503)
  // instead of waiting for a reconnection.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  if (redis) await redisReady(redis, logger);
  const sharedStore: RateLimitStore | null = redis
    ? redisStore(redis)
    : database.engine === 'postgres'
      ? postgresStore(database)
      : null;
  // Rate limits fall back to this process's counters while the shared store is unreachable (decision 0036).
  const rateLimitStore: RateLimitStore = sharedStore ? withLocalFallback(sharedStore, logger) : memoryStore();
  return { redis, sharedStore, rateLimitStore };
}

/** PayPal with its credentials; without all three, the local simulator. */
function choosePayments(env: Env): { simulator: PaymentsSimulator | null; payments: PaymentsProvider } {
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
  return { simulator, payments };
}

function createConfiguredMailer(
  env: Env,
  settings: PublicSettings,
  metrics: Metrics,
  logger: Logger,
  recipientKey: Buffer,
): Mailer {
  return createMailer(
    {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `"${settings.brand.name}" <${settings.brand.supportEmail}>`,
      production: env.NODE_ENV === 'production',
      recipientKey,
    },
    logger,
    () => metrics.mailFailed(),
  );
}

/** The origins a signed-in write may come from. */
interface Origins {
  /** Outside production, the site opened by its loopback address or through the Vite dev server. */
  local: string[];
  /** The site's own origin, `CORS_ORIGINS` and the local ones. */
  trusted: string[];
}

function allowedOrigins(env: Env, settings: PublicSettings): Origins {
  const local =
    env.NODE_ENV === 'production'
      ? []
      : [env.PORT, devServerPort].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  return { local, trusted: [new URL(settings.siteUrl).origin, ...env.CORS_ORIGINS, ...local] };
}

/** Accounts and sessions (better-auth), and the proof of work when reCAPTCHA is not configured. */
interface SignIn {
  auth: Auth;
  altcha: Altcha | null;
  /** better-auth's secret, which also keys the links in e-mails. */
  serverSecret: string;
}

async function createSignIn(
  env: Env,
  {
    database,
    settings,
    mailer,
    counters,
    origins,
    logger,
    serverSecret,
  }: {
    database: DatabaseHandle;
    settings: PublicSettings;
    mailer: Mailer;
    counters: Counters;
    origins: Origins;
    logger: Logger;
    serverSecret: string;
  },
): Promise<SignIn> {
  const recaptcha = env.RECAPTCHA_SECRET_KEY
    ? { secretKey: env.RECAPTCHA_SECRET_KEY, verifyUrl: env.RECAPTCHA_VERIFY_URL }
    : null;
  const auth = createAuth(
    database.db,
    {
      siteUrl: settings.siteUrl,
      secret: serverSecret,
      brandName: settings.brand.name,
      production: env.NODE_ENV === 'production',
      trustedOrigins: [...env.CORS_ORIGINS, ...origins.local],
      recaptcha,
    },
    accountEmails(mailer, settings.brand),
    { logger, secondaryStorage: counters.redis ? redisSecondaryStorage(counters.redis) : undefined },
  );
  const altcha = recaptcha
    ? null
    : createAltcha({
        hmacKey: await loadLocalSecret(env.ALTCHA_HMAC_KEY, env.DATA_DIR, 'altcha-hmac.key'),
        cost: env.ALTCHA_COST,
        // Never the local fallback: a solution used on one process must be refused on every other.
        usedStore: counters.sharedStore ?? counters.rateLimitStore,
      });
  return { auth, altcha, serverSecret };
}

/** The news articles, and outside production the demo accounts: the logins this start created, if it did. */
async function seedContent(
  env: Env,
  {
    database,
    settings,
    auth,
    playlistCipher,
    now,
  }: {
    database: DatabaseHandle;
    settings: PublicSettings;
    auth: Auth;
    playlistCipher: PlaylistCipher;
    now: () => Date;
  },
): Promise<DemoCredentials | null> {
  await seedNews(database.db, settings);
  return env.NODE_ENV === 'production'
    ? null
    : await seedDemo(database.db, auth, {
        now: now(),
        cipher: playlistCipher,
        password: env.DEMO_PASSWORD,
        currency: settings.prices.currency,
      });
}

/** What the handlers are given (`AppDeps`), from what the steps before opened and made. */
function assembleDeps(
  env: Env,
  logger: Logger,
  now: () => Date,
  {
    database,
    settings,
    metrics,
    readiness,
    playlistCipher,
    counters,
    payments,
    mailer,
    origins,
    signIn,
  }: {
    database: DatabaseHandle;
    settings: PublicSettings;
    metrics: Metrics;
    readiness: Readiness;
    playlistCipher: PlaylistCipher;
    counters: Counters;
    payments: PaymentsProvider;
    mailer: Mailer;
    origins: Origins;
    signIn: SignIn;
  },
): AppDeps {
  return {
    env,
    database,
    logger,
    now,
    settings,
    playlistCipher,
    rateLimitStore: counters.rateLimitStore,
    limits: createLimits({ env, rateLimitStore: counters.rateLimitStore }),
    payments,
    forwardForm: createFormForwarder(env.FORMS_FORWARD_URL, logger),
    hotPaths: createHotPaths(database, { slotsPerDevice: env.PLAYLISTS_PER_DEVICE, metrics }),
    auth: signIn.auth,
    mailer,
    outbound: createOutboundFetcher({ allowPrivateAddresses: env.OUTBOUND_ALLOW_PRIVATE_ADDRESSES }),
    altcha: signIn.altcha,
    metrics,
    readiness,
    mailLinkKey: mailLinkKey(signIn.serverSecret),
    trustedOrigins: origins.trusted,
    dependencies: dependencyCheck(database, counters.redis),
  };
}

/** This process's job runner (not started yet), with the backlog it reports to the metrics. */
function createJobs(deps: AppDeps): JobRunner {
  const { database, now, logger, metrics, env } = deps;
  const jobs = createJobRunner({
    database,
    now,
    logger,
    handlers: lifecycleJobHandlers(deps),
    schedules: lifecycleSchedules,
    sweeps: lifecycleSweeps(deps),
    pollMs: env.JOBS_POLL_SECONDS * 1000,
    metrics,
  });
  metrics.watchBacklog(() => readBacklog(database, now()));
  return jobs;
}

/** Says what an operator should know once the app serves: simulated payments, and the demo logins. */
function announceStart({
  simulator,
  demo,
  settings,
  logger,
  printDemo,
}: {
  simulator: PaymentsSimulator | null;
  demo: DemoCredentials | null;
  settings: PublicSettings;
  logger: Logger;
  printDemo: ServerOptions['printDemo'];
}) {
  if (simulator)
    logger.warn('payments.simulator', { note: 'No PayPal credentials: payments are simulated.' });
  if (demo && printDemo) printDemo(formatDemoCredentials(demo, settings.siteUrl));
}

/** The first call runs `run`; every later call answers the same promise. */
function runOnce(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= run();
    return running;
  };
}

/** `RunningServer.close`: drains the server, then stops the batches and the jobs and closes what is open. */
async function drainAndClose(
  server: Server,
  env: Env,
  logger: Logger,
  { deps, jobs, rateLimitStore }: { deps: AppDeps; jobs: JobRunner; rateLimitStore: RateLimitStore },
) {
  deps.readiness.markDraining();
  if (env.SHUTDOWN_DELAY_SECONDS > 0) {
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_SECONDS * 1000));
  }
  await drain(server, env.SHUTDOWN_TIMEOUT_SECONDS, logger);
  await deps.hotPaths.idle();
  await jobs.stop();
  await deps.mailer.close();
  await rateLimitStore.close?.();
  await deps.database.close();
}

/**
 * Stops accepting connections and waits for the requests under way, closing every connection after
 * `timeoutSeconds`.
 */
async function drain(server: Server, timeoutSeconds: number, logger: Logger) {
  // Every answer from now on closes its connection, so a client's next request opens one elsewhere.
  server.on('request', (_request, response) => {
    response.shouldKeepAlive = false;
  });
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => {
      logger.warn('server.drain_timeout', { seconds: timeoutSeconds });
      server.closeAllConnections();
    }, timeoutSeconds * 1000);
    // A keep-alive connection whose request was under way when draining began is closed once idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(force);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Waits for the first connection to Redis (for at most ten seconds: a Redis that is down at start is logged,
 * and requests that need it answer 503 until it is back), and logs each loss and return of the connection once.
 */
async function redisReady(redis: Redis, logger: Logger) {
  let reachable = true;
  redis.on('error', (error) => {
    if (!reachable) return;
    reachable = false;
    logger.error('redis.unreachable', { error: describeError(error) });
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    logger.warn('redis.ready', {});
  });
  const timeout = AbortSignal.timeout(10_000);
  await once(redis, 'ready', { signal: timeout }).catch(() => undefined);
}
