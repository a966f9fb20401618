import type { PlaylistStatusKind } from '@vela/validation';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { playlistStatuses, playlists, whitelistHosts } from '../db/schema.ts';

export interface StatusReport {
  /** The reporting device's row id (`devices.id`), whose key was checked. */
  devicePk: string;
  playlistId: string;
  status: PlaylistStatusKind;
  checkedAt: Date;
}

interface StoredStatus {
  status: PlaylistStatusKind;
  checkedAt: Date;
}

export type StatusOutcome =
  | { outcome: 'recorded' | 'ignored'; stored: StoredStatus }
  | { outcome: 'playlist_not_found' };

/** Whether a failed statement broke a foreign key (PostgreSQL's code 23503), however the driver wraps it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as Error).cause) {
    if ((cause as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Keeps a TV's report as the playlist's last status, if the playlist is the device's own. One row per
 * playlist: a report replaces the stored one unless the stored one was checked later (reports may arrive
 * out of order). A time in the future counts as `now`, so a TV whose clock runs ahead cannot pin a status.
 * The host kept is the one the playlist plays from now: a whitelist entry's current address for a playlist
 * added with its code, else the playlist's own.
 */
export async function recordPlaylistStatus(
  db: Database,
  report: StatusReport,
  now: Date,
): Promise<StatusOutcome> {
  const checkedAt = report.checkedAt.getTime() > now.getTime() ? now : report.checkedAt;
  const ownPlaylist = and(eq(playlists.id, report.playlistId), eq(playlists.deviceId, report.devicePk));
  const source = db
    .select({
      playlistId: playlists.id,
      deviceId: playlists.deviceId,
      host: sql<string>`coalesce(${whitelistHosts.host}, ${playlists.host})`.as('host'),
      status: sql<PlaylistStatusKind>`${report.status}`.as('status'),
      checkedAt: sql<Date>`${checkedAt.toISOString()}::timestamptz`.as('checked_at'),
      receivedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('received_at'),
    })
    .from(playlists)
    .leftJoin(whitelistHosts, eq(whitelistHosts.id, playlists.whitelistHostId))
    .where(ownPlaylist);
  const recorded = await db
    .insert(playlistStatuses)
    .select(source)
    .onConflictDoUpdate({
      target: playlistStatuses.playlistId,
      set: {
        deviceId: sql`excluded.device_id`,
        host: sql`excluded.host`,
        status: sql`excluded.status`,
        checkedAt: sql`excluded.checked_at`,
        receivedAt: sql`excluded.received_at`,
      },
      setWhere: lte(playlistStatuses.checkedAt, sql`excluded.checked_at`),
    })
    .returning({ status: playlistStatuses.status, checkedAt: playlistStatuses.checkedAt })
    .catch((error: unknown) => {
      // The playlist was deleted between reading it and writing its status.
      if (isForeignKeyViolation(error)) return [];
      throw error;
    });
  const [written] = recorded;
  if (written) return { outcome: 'recorded', stored: written };
  const [kept] = await db
    .select({ status: playlistStatuses.status, checkedAt: playlistStatuses.checkedAt })
    .from(playlistStatuses)
    .innerJoin(playlists, eq(playlists.id, playlistStatuses.playlistId))
    .where(ownPlaylist);
  return kept ? { outcome: 'ignored', stored: kept } : { outcome: 'playlist_not_found' };
}
