import type { DatabaseHandle } from '../db/database.ts';
import type { Backlog } from '../metrics.ts';

/**
 * What the job runners have left to do at `at`, for the metrics (`jobs_due`, `jobs_failed`,
 * `playlist_announcements_*`): a runner that has stopped, or a sweep that fails at every pass, shows as a backlog
 * that grows.
 */
export async function readBacklog(database: DatabaseHandle, at: Date): Promise<Backlog> {
  const [jobs] = await database.query<{ due: number; failed: number }>({
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
    dueJobs: Number(jobs?.due ?? 0),
    failedJobs: Number(jobs?.failed ?? 0),
    announcements: Number(announcements?.waiting ?? 0),
    oldestAnnouncementSeconds: Number(announcements?.oldest ?? 0),
  };
}
