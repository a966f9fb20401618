import type { DatabaseHandle } from '../db/database.ts';
import { describeError, type Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import {
  type ClaimedJob,
  claimDueJobs,
  enqueueJob,
  markJobAttemptFailed,
  markJobDone,
} from '../store/jobs.ts';

// Jobs are rows of the store's: a change adds its job in its own transaction (`enqueueJob`).
export { type ClaimedJob, enqueueJob, type JobSpec } from '../store/jobs.ts';

export type JobHandler = (job: ClaimedJob) => Promise<void>;

/** Work added on a fixed period: one job per period, whichever process adds it first. */
export interface Schedule {
  kind: string;
  everyMs: number;
}

/**
 * Work done at the start of every pass, before the due jobs: a table that changes fill on the way and the pass
 * empties (the playlists My List added, to announce), so the change itself pays one row and no statement more.
 */
export interface Sweep {
  name: string;
  run: () => Promise<unknown>;
}

/** How long a claim holds: past it, a job whose process died is taken again by another. */
const claimMs = 5 * 60_000;
const batchSize = 10;

/** Waits before the next attempt: 30 s, 1 min, 2 min, … at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

export interface JobRunner {
  /** Adds this period's scheduled jobs, then runs due jobs until none is left; answers how many ran. */
  runDue(): Promise<number>;
  /** Polls every `pollMs` until `stop`. */
  start(): void;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
}

/**
 * Runs the jobs of one process. Claiming is one statement on both engines: it marks due jobs (and jobs whose
 * claim lapsed) `running` under `for update skip locked`, so two processes never take the same job. Times are
 * the app's clock (`now`), which tests move.
 */
export function createJobRunner({
  database,
  now,
  logger,
  handlers,
  schedules,
  sweeps = [],
  pollMs,
  metrics,
}: {
  database: DatabaseHandle;
  now: () => Date;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  schedules: readonly Schedule[];
  sweeps?: readonly Sweep[];
  pollMs: number;
  /** Counts the jobs that fail for good and the sweeps that fail, for an operator's alerts. */
  metrics: Pick<Metrics, 'jobFailed' | 'sweepFailed'>;
}): JobRunner {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inHand: Promise<number> | undefined;
  let busy = false;

  async function addScheduled(at: Date) {
    for (const { kind, everyMs } of schedules) {
      await enqueueJob(database.db, {
        kind,
        runAt: at,
        key: `${kind}@${Math.floor(at.getTime() / everyMs)}`,
        maxAttempts: 3,
      });
    }
  }

  async function finish(job: ClaimedJob, error: unknown) {
    const at = now();
    if (error === undefined) {
      await markJobDone(database, job.id, at);
      return;
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    logger.warn('jobs.attempt_failed', {
      id: job.id,
      kind: job.kind,
      attempt: job.attempts,
      error: describeError(error),
    });
    const state = await markJobAttemptFailed(database, {
      jobId: job.id,
      message,
      at,
      retryAt: new Date(at.getTime() + retryDelayMs(job.attempts)),
    });
    if (state === 'failed') metrics.jobFailed(job.kind);
  }

  async function sweep() {
    for (const { name, run } of sweeps) {
      try {
        await run();
      } catch (error) {
        // What it left stays in its table for the next pass; the due jobs still run.
        logger.error('jobs.sweep_failed', { sweep: name, error: describeError(error) });
        metrics.sweepFailed(name);
      }
    }
  }

  async function runOnce(): Promise<number> {
    await addScheduled(now());
    await sweep();
    let ran = 0;
    for (;;) {
      const claimed = await claimDueJobs(database, now(), { claimMs, limit: batchSize });
      for (const job of claimed) {
        const handler = handlers[job.kind];
        let failure: unknown;
        try {
          if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
          await handler(job);
        } catch (error) {
          failure = error ?? new Error('failed');
        }
        await finish(job, failure);
        ran += 1;
      }
      if (claimed.length < batchSize) return ran;
    }
  }

  const runDue = () => {
    // One pass at a time in a process: a call during a pass waits for it and then makes its own.
    const next = (inHand ?? Promise.resolve(0))
      .catch(() => 0)
      .then(async () => {
        busy = true;
        try {
          return await runOnce();
        } finally {
          busy = false;
        }
      });
    inHand = next;
    return next;
  };

  return {
    runDue,
    start() {
      if (timer || pollMs <= 0) return;
      timer = setInterval(() => {
        if (busy) return;
        runDue().catch((error) => logger.error('jobs.poll_failed', { error: describeError(error) }));
      }, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await inHand?.catch(() => undefined);
    },
  };
}
