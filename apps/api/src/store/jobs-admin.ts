import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { jobs } from '../db/schema.ts';
import { writeAudit } from './audit.ts';

export interface FailedJobRow {
  id: string;
  kind: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** Jobs that used up their attempts, the last failure first. Payloads stay out: they may name people. */
export async function listFailedJobs(
  db: Database,
  { offset, limit, kind }: { offset: number; limit: number; kind?: string },
): Promise<{ rows: FailedJobRow[]; total: number }> {
  const where = and(eq(jobs.state, 'failed'), kind ? eq(jobs.kind, kind) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.finishedAt), desc(jobs.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return {
    rows: rows.map((job) => ({
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      max_attempts: job.maxAttempts,
      last_error: job.lastError,
      created_at: job.createdAt.toISOString(),
      finished_at: job.finishedAt?.toISOString() ?? null,
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * Gives a failed job a new round of attempts, due now, with an audit entry in the same transaction; false
 * when the job is not (or no longer) failed.
 */
export async function retryFailedJob(
  db: Database,
  { id, operatorId, now }: { id: string; operatorId: string; now: Date },
  address: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({ state: 'queued', attempts: 0, runAt: now, finishedAt: null, lockedUntil: null })
      .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
      .returning({ id: jobs.id, kind: jobs.kind, lastError: jobs.lastError });
    if (!job) return false;
    await writeAudit(tx, {
      actorId: operatorId,
      action: 'job.retry',
      entity: 'job',
      entityId: job.id,
      before: { state: 'failed', kind: job.kind, last_error: job.lastError },
      after: { state: 'queued' },
      address,
    });
    return true;
  });
}
