import type { DeviceHistoryEvent } from '@vela/api-client';
import type { OperatorLicenceAction } from '@vela/validation';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { activations, auditLog, devices, licenceGrants, licenceTransfers, users } from '../db/schema.ts';
import { grantBasic, grantPremium, type LicenceState, revokeLicence } from '../domain/licence.ts';
import type { SignedInUser } from '../domain/signed-in-user.ts';
import { activationGrantSource, revocationGrantSource } from './activations.ts';
import { findOwnedDevice } from './admin-devices.ts';
import { writeAudit } from './audit.ts';
import { resellerName } from './credits.ts';
import { type DeviceRow, licenceStateOf } from './devices.ts';

type Caller = Pick<SignedInUser, 'id' | 'role'>;

/** The source of the licence grants operators make by hand, beside the payments' sources. */
const operatorGrantSource = 'operator';

/** The state an operator's action leaves, by the licence rules of `domain/licence.ts`. */
function nextState(
  action: OperatorLicenceAction,
  state: LicenceState,
  now: Date,
  promotionEndsAt: Date | null,
): LicenceState {
  switch (action) {
    case 'grant_basic':
      return grantBasic(state, now, promotionEndsAt);
    case 'grant_premium':
      return grantPremium(state, now);
    case 'revoke':
      return revokeLicence(state, now);
  }
}

const auditedState = (state: LicenceState) => ({
  lifetime: state.lifetimeLicence,
  privacy_expiry: state.privacyExpiresAt?.toISOString() ?? null,
  trial_expiry: state.trialExpiresAt.toISOString(),
});

export interface LicenceChange {
  action: OperatorLicenceAction;
  reason: string;
  now: Date;
  promotionEndsAt: Date | null;
}

export type LicenceChangeResult =
  | { device: DeviceRow }
  | { refused: 'device_not_found' | 'lifetime_licence_owned' };

/**
 * An operator grants Basic, grants or extends Premium, or revokes a device's licence. The device row is locked,
 * the new state follows the domain rules, and the change is kept as a licence grant (source `operator`, who
 * and why) beside the paid ones, with its audit entry, all in one transaction. Basic is refused to a device
 * that has the lifetime licence, as the checkout refuses it.
 */
export async function changeDeviceLicence(
  db: Database,
  caller: Caller,
  deviceId: string,
  change: LicenceChange,
  address: string | null,
): Promise<LicenceChangeResult> {
  return db.transaction(async (tx): Promise<LicenceChangeResult> => {
    const device = await findOwnedDevice(tx, caller, deviceId, { lock: true });
    if (!device) return { refused: 'device_not_found' };
    const before = licenceStateOf(device);
    // As at the checkout: Basic adds nothing to a lifetime licence, so it is not granted again.
    if (change.action === 'grant_basic' && before.lifetimeLicence)
      return { refused: 'lifetime_licence_owned' };
    const after = nextState(change.action, before, change.now, change.promotionEndsAt);
    const [updated] = await tx
      .update(devices)
      .set({
        lifetimeLicence: after.lifetimeLicence,
        privacyExpiresAt: after.privacyExpiresAt,
        trialExpiresAt: after.trialExpiresAt,
      })
      .where(eq(devices.id, device.id))
      .returning();
    const revoke = change.action === 'revoke';
    const plan = revoke ? null : change.action === 'grant_premium' ? 'premium' : 'basic';
    const [grant] = await tx
      .insert(licenceGrants)
      .values({
        deviceId: device.id,
        kind: revoke ? 'revoke' : 'grant',
        plan,
        source: operatorGrantSource,
        sourceRef: crypto.randomUUID(),
        actorId: caller.id,
        reason: change.reason,
        lifetimeLicence: after.lifetimeLicence,
        privacyExpiresAt: after.privacyExpiresAt,
        createdAt: change.now,
      })
      .returning({ id: licenceGrants.id });
    await writeAudit(tx, {
      actorId: caller.id,
      action: revoke ? 'device.revoke_licence' : 'device.grant_licence',
      entity: 'device',
      entityId: device.deviceId,
      before: auditedState(before),
      after: { ...auditedState(after), plan, reason: change.reason, grant_id: grant?.id ?? null },
      address,
    });
    if (!updated) throw new Error('A locked device disappeared during a licence change');
    return { device: updated };
  });
}

const ownershipKinds: Record<string, DeviceHistoryEvent['kind']> = {
  'device.claim': 'claim',
  'device.release': 'release',
  'device.reset': 'reset',
};

/** How many events of each kind the history reads at most; a device has few. */
const historyLimit = 200;

/**
 * The licence events of a device the caller may see, newest first: purchases and operators' grants and
 * revocations, licence moves in and out, claims and releases, and resets on the TV. Who acted is given to
 * operators only; customers see the claims and releases they made themselves. Undefined when the caller may
 * not see the device.
 */
