import type { WhitelistEntry } from '@vela/api-client';
import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Database, Reader } from '../db/database.ts';
import { whitelistHosts } from '../db/schema.ts';
import { writeAudit } from './audit.ts';
import { addressesOf, lockWhitelistWrites, readEntry, toEntry, type WhitelistScope } from './whitelist.ts';

/*
 * Verifying a whitelist entry (decision 28), by the token its addresses serve or by an operator, and taking
 * a verification back. Every change takes the whitelist's lock, so two entries never hold one address verified.
 */

/** Whether another entry than `id` has one of these addresses, as host or backup, verified. */
async function verifiedElsewhere(tx: Reader, id: string, addresses: string[]): Promise<boolean> {
  const [other] = await tx
    .select({ id: whitelistHosts.id })
    .from(whitelistHosts)
    .where(
      and(
        ne(whitelistHosts.id, id),
        isNotNull(whitelistHosts.verifiedAt),
        or(inArray(whitelistHosts.host, addresses), inArray(whitelistHosts.backupHost, addresses)),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** What a verification (by the token or by an operator) or its withdrawal came to. */
export type VerificationOutcome =
  | { outcome: 'changed' | 'unchanged'; entry: WhitelistEntry }
  | { outcome: 'not_found' }
  /** Another entry has one of these addresses verified (409 `host_verified_elsewhere`). */
  | { outcome: 'verified_elsewhere' }
  /** The entry's addresses or token changed while they were being checked. */
  | { outcome: 'stale' };

/** An entry before a check by its token: what to fetch, and whether the check could verify it at all. */
export async function entryForCheck(
  db: Database,
  scope: WhitelistScope,
  id: string,
): Promise<{ entry: WhitelistEntry; verifiedElsewhere: boolean } | undefined> {
  const row = await readEntry(db, scope, id);
  if (!row) return undefined;
  return { entry: toEntry(row), verifiedElsewhere: await verifiedElsewhere(db, id, addressesOf(row)) };
}

type Verification = { via: 'http'; actorId: string } | { via: 'operator'; actorId: string; reason: string };

/**
 * Marks an entry verified, under the whitelist lock so that two entries never hold one address verified: by
 * its token (`http`, after every address served it; `checked` is what was fetched, which must still be the
 * entry's) or by an operator with a reason. Audited as `whitelist.verify` in the same transaction.
 */
export async function markVerified(
  db: Database,
  scope: WhitelistScope,
  id: string,
  verification: Verification,
  now: Date,
  address: string | null,
  checked?: { host: string; backup_host: string | null; verification_token: string },
): Promise<VerificationOutcome> {
  return db.transaction(async (tx): Promise<VerificationOutcome> => {
    await lockWhitelistWrites(tx);
    const current = await readEntry(tx, scope, id);
    if (!current) return { outcome: 'not_found' };
    if (
      checked &&
      (checked.host !== current.host ||
        checked.backup_host !== current.backupHost ||
        checked.verification_token !== current.verificationToken)
    ) {
      return { outcome: 'stale' };
    }
    if (current.verifiedAt) return { outcome: 'unchanged', entry: toEntry(current) };
    if (await verifiedElsewhere(tx, id, addressesOf(current))) return { outcome: 'verified_elsewhere' };
    await tx
      .update(whitelistHosts)
      .set({
        verifiedAt: now,
        verifiedVia: verification.via,
        verifiedBy: verification.via === 'operator' ? verification.actorId : null,
      })
      .where(eq(whitelistHosts.id, id));
    const row = await readEntry(tx, scope, id);
    if (!row) throw new Error('The whitelist entry was not found after verifying it');
    const entry = toEntry(row);
    await writeAudit(tx, {
      actorId: verification.actorId,
      action: 'whitelist.verify',
      entity: 'whitelist_host',
      entityId: id,
      before: { verified_at: null },
      after: {
        verified_at: entry.verified_at,
        verified_via: verification.via,
        addresses: addressesOf(row),
        ...(verification.via === 'operator' ? { reason: verification.reason } : {}),
      },
      address,
    });
    return { outcome: 'changed', entry };
  });
}

/**
 * An operator takes an entry's verification back, with a reason: from then on it reaches only what its
 * owner's code and key added. Audited as `whitelist.verification_withdraw` in the same transaction.
 */
export async function withdrawVerification(
  db: Database,
  operatorId: string,
  id: string,
  reason: string,
  address: string | null,
): Promise<VerificationOutcome> {
  const scope: WhitelistScope = { userId: operatorId, everything: true };
  return db.transaction(async (tx): Promise<VerificationOutcome> => {
    await lockWhitelistWrites(tx);
    const current = await readEntry(tx, scope, id);
    if (!current) return { outcome: 'not_found' };
    if (!current.verifiedAt) return { outcome: 'unchanged', entry: toEntry(current) };
    await tx
      .update(whitelistHosts)
      .set({ verifiedAt: null, verifiedVia: null, verifiedBy: null })
      .where(eq(whitelistHosts.id, id));
    const row = await readEntry(tx, scope, id);
    if (!row) throw new Error('The whitelist entry was not found after withdrawing its verification');
    await writeAudit(tx, {
      actorId: operatorId,
      action: 'whitelist.verification_withdraw',
      entity: 'whitelist_host',
      entityId: id,
      before: { verified_at: current.verifiedAt.toISOString(), verified_via: current.verifiedVia },
      after: { verified_at: null, reason },
      address,
    });
    return { outcome: 'changed', entry: toEntry(row) };
  });
}
