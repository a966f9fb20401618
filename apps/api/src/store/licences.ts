import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devices, licenceGrants, receipts } from '../db/schema.ts';
import { grantBasic, grantPremium, type LicenceState } from '../domain/licence.ts';
import { licenceStateOf } from './devices.ts';
import { enqueueJob } from './jobs.ts';

export interface Grant {
  /** The device's row id. */
  deviceRowId: string;
  plan: 'basic' | 'premium';
  /** What paid for it: `paypal_capture`, `paypal_subscription`, `paypal_sale`, `simulator_capture`, … */
  source: string;
  /** The provider's id of that payment. */
  sourceRef: string;
  now: Date;
  promotionEndsAt: Date | null;
  /** What was paid: a receipt is written with the grant and mailed to the device's owner. */
  paid: {
    amount: string;
    currency: string;
    reference: string;
    provider: string;
    /** The language of the page it was bought on: the receipt's. Null for the buyer's own. */
    locale?: string | null;
  };
}

/**
 * Applies a licence change exactly once per payment. The grant row's unique key (source, reference) is
 * claimed first in the same transaction as the device update, so a capture racing its own webhook, or a
 * webhook delivered ten times, changes the licence once.
 */
export async function applyGrant(
  db: Database,
  grant: Grant,
): Promise<{ applied: boolean; state: LicenceState }> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(licenceGrants)
      .values({
        deviceId: grant.deviceRowId,
        plan: grant.plan,
        source: grant.source,
        sourceRef: grant.sourceRef,
      })
      .onConflictDoNothing()
      .returning({ id: licenceGrants.id });
    const [device] = await tx
      .select()
      .from(devices)
      .where(eq(devices.id, grant.deviceRowId))
      .for('update')
      .limit(1);
    if (!device) throw new Error(`No device ${grant.deviceRowId}`);
    const current = licenceStateOf(device);
    if (!claimed) return { applied: false, state: current };
    const next =
      grant.plan === 'premium'
        ? grantPremium(current, grant.now)
        : grantBasic(current, grant.now, grant.promotionEndsAt);
    await tx
      .update(devices)
      .set({ lifetimeLicence: next.lifetimeLicence, privacyExpiresAt: next.privacyExpiresAt })
      .where(eq(devices.id, device.id));
    await tx
      .update(licenceGrants)
      .set({ privacyExpiresAt: next.privacyExpiresAt })
      .where(and(eq(licenceGrants.source, grant.source), eq(licenceGrants.sourceRef, grant.sourceRef)));
    const [receipt] = await tx
      .insert(receipts)
      .values({
        grantId: claimed.id,
        deviceId: device.id,
        ownerId: device.ownerId,
        plan: grant.plan,
        amount: grant.paid.amount,
        currency: grant.paid.currency,
        reference: grant.paid.reference,
        provider: grant.paid.provider,
        locale: grant.paid.locale ?? null,
        createdAt: grant.now,
      })
      .returning({ id: receipts.id });
    if (receipt && device.ownerId) {
      await enqueueJob(tx, {
        kind: 'receipt.send',
        payload: { receiptId: receipt.id },
        runAt: grant.now,
        key: `receipt:${receipt.id}`,
      });
    }
    return { applied: true, state: next };
  });
}
