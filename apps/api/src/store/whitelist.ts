import { randomInt } from 'node:crypto';
import type { WhitelistEntry } from '@vela/api-client';
import type { WhitelistRecordValues } from '@vela/validation';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Reader, Transaction } from '../db/database.ts';
import { playlists, users, whitelistHosts } from '../db/schema.ts';
import type { ListQuery } from '../domain/list-query.ts';
import { writeAudit } from './audit.ts';
import { likePattern } from './like.ts';
import { addedByReseller, entryPlaylists, inGoodStanding } from './reseller-scope.ts';

/**
 * The entry a host code names, and whether the code works: it is suspended (`active` false) while its owner
 * is banned or no longer a reseller, and works again when the ban is lifted.
 */
export async function findHostByCode(db: Database, code: number) {
  const [row] = await db
    .select({
      id: whitelistHosts.id,
      host: whitelistHosts.host,
      ownerId: whitelistHosts.ownerId,
      active: sql<boolean>`${inGoodStanding(whitelistHosts.ownerId)}`,
    })
    .from(whitelistHosts)
    .where(eq(whitelistHosts.code, code))
    .limit(1);
  return row;
}

/**
 * Whether a device may play from this host without a licence (DESIGN section 3 with decision 28): the host is
 * an address (primary or backup) of a VERIFIED whitelist entry, or of an entry whose reseller added one of
 * this device's playlists with its code or API key (linked to the entry by its code, or on its address). An
 * entry that only lists somebody else's host gives nobody licence-free play, and neither does an entry whose
 * owner is banned or no longer a reseller.
 */
