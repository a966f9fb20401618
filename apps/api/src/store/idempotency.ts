import { and, eq, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { apiKeyIdempotency } from '../db/schema.ts';

/** How long an `Idempotency-Key` answers its first request again. */
export const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/** One integration call sent with an `Idempotency-Key`: the key it came through and a keyed digest of it. */
export interface IdempotentCall {
  apiKeyId: string;
  key: string;
  fingerprint: string;
}

export type EarlierAnswer =
  | { replay: { status: number; body: Record<string, unknown> } }
  | { conflict: true }
  | undefined;

/**
 * The answer an `Idempotency-Key` already got, within the transaction of the call: calls with the same key wait
 * for each other (an advisory lock on the key, the one the playlist adds take), so a retry sent while the first
 * still runs replays it. The same key with another request is a conflict; expired entries of the key's API
 * key are removed first.
 */
export async function earlierAnswer(
  tx: Transaction,
  call: IdempotentCall,
  now: Date,
): Promise<EarlierAnswer> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${call.apiKeyId}:${call.key}`}, 7341212))`,
  );
  await tx
    .delete(apiKeyIdempotency)
    .where(
      and(
        eq(apiKeyIdempotency.apiKeyId, call.apiKeyId),
        lte(apiKeyIdempotency.createdAt, new Date(now.getTime() - idempotencyWindowMs)),
      ),
    );
  const [stored] = await tx
    .select()
    .from(apiKeyIdempotency)
    .where(
      and(eq(apiKeyIdempotency.apiKeyId, call.apiKeyId), eq(apiKeyIdempotency.idempotencyKey, call.key)),
    );
  if (!stored) return undefined;
  if (stored.fingerprint !== call.fingerprint) return { conflict: true };
  return { replay: { status: stored.responseStatus, body: stored.responseBody } };
}

/** Keeps the answer of a call that changed something, for its key's retries. */
export async function rememberAnswer(
  tx: Transaction,
  call: IdempotentCall,
  answer: { status: number; body: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await tx.insert(apiKeyIdempotency).values({
    apiKeyId: call.apiKeyId,
    idempotencyKey: call.key,
    fingerprint: call.fingerprint,
    responseStatus: answer.status,
    responseBody: answer.body,
    createdAt: now,
  });
}
