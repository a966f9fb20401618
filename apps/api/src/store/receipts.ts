import type { ReceiptRecord } from '@vela/api-client';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { devices, receipts, users } from '../db/schema.ts';
import type { SignedInUser } from '../domain/signed-in-user.ts';
import { receiptNumber } from '../mail/lifecycle-emails.ts';

export type ReceiptRow = ReceiptRecord;

/** A person's receipts are the ones written while they owned the device; operators read all. */
const reach = (caller: Pick<SignedInUser, 'id' | 'role'>): SQL | undefined =>
  caller.role === 'operator' ? undefined : eq(receipts.ownerId, caller.id);

const columns = {
  id: receipts.id,
  deviceRowId: receipts.deviceId,
  deviceId: devices.deviceId,
  plan: receipts.plan,
  amount: receipts.amount,
  currency: receipts.currency,
  reference: receipts.reference,
  provider: receipts.provider,
  buyerName: users.fullName,
  buyerEmail: users.email,
  createdAt: receipts.createdAt,
};

type Selected = {
  id: string;
  deviceRowId: string;
  deviceId: string;
  plan: 'basic' | 'premium';
  amount: string;
  currency: string;
  reference: string;
  provider: string;
  buyerName: string | null;
  buyerEmail: string | null;
  createdAt: Date;
};

const toRow = (row: Selected): ReceiptRow => ({
  id: row.id,
  number: receiptNumber(row.id),
  device_row_id: row.deviceRowId,
  deviceid: row.deviceId,
  plan: row.plan,
  amount: row.amount,
  currency: row.currency,
  reference: row.reference,
  provider: row.provider,
  buyer_name: row.buyerName,
  buyer_email: row.buyerEmail,
  created_at: row.createdAt.toISOString(),
});

/** The caller's receipts, newest first; `deviceId` (the canonical device id) keeps those of one device. */
export async function listReceipts(
  db: Database,
  caller: Pick<SignedInUser, 'id' | 'role'>,
  { deviceId, offset, limit }: { deviceId?: string; offset: number; limit: number },
): Promise<{ rows: ReceiptRow[]; total: number }> {
  const where = and(reach(caller), deviceId ? eq(devices.deviceId, deviceId) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(receipts)
      .innerJoin(devices, eq(devices.id, receipts.deviceId))
      .leftJoin(users, eq(users.id, receipts.ownerId))
      .where(where)
      .orderBy(desc(receipts.createdAt), desc(receipts.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: count() })
      .from(receipts)
      .innerJoin(devices, eq(devices.id, receipts.deviceId))
      .where(where),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

/** One of the caller's receipts, or null (another person's receipt is simply not found). */
export async function getReceipt(
  db: Database,
  caller: Pick<SignedInUser, 'id' | 'role'>,
  id: string,
): Promise<ReceiptRow | null> {
  const [row] = await db
    .select(columns)
    .from(receipts)
    .innerJoin(devices, eq(devices.id, receipts.deviceId))
    .leftJoin(users, eq(users.id, receipts.ownerId))
    .where(and(reach(caller), eq(receipts.id, id)))
    .limit(1);
  return row ? toRow(row) : null;
}

/** A receipt to e-mail, with whom to write to and the device it was for. */
export interface ReceiptToMail {
  receipt: typeof receipts.$inferSelect;
  buyer: { email: string; name: string; locale: string | null };
  deviceId: string;
}

/**
 * Marks a receipt mailed at `at`, once: a retry after the hand-over (a crash before its job was marked done)
 * finds it marked and sends nothing. Null when it was mailed already, or has no owner, buyer or device left to
 * write about; `unmarkReceiptMailed` undoes the mark when the hand-over failed.
 */
export async function markReceiptMailed(
  db: Database,
  receiptId: string,
  at: Date,
): Promise<ReceiptToMail | null> {
  const [marked] = await db
    .update(receipts)
    .set({ mailedAt: at })
    .where(and(eq(receipts.id, receiptId), isNull(receipts.mailedAt)))
    .returning();
  if (!marked?.ownerId) return null;
  const [buyer] = await db
    .select({ email: users.email, name: users.fullName, locale: users.locale })
    .from(users)
    .where(eq(users.id, marked.ownerId));
  const [device] = await db
    .select({ deviceId: devices.deviceId })
    .from(devices)
    .where(eq(devices.id, marked.deviceId));
  if (!buyer || !device) return null;
  return { receipt: marked, buyer, deviceId: device.deviceId };
}

/** Lets the next attempt mail the receipt again. */
export async function unmarkReceiptMailed(db: Database, receiptId: string): Promise<void> {
  await db.update(receipts).set({ mailedAt: null }).where(eq(receipts.id, receiptId));
}
