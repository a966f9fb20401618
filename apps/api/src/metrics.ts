import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Connections of the database pool; null when the engine has none (the embedded PGlite is one connection). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** What the job runners have not done yet, read when scraped (decision 38). */
export interface Backlog {
  /** Queued jobs whose time has come: a runner that keeps up keeps this near 0. */
  dueJobs: number;
  /** Jobs that used up their attempts, waiting for an operator (the dashboard's jobs screen). */
  failedJobs: number;
  /** My List's added playlists not yet announced to resellers' webhooks, and how long the oldest has waited. */
  announcements: number;
  oldestAnnouncementSeconds: number;
}

type PlaylistChannel = 'my_list' | 'dashboard' | 'integration';
type WebhookOutcome = 'processed' | 'duplicate' | 'rejected' | 'malformed' | 'failed';

/**
 * What the server counts for Prometheus (`GET /api/metrics`), one registry per server. The request path pays
 * one histogram observation; everything else is counted where it happens, or read when scraped (the pool).
 */
export interface Metrics {
  registry: Registry;
  /** One answered API request, by the route template Hono matched (never the raw URL). */
  request(method: string, route: string, status: number, seconds: number): void;
  /** One run of a batched hot path (decision 4): how many calls it served and how long the oldest waited. */
  batch(name: string, size: number, waitSeconds: number): void;
  mailFailed(): void;
  webhook(outcome: WebhookOutcome): void;
  playlistsAdded(channel: PlaylistChannel, count?: number): void;
  licenceSold(plan: 'basic' | 'premium'): void;
  deviceClaimed(): void;
  /** Reads the pool when scraped. */
  watchPool(stats: () => PoolStats | null): void;
  /** A job whose last attempt failed, by kind. */
  jobFailed(kind: string): void;
  /** A pass's sweep that threw (what it left stays for the next pass), by name. */
  sweepFailed(name: string): void;
  /** Reads the job runners' backlog when scraped. */
  watchBacklog(read: () => Promise<Backlog>): void;
  /** The text of one scrape: what is read when scraped (the backlog), then every metric of the registry. */
  scrape(): Promise<string>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API requests by route template, method and status: time from arrival to the answer',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route template',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const batchSize = new Histogram({
    name: 'batch_size',
    help: 'Calls served by one run of a batched hot path',
    labelNames: ['batch'] as const,
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [registry],
  });
  const batchWait = new Histogram({
    name: 'batch_wait_seconds',
    help: 'How long the oldest call of a batch waited for its run to start',
    labelNames: ['batch'] as const,
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
    registers: [registry],
  });
  const mailFailures = new Counter({
    name: 'mail_failed_total',
    help: 'E-mails the SMTP server did not take',
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'payment_webhooks_total',
    help: 'Payment provider notifications by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const playlists = new Counter({
    name: 'playlists_added_total',
    help: 'Playlists stored, by the channel that added them',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const licences = new Counter({
    name: 'licences_sold_total',
    help: 'Paid licences granted (each payment once), by plan',
    labelNames: ['plan'] as const,
    registers: [registry],
  });
  const claims = new Counter({
    name: 'devices_claimed_total',
    help: 'Devices claimed into a dashboard account',
    registers: [registry],
  });
  const failedJobs = new Counter({
    name: 'jobs_failed_total',
    help: 'Jobs that failed their last attempt, by kind (retried from the dashboard)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const failedSweeps = new Counter({
    name: 'job_sweeps_failed_total',
    help: 'Passes of the job runner whose sweep failed, by sweep; its rows stay for the next pass',
    labelNames: ['sweep'] as const,
    registers: [registry],
  });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const backlogGauges: Record<keyof Backlog, Gauge> = {
    dueJobs: gauge('jobs_due', 'Queued jobs whose time has come'),
    failedJobs: gauge('jobs_failed', 'Jobs that used up their attempts, waiting for an operator'),
    announcements: gauge(
      'playlist_announcements_waiting',
      "Added playlists not yet announced to resellers' webhooks",
    ),
    oldestAnnouncementSeconds: gauge(
      'playlist_announcements_oldest_seconds',
      'How long the oldest playlist not yet announced has waited (0 when none waits)',
    ),
  };
  let readBacklog: (() => Promise<Backlog>) | null = null;
  let poolStats: () => PoolStats | null = () => null;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: in use, idle, and requests waiting for one (absent on PGlite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  return {
    registry,
    request(method, route, status, seconds) {
      requests.observe({ method, route, status }, seconds);
      if (status === 429) refusals.inc({ route });
    },
    batch(name, size, waitSeconds) {
      batchSize.observe({ batch: name }, size);
      batchWait.observe({ batch: name }, waitSeconds);
    },
    mailFailed: () => mailFailures.inc(),
    webhook: (outcome) => webhooks.inc({ outcome }),
    playlistsAdded: (channel, count = 1) => {
      if (count > 0) playlists.inc({ channel }, count);
    },
    licenceSold: (plan) => licences.inc({ plan }),
    deviceClaimed: () => claims.inc(),
    watchPool(stats) {
      poolStats = stats;
    },
    jobFailed: (kind) => failedJobs.inc({ kind }),
    sweepFailed: (sweep) => failedSweeps.inc({ sweep }),
    watchBacklog(read) {
      readBacklog = read;
    },
    async scrape() {
      // One read of the backlog per scrape; unreadable (the database out of reach), the last values stand and
      // readiness tells the outage.
      const backlog = await readBacklog?.().catch(() => null);
      if (backlog) {
        for (const key of Object.keys(backlogGauges) as (keyof Backlog)[])
          backlogGauges[key].set(backlog[key]);
      }
      return registry.metrics();
    },
  };
}
