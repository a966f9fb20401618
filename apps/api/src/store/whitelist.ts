import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { whitelistHosts } from '../db/schema.ts';

export async function findHostByCode(db: Database, code: number) {
  const [row] = await db.select().from(whitelistHosts).where(eq(whitelistHosts.code, code)).limit(1);
  return row;
}

/** Whether any reseller has whitelisted this host: then its devices may play without a licence. */
export async function isHostWhitelisted(db: Database, host: string): Promise<boolean> {
  const [row] = await db
    .select({ id: whitelistHosts.id })
    .from(whitelistHosts)
    .where(eq(whitelistHosts.host, host))
    .limit(1);
  return row !== undefined;
}
