import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { DatabaseHandle, RawStatement } from '../db/database.ts';
import type { ClaimedJob, JobSpec } from '../store/jobs.ts';
import { createJobRunner, type Job, type JobHandlers } from './queue.ts';

/**
 * A database that hands the runner the given jobs once, as `claimDueJobs` would, and records what the runner
 * writes back: which jobs it marked done, and each failed attempt with its message.
 */
function databaseWith(claimed: ClaimedJob[]) {
  const done: string[] = [];
  const failed: { id: string; message: string }[] = [];
  let waiting = claimed;
  const query = async <Row>(statement: RawStatement): Promise<Row[]> => {
    const [id, message] = statement.values as [string, string];
    if (statement.name === 'jobs_claim') {
      const handed = waiting;
      waiting = [];
      return handed as Row[];
    }
    if (statement.name === 'jobs_done') done.push(id);
    if (statement.name === 'jobs_failed') {
      failed.push({ id, message });
      return [{ state: 'queued' }] as Row[];
    }
    return [];
  };
  const database = { query } as unknown as DatabaseHandle;
  return { database, done, failed };
}

function runnerOver(database: DatabaseHandle, handlers: Partial<JobHandlers>) {
  const warned: { event: string; fields?: Record<string, unknown> }[] = [];
  const logger = {
    debug: () => {},
    info: () => {},
    warn: (event: string, fields?: Record<string, unknown>) => warned.push({ event, fields }),
    error: () => {},
  };
  const runner = createJobRunner({
    database,
    now: () => new Date('2027-03-01T10:00:00Z'),
    logger,
    handlers,
    schedules: [],
    pollMs: 0,
    metrics: { jobFailed: () => {}, sweepFailed: () => {} },
  });
  return { runner, warned };
}

describe('adding a job', () => {
  it('takes a kind only with its payload', () => {
    expectTypeOf<{ kind: 'receipt.send'; runAt: Date; payload: { receiptId: string } }>().toExtend<JobSpec>();
    expectTypeOf<{
      kind: 'receipt.send';
      runAt: Date;
      payload: { receiptId: number };
    }>().not.toExtend<JobSpec>();
    expectTypeOf<{ kind: 'receipt.send'; runAt: Date }>().not.toExtend<JobSpec>();
    // A periodic kind needs none.
    expectTypeOf<{ kind: 'jobs.cleanup'; runAt: Date }>().toExtend<JobSpec>();
    expectTypeOf<{ kind: 'no.such.kind'; runAt: Date }>().not.toExtend<JobSpec>();
  });
});

describe('the job runner', () => {
  it("hands a handler its job's payload as its kind's schema parsed it", async () => {
    const seen: Job<'reminder.send'>[] = [];
    const { database, done, failed } = databaseWith([
      {
        id: 'job-1',
        kind: 'reminder.send',
        // As stored: a key the schema does not name is left out.
        payload: {
          kind: 'trial_ending',
          deviceRowId: 'device-1',
          userId: 'user-1',
          at: '2027-03-03T10:00:00.000Z',
          renews: false,
          extra: 1,
        },
        attempts: 1,
      },
    ]);
    const { runner, warned } = runnerOver(database, {
      'reminder.send': async (job) => {
        expectTypeOf(job.payload.kind).toEqualTypeOf<'trial_ending' | 'premium_ending' | 'privacy_ended'>();
        expectTypeOf(job.payload.renews).toEqualTypeOf<boolean | undefined>();
        seen.push(job);
      },
    });
    expect(await runner.runDue()).toBe(1);
    expect(seen).toEqual([
      {
        id: 'job-1',
        kind: 'reminder.send',
        payload: {
          kind: 'trial_ending',
          deviceRowId: 'device-1',
          userId: 'user-1',
          at: '2027-03-03T10:00:00.000Z',
          renews: false,
        },
        attempts: 1,
      },
    ]);
    expect(done).toEqual(['job-1']);
    expect(failed).toEqual([]);
    expect(warned).toEqual([]);
  });

  it('fails a job whose payload does not parse, as a handler that throws fails it, and runs the next', async () => {
    const handler = vi.fn(async () => {});
    const { database, done, failed } = databaseWith([
      { id: 'job-1', kind: 'receipt.send', payload: { receiptId: 42 }, attempts: 2 },
      { id: 'job-2', kind: 'receipt.send', payload: { receiptId: 'receipt-2' }, attempts: 1 },
    ]);
    const { runner, warned } = runnerOver(database, { 'receipt.send': handler });
    expect(await runner.runDue()).toBe(2);

    expect(handler).toHaveBeenCalledTimes(1);
    expect(done).toEqual(['job-2']);
    const message = 'Job job-1 of kind receipt.send has a payload that does not parse (receiptId: ';
    expect(failed).toEqual([{ id: 'job-1', message: expect.stringContaining(message) }]);
    expect(warned).toEqual([
      {
        event: 'jobs.attempt_failed',
        fields: {
          id: 'job-1',
          kind: 'receipt.send',
          attempt: 2,
          error: expect.objectContaining({ message: expect.stringContaining(message) }),
        },
      },
    ]);
  });

  it('fails a job of a kind it has no handler for', async () => {
    const { database, failed } = databaseWith([
      { id: 'job-1', kind: 'no.such.kind', payload: {}, attempts: 1 },
    ]);
    const { runner } = runnerOver(database, {});
    await runner.runDue();
    expect(failed).toEqual([{ id: 'job-1', message: 'No handler for jobs of kind no.such.kind' }]);
  });
});
