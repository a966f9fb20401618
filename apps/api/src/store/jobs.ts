import { and, eq, lt } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { jobs } from '../db/schema.ts';
import type { JobKind, JobPayloadInput, PayloadlessKind } from '../domain/job-kinds.ts';

/** A query builder or a transaction of it: a job is added with the change that calls for it. */
type Writer = Pick<Database, 'insert'>;

/** A kind's payload (`domain/job-kinds.ts`), which a kind that needs none may leave out. */
type PayloadOf<Kind extends JobKind> = Kind extends PayloadlessKind
  ? { payload?: JobPayloadInput<Kind> }
  : { payload: JobPayloadInput<Kind> };

/** A job to add: one of the known kinds with that kind's payload. */
export type JobSpec = {
  [Kind in JobKind]: {
    kind: Kind;
    /** Not before this instant. */
    runAt: Date;
    /** Adds the job once: another job with the same key is not added (while the first is kept). */
    key?: string;
    /** Attempts before the job stays `failed`. */
    maxAttempts?: number;
  } & PayloadOf<Kind>;
}[JobKind];

/**
 * Adds a job, in the caller's transaction when given one; false when a job with its key exists already. The
 * payload is stored as given: the runner parses it with its kind's schema before the handler runs.
 */
export async function enqueueJob(writer: Writer, spec: JobSpec): Promise<boolean> {
  const added = await writer
    .insert(jobs)
    .values({
      kind: spec.kind,
      payload: spec.payload ?? {},
      key: spec.key ?? null,
      runAt: spec.runAt,
      maxAttempts: spec.maxAttempts ?? 5,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return added.length > 0;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempts: number;
}

/**
 * Claims up to `limit` jobs due at `at` (and jobs whose claim lapsed) in one statement on both engines: marks
 * them `running` until `at + claimMs` under `for update skip locked`, so two processes never take the same job.
 */
export async function claimDueJobs(
  database: DatabaseHandle,
  at: Date,
  { claimMs, limit }: { claimMs: number; limit: number },
): Promise<ClaimedJob[]> {
  return database.query<ClaimedJob>({
    name: 'jobs_claim',
    text: `update jobs set state = 'running', attempts = attempts + 1,
        locked_until = $1::timestamptz + ($2::integer * interval '1 millisecond')
      where id in (
        select id from jobs
        where (state = 'queued' and run_at <= $1::timestamptz)
           or (state = 'running' and locked_until < $1::timestamptz)
        order by run_at
        limit $3
        for update skip locked)
      returning id, kind, payload, attempts`,
    values: [at.toISOString(), claimMs, limit],
  });
}

/** Marks a running job done at `at`. */
export async function markJobDone(database: DatabaseHandle, jobId: string, at: Date): Promise<void> {
  await database.query({
    name: 'jobs_done',
    text: `update jobs set state = 'done', finished_at = $2::timestamptz, locked_until = null, last_error = null
      where id = $1 and state = 'running'`,
    values: [jobId, at.toISOString()],
  });
}

/**
 * Records a failed attempt of a running job: queued again at `retryAt`, or `failed` for good at `at` once it
 * used up its attempts. Answers the job's state after it, undefined when it was no longer running.
 */
export async function markJobAttemptFailed(
  database: DatabaseHandle,
  { jobId, message, at, retryAt }: { jobId: string; message: string; at: Date; retryAt: Date },
): Promise<'queued' | 'failed' | undefined> {
  const [updated] = await database.query<{ state: 'queued' | 'failed' }>({
    name: 'jobs_failed',
    text: `update jobs set last_error = $2, locked_until = null,
        state = case when attempts >= max_attempts then 'failed' else 'queued' end,
        finished_at = case when attempts >= max_attempts then $3::timestamptz else null end,
        run_at = case when attempts >= max_attempts then run_at else $4::timestamptz end
      where id = $1 and state = 'running'
      returning state`,
    values: [jobId, message, at.toISOString(), retryAt.toISOString()],
  });
  return updated?.state;
}

/** Removes the jobs done before `before`; failed ones stay until retried. */
export async function removeDoneJobs(db: Database, before: Date): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before)));
}

export interface JobBacklog {
  dueJobs: number;
  failedJobs: number;
  announcements: number;
  oldestAnnouncementSeconds: number;
}

/** The jobs due and failed at `at`, and the playlists waiting to be announced (how many, the oldest's age). */
export async function readJobBacklog(database: DatabaseHandle, at: Date): Promise<JobBacklog> {
  const [counted] = await database.query<{ due: number; failed: number }>({
    name: 'backlog_jobs',
    text: `select count(*) filter (where state = 'queued' and run_at <= $1::timestamptz)::integer as due,
        count(*) filter (where state = 'failed')::integer as failed
      from jobs where state in ('queued', 'failed')`,
    values: [at.toISOString()],
  });
  const [announcements] = await database.query<{ waiting: number; oldest: number }>({
    name: 'backlog_announcements',
    text: `select count(*)::integer as waiting,
        coalesce(greatest(0, extract(epoch from $1::timestamptz - min(created_at))), 0)::float8 as oldest
      from playlist_announcements`,
    values: [at.toISOString()],
  });
  return {
    dueJobs: Number(counted?.due ?? 0),
    failedJobs: Number(counted?.failed ?? 0),
    announcements: Number(announcements?.waiting ?? 0),
    oldestAnnouncementSeconds: Number(announcements?.oldest ?? 0),
  };
}