export async function isHostWhitelistedFor(db: Database, host: string, devicePk: string): Promise<boolean> {
  const onEntry = or(eq(whitelistHosts.host, host), eq(whitelistHosts.backupHost, host));
  const ownPlaylistOnEntry = db
    .select({ id: playlists.id })
    .from(playlists)
    .where(
      and(
        eq(playlists.deviceId, devicePk),
        addedByReseller(whitelistHosts.ownerId),
        or(
          eq(playlists.whitelistHostId, whitelistHosts.id),
          eq(playlists.host, whitelistHosts.host),
          eq(playlists.host, whitelistHosts.backupHost),
        ),
      ),
    );
  const [row] = await db
    .select({ id: whitelistHosts.id })
    .from(whitelistHosts)
    .where(
      and(
        onEntry,
        or(isNotNull(whitelistHosts.verifiedAt), sql`exists (${ownPlaylistOnEntry})`),
        inGoodStanding(whitelistHosts.ownerId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whose entries a signed-in person reaches: their own (resellers), or everyone's (operators). */
export interface WhitelistScope {
  userId: string;
  everything: boolean;
}

export const whitelistSortFields = [
  'created_at',
  'updated_at',
  'host',
  'backup_host',
  'code',
  'playlists',
  'verified_at',
  'owner_email',
  'id',
] as const;
export type WhitelistSortField = (typeof whitelistSortFields)[number];

export interface WhitelistFilter {
  /** Part of the host, of the backup host or of the code (operators: of the owner's e-mail address too). */
  q?: string;
  ids?: string[];
  /** Only verified entries (true), or only those not verified (false). */
  verified?: boolean;
}

/**
 * How many playlists an entry stands for (`entryPlaylists`): added with its code, or on one of its addresses
 * and in its owner's reach. Counted over the join below, whose condition is served by the indexes of
 * `playlists` on `whitelist_host_id` and `host`.
 */
const playlistsUsing = count(playlists.id);

const entryColumns = {
  id: whitelistHosts.id,
  ownerId: whitelistHosts.ownerId,
  ownerEmail: users.email,
  host: whitelistHosts.host,
  backupHost: whitelistHosts.backupHost,
  code: whitelistHosts.code,
  playlists: playlistsUsing,
  verificationToken: whitelistHosts.verificationToken,
  verifiedAt: whitelistHosts.verifiedAt,
  verifiedVia: whitelistHosts.verifiedVia,
  createdAt: whitelistHosts.createdAt,
  updatedAt: whitelistHosts.updatedAt,
};

const sortColumns = {
  created_at: whitelistHosts.createdAt,
  updated_at: whitelistHosts.updatedAt,
  host: whitelistHosts.host,
  backup_host: whitelistHosts.backupHost,
  code: whitelistHosts.code,
  playlists: playlistsUsing,
  verified_at: whitelistHosts.verifiedAt,
  owner_email: users.email,
  id: whitelistHosts.id,
} as const satisfies Record<WhitelistSortField, unknown>;

interface EntryRow {
  id: string;
  ownerId: string;
  ownerEmail: string | null;
  host: string;
  backupHost: string | null;
  code: number;
  playlists: number;
  verificationToken: string;
  verifiedAt: Date | null;
  verifiedVia: WhitelistEntry['verified_via'];
  createdAt: Date;
  updatedAt: Date;
}

/** Where an address must serve the entry's token to prove it (decision 28). */
const verificationPath = '/.well-known/vela-player-verification.txt';

/** The addresses of an entry, primary first. */
export const addressesOf = (entry: { host: string; backupHost: string | null }) =>
  entry.backupHost === null ? [entry.host] : [entry.host, entry.backupHost];

export function toEntry(row: EntryRow): WhitelistEntry {
  return {
    id: row.id,
    host: row.host,
    backup_host: row.backupHost,
    code: row.code,
    playlists: row.playlists,
    owner_id: row.ownerId,
    owner_email: row.ownerEmail,
    verification_token: row.verificationToken,
    verification_urls: addressesOf(row).map((address) => `${address}${verificationPath}`),
    verified_at: row.verifiedAt?.toISOString() ?? null,
    verified_via: row.verifiedVia,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Entries with the playlists that use them; the caller adds its conditions and groups by the entry. */
function selectEntries(db: Reader) {
  return db
    .select(entryColumns)
    .from(whitelistHosts)
    .innerJoin(users, eq(users.id, whitelistHosts.ownerId))
    .leftJoin(playlists, entryPlaylists())
    .$dynamic();
}

/** The entries a scope reaches, as SQL: the owner's, or all of them. */
function reachedBy(scope: WhitelistScope): SQL | undefined {
  return scope.everything ? undefined : eq(whitelistHosts.ownerId, scope.userId);
}

/** One page of the entries a scope reaches, filtered and sorted in SQL, with the number of all that match. */
export async function listWhitelist(
  db: Database,
  scope: WhitelistScope,
  { sort, offset, limit }: Omit<ListQuery<WhitelistSortField>, 'filter'>,
  filter: WhitelistFilter,
): Promise<{ rows: WhitelistEntry[]; total: number }> {
  if (filter.ids?.length === 0) return { rows: [], total: 0 };
  const pattern = filter.q ? likePattern(filter.q) : undefined;
  const where = and(
    reachedBy(scope),
    pattern
      ? or(
          ilike(whitelistHosts.host, pattern),
          ilike(whitelistHosts.backupHost, pattern),
          sql`${whitelistHosts.code}::text like ${pattern}`,
          scope.everything ? ilike(users.email, pattern) : undefined,
        )
      : undefined,
    filter.ids ? inArray(whitelistHosts.id, filter.ids) : undefined,
    filter.verified === undefined
      ? undefined
      : filter.verified
        ? isNotNull(whitelistHosts.verifiedAt)
        : isNull(whitelistHosts.verifiedAt),
  );
  const order = sort.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    selectEntries(db)
      .where(where)
      .groupBy(whitelistHosts.id, users.email)
      .orderBy(sql`${order(sortColumns[sort.field])} nulls last`, order(whitelistHosts.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(whitelistHosts)
      .innerJoin(users, eq(users.id, whitelistHosts.ownerId))
      .where(where),
  ]);
  return { rows: rows.map(toEntry), total: counted?.total ?? 0 };
}

export async function readEntry(db: Reader, scope: WhitelistScope, id: string) {
  const [row] = await selectEntries(db)
    .where(and(eq(whitelistHosts.id, id), reachedBy(scope)))
    .groupBy(whitelistHosts.id, users.email);
  return row;
}

export async function getWhitelistEntry(
  db: Database,
  scope: WhitelistScope,
  id: string,
): Promise<WhitelistEntry | undefined> {
  const row = await readEntry(db, scope, id);
  return row && toEntry(row);
}

// Any number followed by a fixed tag: the lock every write of whitelist addresses and codes takes.
const whitelistLockId = 7_341_212;

/**
 * Serialises the writes of addresses and codes until the transaction ends. The unique indexes hold `host` and
 * `code` on their own, but "no address on two entries" also compares each entry's backup with every other
 * entry's host and backup, which no index expresses: under this lock, checking and then writing cannot race.
 */
export async function lockWhitelistWrites(tx: Transaction) {
  await tx.execute(sql`select pg_advisory_xact_lock(${whitelistLockId})`);
}

/**
 * Which of the addresses the owner already lists (as the primary or the backup address of another of their
 * entries than `exceptId`). Other resellers' entries are no conflict: several may list an address, so that
 * nobody can keep the real provider out by listing its host first; only one can verify it.
 */
async function takenAddress(
  tx: Transaction,
  ownerId: string,
  values: WhitelistRecordValues,
  exceptId?: string,
): Promise<'host' | 'backup_host' | undefined> {
  const addresses = values.backup_host === null ? [values.host] : [values.host, values.backup_host];
  const used = await tx
    .select({ host: whitelistHosts.host, backupHost: whitelistHosts.backupHost })
    .from(whitelistHosts)
    .where(
      and(
        eq(whitelistHosts.ownerId, ownerId),
        exceptId === undefined ? undefined : ne(whitelistHosts.id, exceptId),
        or(inArray(whitelistHosts.host, addresses), inArray(whitelistHosts.backupHost, addresses)),
      ),
    );
  const inUse = new Set(used.flatMap((row) => [row.host, row.backupHost]));
  if (inUse.has(values.host)) return 'host';
  if (values.backup_host !== null && inUse.has(values.backup_host)) return 'backup_host';
  return undefined;
}

const firstCode = 100_000;
const lastCode = 999_999;

/**
 * A random 6-digit code no entry has (and not `avoid`, the code being replaced), drawn again while taken.
 * Called under {@link lockWhitelistWrites}, so nobody takes it before the caller stores it.
 */
async function freeCode(tx: Transaction, avoid?: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = randomInt(firstCode, lastCode + 1);
    if (code === avoid) continue;
    const [taken] = await tx
      .select({ id: whitelistHosts.id })
      .from(whitelistHosts)
      .where(eq(whitelistHosts.code, code))
      .limit(1);
    if (!taken) return code;
  }
  throw new Error('Could not find a free whitelist code');
}

/** A write refused because the owner already lists an address on another of their entries. */
export interface AddressTaken {
  outcome: 'taken';
  field: 'host' | 'backup_host';
}

export type WhitelistCreateOutcome = { outcome: 'saved'; entry: WhitelistEntry } | AddressTaken;
export type WhitelistWriteOutcome = WhitelistCreateOutcome | { outcome: 'not_found' };

/** The entry as the audit log keeps it: not how many playlists use it, nor its token or derived addresses. */
const audited = ({
  playlists: _,
  verification_token: _token,
  verification_urls: _urls,
  owner_email: _email,
  ...entry
}: WhitelistEntry) => ({ ...entry }) as Record<string, unknown>;

/**
 * Adds an entry for the caller, not verified, with a code the server draws (and a token the database draws);
 * refused when the caller already lists one of its addresses.
 */
export async function createWhitelistEntry(
  db: Database,
  scope: WhitelistScope,
  values: WhitelistRecordValues,
  address: string | null,
): Promise<WhitelistCreateOutcome> {
  return db.transaction(async (tx) => {
    await lockWhitelistWrites(tx);
    const taken = await takenAddress(tx, scope.userId, values);
    if (taken) return { outcome: 'taken', field: taken };
    const [inserted] = await tx
      .insert(whitelistHosts)
      .values({
        ownerId: scope.userId,
        host: values.host,
        backupHost: values.backup_host,
        code: await freeCode(tx),
      })
      .returning({ id: whitelistHosts.id });
    if (!inserted) throw new Error('The whitelist entry was not inserted');
    const row = await readEntry(tx, { ...scope, everything: true }, inserted.id);
    if (!row) throw new Error('The whitelist entry was not found after inserting it');
    const entry = toEntry(row);
    await writeAudit(tx, {
      actorId: scope.userId,
      action: 'whitelist.create',
      entity: 'whitelist_host',
      entityId: entry.id,
      after: audited(entry),
      address,
    });
    return { outcome: 'saved', entry };
  });
}

/**
 * Replaces an entry's addresses. The playlists added with its code follow in the same transaction (their
 * stored host becomes the new host, an M3U link's origin too), so lists and filters show where they play
 * from; devices read the entry's current addresses at their next sync anyway. A changed address has not been
 * proven: the entry's verification ends with the change, and the token stays for the next check.
 */
export async function updateWhitelistEntry(
  db: Database,
  scope: WhitelistScope,
  id: string,
  values: WhitelistRecordValues,
  address: string | null,
): Promise<WhitelistWriteOutcome> {
  return db.transaction(async (tx) => {
    await lockWhitelistWrites(tx);
    const current = await readEntry(tx, scope, id);
    if (!current) return { outcome: 'not_found' };
    const taken = await takenAddress(tx, current.ownerId, values, id);
    if (taken) return { outcome: 'taken', field: taken };
    const moved = values.host !== current.host || values.backup_host !== current.backupHost;
    await tx
      .update(whitelistHosts)
      .set({
        host: values.host,
        backupHost: values.backup_host,
        ...(moved ? { verifiedAt: null, verifiedVia: null, verifiedBy: null } : {}),
      })
      .where(eq(whitelistHosts.id, id));
    // `playlists.host` on the right is the row's value before this update.
    const followed = await tx
      .update(playlists)
      .set({
        host: values.host,
        m3uUrl: sql`case when left(${playlists.m3uUrl}, char_length(${playlists.host})) = ${playlists.host}
          then ${values.host} || substr(${playlists.m3uUrl}, char_length(${playlists.host}) + 1)
          else ${playlists.m3uUrl} end`,
      })
      .where(eq(playlists.whitelistHostId, id))
      .returning({ id: playlists.id });
    const row = await readEntry(tx, scope, id);
    if (!row) throw new Error('The whitelist entry was not found after updating it');
    const entry = toEntry(row);
    await writeAudit(tx, {
      actorId: scope.userId,
      action: 'whitelist.update',
      entity: 'whitelist_host',
      entityId: id,
      before: audited(toEntry(current)),
      after: { ...audited(entry), playlists_followed: followed.length },
      address,
    });
    return { outcome: 'saved', entry };
  });
}

/** Gives an entry a new code; the old one stops resolving at once, and linked playlists stay linked. */
export async function regenerateWhitelistCode(
  db: Database,
  scope: WhitelistScope,
  id: string,
  address: string | null,
): Promise<WhitelistEntry | undefined> {
  return db.transaction(async (tx) => {
    await lockWhitelistWrites(tx);
    const current = await readEntry(tx, scope, id);
    if (!current) return undefined;
    await tx
      .update(whitelistHosts)
      .set({ code: await freeCode(tx, current.code) })
      .where(eq(whitelistHosts.id, id));
    const row = await readEntry(tx, scope, id);
    if (!row) throw new Error('The whitelist entry was not found after changing its code');
    const entry = toEntry(row);
    await writeAudit(tx, {
      actorId: scope.userId,
      action: 'whitelist.regenerate_code',
      entity: 'whitelist_host',
      entityId: id,
      before: { code: current.code },
      after: { code: entry.code },
      address,
    });
    return entry;
  });
}

/**
 * Removes an entry and answers it as it was. The playlists added with its code keep their current host and
 * are no longer linked (the foreign key sets the link to null); the audit entry says how many they were.
 */
export async function deleteWhitelistEntry(
  db: Database,
  scope: WhitelistScope,
  id: string,
  address: string | null,
): Promise<WhitelistEntry | undefined> {
  return db.transaction(async (tx) => {
    await lockWhitelistWrites(tx);
    const current = await readEntry(tx, scope, id);
    if (!current) return undefined;
    const [linked] = await tx
      .select({ linked: count() })
      .from(playlists)
      .where(eq(playlists.whitelistHostId, id));
    await tx.delete(whitelistHosts).where(eq(whitelistHosts.id, id));
    const entry = toEntry(current);
    await writeAudit(tx, {
      actorId: scope.userId,
      action: 'whitelist.delete',
      entity: 'whitelist_host',
      entityId: id,
      before: { ...audited(entry), playlists: entry.playlists, playlists_unlinked: linked?.linked ?? 0 },
      address,
    });
    return entry;
  });
}
