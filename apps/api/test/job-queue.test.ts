import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import * as schema from '../src/db/schema.ts';
import { createJobRunner, enqueueJob, retryDelayMs } from '../src/jobs/queue.ts';
import { createLogger } from '../src/logger.ts';
import { createMetrics } from '../src/metrics.ts';
import { accountEnv, type Browser, signedInDemo } from './accounts.ts';
import { engines, metricSample, startTestServer, type TestServer } from './harness.ts';

const silent = createLogger('silent');

describe.each(engines)('the job queue on $name', (engine) => {
  let server: TestServer;
  let clock = new Date('2027-03-01T10:00:00Z');
  let operator: Browser;
  let customer: Browser;

  beforeAll(async () => {
    server = await startTestServer(engine, { ...accountEnv, JOBS_POLL_SECONDS: '0' }, { now: () => clock });
    operator = await signedInDemo(server.url, 'operator');
    customer = await signedInDemo(server.url, 'customer');
  });
  afterAll(() => server?.stop());

  const jobById = async (id: string) =>
    (await server.database.db.select().from(schema.jobs).where(eq(schema.jobs.id, id)))[0];
  /** A sample of `/api/metrics` (this machine may read it), 0 when the series is absent. */
  const scraped = async (series: string) =>
    metricSample(await (await fetch(`${server.url}/api/metrics`)).text(), series);

  it('adds a job with a key once, and runs a due job once', async () => {
    const key = `once-${engine.name}`;
    expect(await enqueueJob(server.database.db, { kind: 'jobs.cleanup', runAt: clock, key })).toBe(true);
    expect(await enqueueJob(server.database.db, { kind: 'jobs.cleanup', runAt: clock, key })).toBe(false);
    await server.jobs.runDue();
    const [job] = await server.database.db.select().from(schema.jobs).where(eq(schema.jobs.key, key));
    expect(job).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('tries a failing job again with growing waits, then keeps it failed for operators, who retry it', async () => {
    const [added] = await server.database.db
      .insert(schema.jobs)
      .values({ kind: 'no.such.kind', runAt: clock, maxAttempts: 3 })
      .returning({ id: schema.jobs.id });
    const id = added?.id ?? '';
    await server.jobs.runDue();
    const first = await jobById(id);
    expect(first).toMatchObject({ state: 'queued', attempts: 1 });
    expect(first?.lastError).toMatch(/No handler/);
    expect(first?.runAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));

    // Not due yet: nothing runs until the clock reaches the wait.
    await server.jobs.runDue();
    expect(await jobById(id)).toMatchObject({ attempts: 1 });
    clock = new Date(clock.getTime() + retryDelayMs(1));
    await server.jobs.runDue();
    expect((await jobById(id))?.runAt.getTime()).toBe(clock.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    clock = new Date(clock.getTime() + retryDelayMs(2));
    const failedBefore = await scraped('jobs_failed');
    expect(await scraped('jobs_failed_total{kind="no.such.kind"}')).toBe(0);
    await server.jobs.runDue();
    expect(await jobById(id)).toMatchObject({ state: 'failed', attempts: 3 });
    // What an operator's alert watches: one more job failed for good, and one more waiting for them.
    expect(await scraped('jobs_failed_total{kind="no.such.kind"}')).toBe(1);
    expect(await scraped('jobs_failed')).toBe(failedBefore + 1);

    const listed = await operator.get('/api/admin/jobs');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('content-range')).toMatch(/^jobs 0-\d+\/\d+$/);
    expect(listed.body).toContainEqual(
      expect.objectContaining({ id, kind: 'no.such.kind', attempts: 3, max_attempts: 3 }),
    );
    expect(JSON.stringify(listed.body)).not.toContain('payload');

    expect((await customer.get('/api/admin/jobs')).status).toBe(403);
    expect((await customer.post(`/api/admin/jobs/${id}/retry`)).status).toBe(403);

    const retried = await operator.post(`/api/admin/jobs/${id}/retry`);
    expect(retried).toMatchObject({ status: 200, body: { id, state: 'queued' } });
    expect(await jobById(id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await scraped('jobs_failed')).toBe(failedBefore);
    expect(await scraped('jobs_due')).toBeGreaterThanOrEqual(1);
    // Only a failed job is retried.
    expect((await operator.post(`/api/admin/jobs/${id}/retry`)).status).toBe(404);
    expect((await operator.post('/api/admin/jobs/not-an-id/retry')).status).toBe(404);
    const [audit] = await server.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, id));
    expect(audit).toMatchObject({ action: 'job.retry', entity: 'job', after: { state: 'queued' } });
    await server.jobs.runDue();
    expect(await jobById(id)).toMatchObject({ state: 'queued', attempts: 1 });
  });

  it('counts a sweep that fails, and shows the announcements waiting and how long the oldest has waited', async () => {
    const failing = createJobRunner({
      database: server.database,
      now: () => clock,
      logger: silent,
      handlers: {},
      schedules: [],
      sweeps: [{ name: 'test.failing', run: () => Promise.reject(new Error('refused')) }],
      pollMs: 0,
      metrics: server.deps.metrics,
    });
    await failing.runDue();
    await failing.runDue();
    expect(await scraped('job_sweeps_failed_total{sweep="test.failing"}')).toBe(2);

    // A playlist that My List added 90 seconds ago and no pass has announced yet.
    await server.database.db
      .insert(schema.playlistAnnouncements)
      .values({ playlistId: crypto.randomUUID(), createdAt: new Date(clock.getTime() - 90_000) });
    expect(await scraped('playlist_announcements_waiting')).toBe(1);
    expect(await scraped('playlist_announcements_oldest_seconds')).toBe(90);
    await server.jobs.runDue();
    expect(await scraped('playlist_announcements_waiting')).toBe(0);
    expect(await scraped('playlist_announcements_oldest_seconds')).toBe(0);
    expect(await scraped('job_sweeps_failed_total{sweep="webhooks.announce_playlists"}')).toBe(0);
  });

  it('adds each scheduled job once per period', async () => {
    await server.jobs.runDue();
    await server.jobs.runDue();
    const scans = await server.database.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.kind, 'reminders.scan'));
    const keys = scans.map((job) => job.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(`reminders.scan@${Math.floor(clock.getTime() / (15 * 60_000))}`);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  const postgres = engines.find((engine) => engine.name === 'postgres');
  let made: Awaited<ReturnType<NonNullable<typeof postgres>['create']>> | undefined;

  afterAll(() => made?.drop());

  it('runs each job once, whichever process claims it', async () => {
    made = await postgres?.create();
    const url = made?.env.DATABASE_URL ?? '';
    const [one, two] = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
    const ran: { job: string; by: string }[] = [];
    const runner = (name: string, database: typeof one) =>
      createJobRunner({
        database,
        now: () => new Date(),
        logger: silent,
        schedules: [],
        pollMs: 0,
        metrics: createMetrics(),
        handlers: {
          // Any kind: this test counts who runs each job.
          'jobs.cleanup': async (job) => {
            ran.push({ job: job.id, by: name });
            // Hold the claim a moment, so that the other process looks while this one works.
            await one.query({ name: 'test_sleep', text: 'select pg_sleep(0.02)', values: [] });
          },
        },
      });
    const first = runner('one', one);
    const second = runner('two', two);
    try {
      await enqueueJob(one.db, { kind: 'jobs.cleanup', runAt: new Date(Date.now() - 1000) });
      await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
      expect(ran).toHaveLength(1);

      ran.length = 0;
      for (let index = 0; index < 30; index += 1) {
        await enqueueJob(one.db, { kind: 'jobs.cleanup', runAt: new Date(Date.now() - 1000) });
      }
      await Promise.all([first.runDue(), second.runDue()]);
      expect(ran).toHaveLength(30);
      expect(new Set(ran.map((entry) => entry.job)).size).toBe(30);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
