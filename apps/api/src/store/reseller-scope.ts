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

/** Every address a reseller's entries stand for, primary and backup, as a subquery. */
export function resellerAddresses(db: Reader, resellerId: string) {
  return db
    .select({ host: whitelistHosts.host })
    .from(whitelistHosts)
    .where(eq(whitelistHosts.ownerId, resellerId))
    .union(
      db
        // Not null by the condition below.
        .select({ host: sql<string>`${whitelistHosts.backupHost}` })
        .from(whitelistHosts)
        .where(and(eq(whitelistHosts.ownerId, resellerId), isNotNull(whitelistHosts.backupHost))),
    );
}

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
