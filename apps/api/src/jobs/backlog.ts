import type { DatabaseHandle } from '../db/database.ts';
import type { Backlog } from '../metrics.ts';
import { readJobBacklog } from '../store/jobs.ts';

/**
 * What the job runners have left to do at `at`, for the metrics (`jobs_due`, `jobs_failed`,
 * `playlist_announcements_*`): a runner that has stopped, or a sweep that fails at every pass, shows as a backlog
 * that grows.
 */
export function readBacklog(database: DatabaseHandle, at: Date): Promise<Backlog> {
  return readJobBacklog(database, at);
}
