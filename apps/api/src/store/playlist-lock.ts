import type { AdminPlaylist } from '@vela/api-client';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devices, playlists } from '../db/schema.ts';
import { getPlaylist } from './admin-playlists.ts';
import {
  hasParentalPin,
  holdsParentalUnlock,
  type ParentalSession,
  writeParentalAudit,
} from './parental-control.ts';

export type PlaylistLockOutcome =
  | { outcome: 'saved'; record: AdminPlaylist }
  | { outcome: 'not_found' | 'parental_pin_required' | 'parental_locked' };

/**
 * Locks or unlocks a playlist of one of the owner's own devices, its details hidden from them or not (the
 * lock is the owner's, whoever added the playlist): locking needs a PIN on the device, unlocking a locked one
 * the session's unlock. Only the owner, whatever their role, as for the PIN itself (decision 63). A request that
 * changes nothing is answered with the record and writes no audit entry.
 */
export async function setPlaylistLock(
  db: Database,
  ownerId: string,
  id: string,
  locked: boolean,
  { address, parental }: { address: string | null; parental: ParentalSession },
): Promise<PlaylistLockOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        name: playlists.name,
        locked: playlists.locked,
        devicePk: devices.id,
        deviceId: devices.deviceId,
      })
      .from(playlists)
      .innerJoin(devices, eq(devices.id, playlists.deviceId))
      .where(and(eq(playlists.id, id), eq(devices.ownerId, ownerId)))
      .for('update', { of: playlists });
    if (!current) return 'not_found' as const;
    if (current.locked === locked) return 'unchanged' as const;
    if (locked && !(await hasParentalPin(tx, current.devicePk))) return 'parental_pin_required' as const;
    if (!locked && !(await holdsParentalUnlock(tx, parental, current.devicePk)))
      return 'parental_locked' as const;
    await tx.update(playlists).set({ locked }).where(eq(playlists.id, id));
    await writeParentalAudit(
      tx,
      { id: current.devicePk, deviceId: current.deviceId, ownerId },
      {
        action: locked ? 'playlist.lock' : 'playlist.unlock',
        actorId: ownerId,
        after: { playlist_id: id, playlist_name: current.name },
        address,
      },
    );
    return 'saved' as const;
  });
  if (outcome !== 'saved' && outcome !== 'unchanged') return { outcome };
  const record = await getPlaylist(db, { userId: ownerId, everything: false }, id);
  return record ? { outcome: 'saved', record } : { outcome: 'not_found' };
}
