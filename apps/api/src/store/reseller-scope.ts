import type { UserRole } from '@vela/api-client';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Reader } from '../db/database.ts';
import { playlists, users, whitelistHosts } from '../db/schema.ts';

// The rule of reach (decision 28): which playlists a reseller may see, count and move, in one place. A
// reseller reaches a playlist when
//   (a) its code or API key added it (`added_via` 'code' or 'integration', `added_by` the reseller), or
//   (b) it plays from an address (primary or backup) of one of the reseller's VERIFIED whitelist entries.
// Listing an address proves nothing: anyone may type anyone's host. Operators reach what any reseller reaches.
// Every path to a reseller's business (Clients and its export, the host move, Host health, the integration
// API, each entry's playlist count, can-play) takes its playlists from here, so no path reaches more.

/** The roles that run a reseller's business: whitelist codes and hosts, API keys, webhooks. */
export const businessRoles: readonly UserRole[] = ['reseller', 'operator'];

/**
 * Whether the account that owns a reseller's things (`owner`, a column holding its id) may still run them: it
 * is a reseller or an operator, and not banned. Every path on which a reseller's things act for it without it
 * being signed in (its host codes, the licence-free play of its verified hosts, its webhooks) holds only while
 * this is true: a ban or a demotion stops them all at once, and lifting the ban (or the role given back)
 * restores them, with nothing to undo.
 */
export function inGoodStanding(owner: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${owner} and ${inArray(users.role, [...businessRoles])} and not ${users.banned})`;
}

/**
 * The same rule read on the account's own row, for a query that selects from `users` (where a subquery on
 * `users` would compare the inner row's id with itself).
 */
export function accountInGoodStanding(): SQL {
  return sql`(${inArray(users.role, [...businessRoles])} and not ${users.banned})`;
}

/** Whose reach: one reseller's, or (operators) every reseller's at once. */
export interface ReachScope {
  userId: string;
  everything: boolean;
}

/** The ways a reseller adds playlists itself: My List with its code, and its integration API key. */
const resellerSources = ['code', 'integration'] as const;

/**
 * Playlists that a reseller's code or API key added, as SQL on `playlists`: the reseller is `reseller` (an
 * id, or a column such as an entry's owner), or anyone when it is undefined (an operator's reach).
 */
export function addedByReseller(reseller?: string | AnyPgColumn): SQL {
  return and(
    inArray(playlists.addedVia, [...resellerSources]),
    reseller === undefined ? isNotNull(playlists.addedBy) : eq(playlists.addedBy, reseller),
  ) as SQL;
}

/** Whether an entry's addresses are proven to be its owner's (by the token served, or by an operator). */
const isVerified = (): SQL => isNotNull(whitelistHosts.verifiedAt);

/**
 * The addresses, primary and backup, of whitelist entries as a subquery: a reseller's (every entry when
 * `resellerId` is undefined), verified ones only when `verifiedOnly`. Several resellers may list one address
 * unverified; only one entry can have it verified.
 */
export function whitelistAddresses(db: Reader, resellerId?: string, { verifiedOnly = false } = {}) {
  const which = and(
    resellerId === undefined ? undefined : eq(whitelistHosts.ownerId, resellerId),
    verifiedOnly ? isVerified() : undefined,
  );
  return db
    .select({ host: whitelistHosts.host })
    .from(whitelistHosts)
    .where(which)
    .union(
      db
        // Not null by the condition below.
        .select({ host: sql<string>`${whitelistHosts.backupHost}` })
        .from(whitelistHosts)
        .where(and(which, isNotNull(whitelistHosts.backupHost))),
    );
}

/** Every address a reseller lists, verified or not, as a subquery: the rows of their Host health. */
export const resellerAddresses = (db: Reader, resellerId: string) => whitelistAddresses(db, resellerId);

/** The addresses a reseller has proven (all verified addresses for `undefined`), as a subquery. */
const verifiedAddresses = (db: Reader, resellerId?: string) =>
  whitelistAddresses(db, resellerId, { verifiedOnly: true });

/**
 * The playlists a scope reaches, as SQL on `playlists` alone: the rule above, for one reseller or for all.
 * The addresses are read once into an array (`host = any(array(…))`, an init plan), so that PostgreSQL can
 * combine the index of what the reseller added with the index on hosts (a bitmap OR) instead of testing every
 * playlist against a hashed subquery: at the scale seed's volume that is a few milliseconds, not a scan of all.
 */
export function reachedPlaylists(db: Reader, scope: ReachScope): SQL {
  const reseller = scope.everything ? undefined : scope.userId;
  return or(
    addedByReseller(reseller),
    sql`${playlists.host} = any(array(${verifiedAddresses(db, reseller)}))`,
  ) as SQL;
}

/** One reseller's reach, as SQL on `playlists`. */
export const reachedByReseller = (db: Reader, resellerId: string): SQL =>
  reachedPlaylists(db, { userId: resellerId, everything: false });

/**
 * The playlists an entry stands for, as SQL on `playlists` joined to `whitelist_hosts`: those linked to it
 * (added with its code), and those on one of its addresses that its owner reaches (any, once it is
 * verified; before that only the ones its owner's code or key added). What its 'playlists' count counts.
 */
export function entryPlaylists(): SQL {
  return or(
    eq(playlists.whitelistHostId, whitelistHosts.id),
    and(
      or(eq(playlists.host, whitelistHosts.host), eq(playlists.host, whitelistHosts.backupHost)),
      or(isVerified(), addedByReseller(whitelistHosts.ownerId)),
    ),
  ) as SQL;
}

/**
 * Who reaches each of the given playlists, by the rule above read the other way round: the reseller whose
 * code or API key added it, and the owner of the verified entry its host is an address of. What a reseller's
 * webhooks are told about (decision 41): nobody else's clients.
 */
export async function reachingResellers(
  db: Reader,
  playlistIds: readonly string[],
): Promise<{ playlistId: string; resellerId: string }[]> {
  if (playlistIds.length === 0) return [];
  const ids = [...playlistIds];
  return db
    .select({ playlistId: playlists.id, resellerId: sql<string>`${playlists.addedBy}` })
    .from(playlists)
    .where(and(inArray(playlists.id, ids), addedByReseller()))
    .union(
      db
        .select({ playlistId: playlists.id, resellerId: whitelistHosts.ownerId })
        .from(playlists)
        .innerJoin(
          whitelistHosts,
          and(
            isVerified(),
            or(eq(playlists.host, whitelistHosts.host), eq(playlists.host, whitelistHosts.backupHost)),
          ),
        )
        .where(inArray(playlists.id, ids)),
    );
}
