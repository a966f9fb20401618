import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { playlistAnnouncements } from '../db/schema.ts';
import { type PublishDeps, publishPlaylistEvents } from './publish.ts';

/** How many playlists one transaction announces. */
const perTurn = 500;

/**
 * Tells resellers' webhooks about the playlists that My List added since the last pass (their rows in
 * `playlist_announcements`, written by the batched insert): `playlist.added` to each reseller who reaches them,
 * as {@link publishPlaylistEvents} decides. Each turn takes up to 500 rows (`for update skip locked`: two
 * processes never take the same row), records the events and their deliveries and deletes the rows in one
 * transaction, so an announcement is published once, or stays for the next pass when the turn fails. A playlist
 * removed before its turn is not found by the rule of reach and goes unannounced. Answers how many rows it took.
 */
export async function announceAddedPlaylists(db: Database, deps: PublishDeps): Promise<number> {
  let taken = 0;
  for (;;) {
    const turn = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(playlistAnnouncements)
        .where(
          inArray(
            playlistAnnouncements.playlistId,
            tx
              .select({ id: playlistAnnouncements.playlistId })
              .from(playlistAnnouncements)
              .limit(perTurn)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning({ id: playlistAnnouncements.playlistId });
      const ids = rows.map((row) => row.id);
      await publishPlaylistEvents(tx, deps, 'playlist.added', ids);
      return ids.length;
    });
    taken += turn;
    if (turn < perTurn) return taken;
  }
}
