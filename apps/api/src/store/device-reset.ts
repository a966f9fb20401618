import { eq } from 'drizzle-orm';
import type { AuthUserRef } from '../auth/auth.ts';
import type { Database } from '../db/database.ts';
import { devices, pairingCodes, playlists, users } from '../db/schema.ts';
import { writeAudit } from './audit.ts';
import type { DeviceRow } from './devices.ts';
import { removeParentalPin } from './parental-control.ts';
import { publishPlaylistEvents } from './webhook-events.ts';

export interface DeviceReset {
  device: DeviceRow;
  /** The account the device left, to be told; null when nobody owned it. */
  previousOwner: AuthUserRef | null;
  playlistsRemoved: number;
  /** The name its owner had given it, which the reset cleared. */
  formerName: string | null;
}

/**
 * A reset made on the TV, which proved it holds the device key: the device leaves its owner's account and
 * loses every playlist, its pairing code, its parental PIN and its upload protection, in one transaction with its audit entry
 * (no actor: no account made it). Its licence and purchases stay; they are the device's.
 */
export async function resetDevice(
  db: Database,
  devicePk: string,
  now: Date,
  address: string | null,
): Promise<DeviceReset> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(devices).where(eq(devices.id, devicePk)).for('update');
    if (!before) throw new Error('A device disappeared during its reset');
    const held = await tx
      .select({ id: playlists.id })
      .from(playlists)
      .where(eq(playlists.deviceId, devicePk));
    await publishPlaylistEvents(
      tx,
      { now: () => now },
      'playlist.removed',
      held.map((row) => row.id),
    );
    const removed = await tx
      .delete(playlists)
      .where(eq(playlists.deviceId, devicePk))
      .returning({ id: playlists.id });
    await tx.delete(pairingCodes).where(eq(pairingCodes.deviceId, devicePk));
    // The TV proved it holds the key: its PIN goes, with the audit entry of its owner's security events.
    const pinCleared = await removeParentalPin(tx, before, { tv: true, address });
    const [after] = await tx
      .update(devices)
      .set({ ownerId: null, uploadProtected: false, name: null, note: null })
      .where(eq(devices.id, devicePk))
      .returning();
    if (!after) throw new Error('A locked device disappeared during its reset');
    const [owner] = before.ownerId
      ? await tx
          .select({ email: users.email, name: users.fullName, locale: users.locale })
          .from(users)
          .where(eq(users.id, before.ownerId))
      : [];
    await writeAudit(tx, {
      actorId: null,
      action: 'device.reset',
      entity: 'device',
      entityId: before.deviceId,
      before: {
        owner_id: before.ownerId,
        upload_protected: before.uploadProtected,
        playlists: removed.length,
        parental_pin_set: pinCleared,
      },
      after: { owner_id: null, upload_protected: false, playlists: 0, parental_pin_set: false },
      address,
    });
    return {
      device: after,
      previousOwner: owner ?? null,
      playlistsRemoved: removed.length,
      formerName: before.name,
    };
  });
}
