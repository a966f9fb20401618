import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { playlists, whitelistHosts } from '../db/schema.ts';

type Reader = Pick<Database, 'select'>;

/** The ids of a reseller's whitelist entries, as a subquery. */
export function resellerEntryIds(db: Reader, resellerId: string) {
  return db
    .select({ id: whitelistHosts.id })
    .from(whitelistHosts)
    .where(eq(whitelistHosts.ownerId, resellerId));
}

/**
 * Every address whitelist entries stand for, primary and backup, as a subquery: a reseller's entries, or
 * (without `resellerId`) every entry, which is what operators look after.
 */
export function whitelistAddresses(db: Reader, resellerId?: string) {
  const owned = resellerId === undefined ? undefined : eq(whitelistHosts.ownerId, resellerId);
  return db
    .select({ host: whitelistHosts.host })
    .from(whitelistHosts)
    .where(owned)
    .union(
      db
        // Not null by the condition below.
        .select({ host: sql<string>`${whitelistHosts.backupHost}` })
        .from(whitelistHosts)
        .where(and(owned, isNotNull(whitelistHosts.backupHost))),
    );
}

/** Every address a reseller's entries stand for, primary and backup, as a subquery. */
export const resellerAddresses = (db: Reader, resellerId: string) => whitelistAddresses(db, resellerId);

/**
 * The playlists that are a reseller's business, as SQL on `playlists`: added with one of their codes, or
 * playing from one of their entries' addresses. A host belongs to one entry only (`whitelist_hosts_host_unique`),
 * so no two resellers reach the same playlist this way; every other playlist of the same device stays out.
 */
export function onResellerHosts(db: Reader, resellerId: string): SQL {
  return or(
    inArray(playlists.whitelistHostId, resellerEntryIds(db, resellerId)),
    inArray(playlists.host, resellerAddresses(db, resellerId)),
  ) as SQL;
}
