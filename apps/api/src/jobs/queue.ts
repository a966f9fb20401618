import type { DatabaseHandle } from '../db/database.ts';
import {
  isJobKind,
  type JobKind,
  type JobPayload,
  jobPayloads,
  type PayloadlessKind,
} from '../domain/job-kinds.ts';
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
export { enqueueJob } from '../store/jobs.ts';

/** A claimed job of one kind, its payload parsed with the kind's schema (`domain/job-kinds.ts`). */
export interface Job<Kind extends JobKind> {
  id: string;
  kind: Kind;
  payload: JobPayload<Kind>;
  /** This attempt's number, from 1. */
  attempts: number;
}

type JobHandler<Kind extends JobKind> = (job: Job<Kind>) => Promise<void>;

/** What each kind of job does. */
export type JobHandlers = { [Kind in JobKind]: JobHandler<Kind> };

/** Work added on a fixed period: one job per period, whichever process adds it first. */
export interface Schedule {
  /** A kind without payload: the schedule adds it with none. */
  kind: PayloadlessKind;
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

/**
 * Runs a claimed job's handler with its payload parsed by its kind's schema. A kind without a handler, or a
 * payload that does not parse, throws: the attempt fails as a handler's error fails it.
 */
async function runJob(job: ClaimedJob, handlers: Partial<JobHandlers>): Promise<void> {
  if (!isJobKind(job.kind)) throw new Error(`No handler for jobs of kind ${job.kind}`);
  await runKind(job.kind, job, handlers);
}

async function runKind<Kind extends JobKind>(kind: Kind, job: ClaimedJob, handlers: Partial<JobHandlers>) {
  const handler: JobHandler<Kind> | undefined = handlers[kind];
  if (!handler) throw new Error(`No handler for jobs of kind ${kind}`);
  const parsed = jobPayloads[kind].safeParse(job.payload);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`,
    );
    throw new Error(`Job ${job.id} of kind ${kind} has a payload that does not parse (${issues.join('; ')})`);
  }
  // The kind's own schema parsed it; TypeScript does not follow `jobPayloads[kind]` to that kind's output.
  await handler({ id: job.id, kind, payload: parsed.data as JobPayload<Kind>, attempts: job.attempts });
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
  /** A kind left out fails its jobs, as a kind the runner does not know does. */
  handlers: Partial<JobHandlers>;
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
        let failure: unknown;
        try {
          await runJob(job, handlers);
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