export async function deviceHistory(
  db: Database,
  caller: Caller,
  deviceId: string,
): Promise<DeviceHistoryEvent[] | undefined> {
  const device = await findOwnedDevice(db, caller, deviceId);
  if (!device) return undefined;
  const operator = caller.role === 'operator';
  const otherDevice = alias(devices, 'other_device');
  const resellers = alias(users, 'resellers');
  const ownEntries: SQL | undefined = operator ? undefined : eq(auditLog.actorId, caller.id);
  const [grants, transfers, ownership] = await Promise.all([
    db
      .select({
        grant: licenceGrants,
        actorEmail: users.email,
        resellerName: resellerName(resellers),
        revokedAs: activations.revokedAs,
      })
      .from(licenceGrants)
      .leftJoin(users, eq(users.id, licenceGrants.actorId))
      // An activation's grant and its undoing name the activation: its reseller is shown to the owner.
      .leftJoin(
        activations,
        and(
          inArray(licenceGrants.source, [activationGrantSource, revocationGrantSource]),
          sql`${activations.id}::text = ${licenceGrants.sourceRef}`,
        ),
      )
      .leftJoin(resellers, eq(resellers.id, activations.resellerId))
      .where(eq(licenceGrants.deviceId, device.id))
      .orderBy(desc(licenceGrants.createdAt))
      .limit(historyLimit),
    db
      .select({
        transfer: licenceTransfers,
        otherDeviceId: otherDevice.deviceId,
        // Its name only while the same person owns both: a name is its owner's, not the next one's.
        otherDeviceName: device.ownerId
          ? sql<
              string | null
            >`case when ${otherDevice.ownerId} = ${device.ownerId} then ${otherDevice.name} end`
          : sql<null>`null`,
        actorEmail: users.email,
      })
      .from(licenceTransfers)
      .leftJoin(
        otherDevice,
        or(
          and(eq(licenceTransfers.fromDeviceId, device.id), eq(otherDevice.id, licenceTransfers.toDeviceId)),
          and(eq(licenceTransfers.toDeviceId, device.id), eq(otherDevice.id, licenceTransfers.fromDeviceId)),
        ),
      )
      .leftJoin(users, eq(users.id, licenceTransfers.actorId))
      .where(or(eq(licenceTransfers.fromDeviceId, device.id), eq(licenceTransfers.toDeviceId, device.id)))
      .orderBy(desc(licenceTransfers.createdAt))
      .limit(historyLimit),
    db
      .select({ entry: auditLog, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(
        and(
          eq(auditLog.entity, 'device'),
          eq(auditLog.entityId, device.deviceId),
          // A reset was made on the TV, by no account: whoever sees the device sees it.
          or(
            and(inArray(auditLog.action, ['device.claim', 'device.release']), ownEntries),
            eq(auditLog.action, 'device.reset'),
          ),
        ),
      )
      .orderBy(desc(auditLog.createdAt))
      .limit(historyLimit),
  ]);
  const who = (email: string | null) => (operator ? email : null);
  const events: DeviceHistoryEvent[] = [
    ...grants.map(({ grant, actorEmail, resellerName: reseller, revokedAs }): DeviceHistoryEvent => {
      const activation = grant.source === activationGrantSource;
      const undone = grant.source === revocationGrantSource;
      // An activation undone by an operator (a reversal) is support's doing; by its reseller, the reseller's.
      const bySupport = grant.source === operatorGrantSource || (undone && revokedAs === 'operator');
      return {
        id: grant.id,
        kind: activation
          ? 'activation'
          : undone
            ? 'activation_revoked'
            : grant.kind === 'revoke'
              ? 'revoke'
              : bySupport
                ? 'grant'
                : 'purchase',
        reseller_name: activation || undone ? reseller : null,
        at: grant.createdAt.toISOString(),
        plan: grant.plan,
        source: grant.source,
        reason: grant.reason,
        by_support: bySupport,
        actor_email: bySupport ? who(actorEmail) : null,
        other_device_id: null,
        other_device_name: null,
        lifetime: grant.lifetimeLicence,
        privacy_expiry: grant.privacyExpiresAt?.toISOString() ?? null,
      };
    }),
    ...transfers.map(({ transfer, otherDeviceId, otherDeviceName, actorEmail }): DeviceHistoryEvent => {
      const outgoing = transfer.fromDeviceId === device.id;
      return {
        id: transfer.id,
        kind: outgoing ? 'transfer_out' : 'transfer_in',
        at: transfer.createdAt.toISOString(),
        plan: null,
        source: null,
        reason: null,
        by_support: false,
        actor_email: who(actorEmail),
        other_device_id: otherDeviceId,
        other_device_name: otherDeviceName,
        reseller_name: null,
        lifetime: !outgoing,
        privacy_expiry: outgoing ? null : (transfer.privacyExpiresAt?.toISOString() ?? null),
      };
    }),
    ...ownership.map(
      ({ entry, actorEmail }): DeviceHistoryEvent => ({
        id: entry.id,
        kind: ownershipKinds[entry.action] ?? 'release',
        at: entry.createdAt.toISOString(),
        plan: null,
        source: null,
        reason: null,
        by_support: false,
        actor_email: who(actorEmail),
        other_device_id: null,
        other_device_name: null,
        reseller_name: null,
        lifetime: null,
        privacy_expiry: null,
      }),
    ),
  ];
  return events.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
}
