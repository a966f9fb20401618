import { createHash } from 'node:crypto';
import { tryGetCurrentAuthEndpointContext } from '@better-auth/core/context';
import type { SecondaryStorage } from '@better-auth/core/db';
import type { DBAdapter, DBAdapterInstance, Where } from '@better-auth/core/db/adapter';

/**
 * Session tokens are kept as SHA-256 hashes, in the database and in Redis: the cookie carries the only copy of a
 * token (docs/decisions/0011). better-auth has no option for it, so its database adapter and its secondary storage
 * are wrapped: every token it writes or looks up is hashed on the way in, and the rows it reads back carry the raw
 * token where the caller presented one.
 *
 * A row that was not looked up by its token (the sessions of a user, for list-sessions or revoke-other-sessions)
 * comes back with the stored hash, and that hash may be handed back to find or revoke the session: a value that
 * has the form of a hash is taken as one. Raw tokens never have that form (better-auth draws 32 letters and
 * digits), and a hash presented as the request's own session cookie is hashed again, so a copy of the stored
 * hashes does not sign anybody in.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const storedForm = /^[0-9a-f]{64}$/;

/** What is stored for a token: its hash, or the value itself when it is a stored hash already. */
export function storedSessionToken(token: string): string {
  return storedForm.test(token) ? token : hashSessionToken(token);
}

/** The session token the request being answered carries in its signed cookie, if any. */
async function requestSessionToken(): Promise<string | null> {
  const endpoint = tryGetCurrentAuthEndpointContext();
  if (!endpoint?.getSignedCookie) return null;
  const { authCookies, secret } = endpoint.context;
  try {
    return (await endpoint.getSignedCookie(authCookies.sessionToken.name, secret)) || null;
  } catch {
    return null;
  }
}

/**
 * How the tokens of one call are translated: `store` gives what is kept for a token that better-auth hands over,
 * `restore` what better-auth gets back for a stored value.
 */
class TokenTranslation {
  private readonly raw = new Map<string, string>();

  private constructor(private readonly caller: string | null) {
    if (caller) this.raw.set(hashSessionToken(caller), caller);
  }

  static async forRequest(): Promise<TokenTranslation> {
    return new TokenTranslation(await requestSessionToken());
  }

  store(token: string): string {
    if (storedForm.test(token) && token !== this.caller) return token;
    const hash = hashSessionToken(token);
    this.raw.set(hash, token);
    return hash;
  }

  restore(stored: string): string {
    return this.raw.get(stored) ?? stored;
  }
}

const isSessionModel = (model: string) => model === 'session' || model === 'sessions';

function storeWhere(where: Where[] | undefined, tokens: TokenTranslation): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== 'token') return clause;
    if (typeof clause.value === 'string') return { ...clause, value: tokens.store(clause.value) };
    if (Array.isArray(clause.value) && clause.value.every((value) => typeof value === 'string'))
      return { ...clause, value: (clause.value as string[]).map((value) => tokens.store(value)) };
    return clause;
  });
}

function storeData<T>(data: T, tokens: TokenTranslation): T {
  if (!data || typeof data !== 'object' || !('token' in data) || typeof data.token !== 'string') return data;
  return { ...data, token: tokens.store(data.token) };
}

function restoreRow<T>(row: T, tokens: TokenTranslation): T {
  if (!row || typeof row !== 'object' || !('token' in row) || typeof row.token !== 'string') return row;
  return { ...row, token: tokens.restore(row.token) };
}

function wrapAdapter(adapter: DBAdapter): DBAdapter {
  return {
    ...adapter,
    async create(call) {
      if (!isSessionModel(call.model)) return adapter.create(call);
      const tokens = await TokenTranslation.forRequest();
      return restoreRow(await adapter.create({ ...call, data: storeData(call.data, tokens) }), tokens);
    },
    async findOne(call) {
      if (!isSessionModel(call.model)) return adapter.findOne(call);
      const tokens = await TokenTranslation.forRequest();
      const where = storeWhere(call.where, tokens) ?? [];
      return restoreRow(await adapter.findOne({ ...call, where }), tokens);
    },
    async findMany<T>(call: Parameters<DBAdapter['findMany']>[0]) {
      if (!isSessionModel(call.model)) return adapter.findMany(call);
      const tokens = await TokenTranslation.forRequest();
      const rows = await adapter.findMany<T>({ ...call, where: storeWhere(call.where, tokens) });
      return rows.map((row) => restoreRow(row, tokens));
    },
    async count(call) {
      if (!isSessionModel(call.model)) return adapter.count(call);
      const tokens = await TokenTranslation.forRequest();
      return adapter.count({ ...call, where: storeWhere(call.where, tokens) });
    },
    async update<T>(call: Parameters<DBAdapter['update']>[0]) {
      if (!isSessionModel(call.model)) return adapter.update(call);
      const tokens = await TokenTranslation.forRequest();
      const where = storeWhere(call.where, tokens) ?? [];
      const updated = await adapter.update<T>({ ...call, where, update: storeData(call.update, tokens) });
      return restoreRow(updated, tokens);
    },
    async updateMany(call) {
      if (!isSessionModel(call.model)) return adapter.updateMany(call);
      const tokens = await TokenTranslation.forRequest();
      const where = storeWhere(call.where, tokens) ?? [];
      return adapter.updateMany({ ...call, where, update: storeData(call.update, tokens) });
    },
    async delete(call) {
      if (!isSessionModel(call.model)) return adapter.delete(call);
      const tokens = await TokenTranslation.forRequest();
      return adapter.delete({ ...call, where: storeWhere(call.where, tokens) ?? [] });
    },
    async deleteMany(call) {
      if (!isSessionModel(call.model)) return adapter.deleteMany(call);
      const tokens = await TokenTranslation.forRequest();
      return adapter.deleteMany({ ...call, where: storeWhere(call.where, tokens) ?? [] });
    },
    async consumeOne(call) {
      if (!isSessionModel(call.model)) return adapter.consumeOne(call);
      const tokens = await TokenTranslation.forRequest();
      const where = storeWhere(call.where, tokens) ?? [];
      return restoreRow(await adapter.consumeOne({ ...call, where }), tokens);
    },
    async incrementOne(call) {
      if (!isSessionModel(call.model)) return adapter.incrementOne(call);
      const tokens = await TokenTranslation.forRequest();
      const where = storeWhere(call.where, tokens) ?? [];
      const set = call.set && storeData(call.set, tokens);
      return restoreRow(await adapter.incrementOne({ ...call, where, set }), tokens);
    },
    transaction: (callback) => adapter.transaction((trx) => callback(wrapAdapter(trx as DBAdapter))),
  };
}

/** better-auth's database adapter, keeping the hash of each session token instead of the token. */
export function hashSessionTokens(instance: DBAdapterInstance): DBAdapterInstance {
  return (options) => wrapAdapter(instance(options));
}

// Keys of better-auth's secondary storage that are not session tokens; every other key is one.
const keyPrefixes = ['active-sessions-', 'revoked-sessions-before-', 'verification:', 'dpop-proof:'];
const activeSessionsPrefix = 'active-sessions-';

const isTokenKey = (key: string) => !keyPrefixes.some((prefix) => key.startsWith(prefix));
/** Keys whose names or values hold tokens; the others (verification values, revocation times) pass unchanged. */
const holdsTokens = (key: string) => isTokenKey(key) || key.startsWith(activeSessionsPrefix);

interface SessionReference {
  token?: unknown;
}
interface StoredSession {
  session?: SessionReference;
}

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * Rewrites the tokens inside a stored value: the session entry keyed by a token (`{session: {token}, user}`) and
 * a user's list of sessions (`[{token, expiresAt}]`). Other values pass unchanged.
 */
function mapTokens(key: string, value: unknown, translate: (token: string) => string): unknown {
  const parsed = parse(value);
  if (parsed === undefined || parsed === null) return value;
  let mapped: unknown;
  if (isTokenKey(key)) {
    const entry = parsed as StoredSession;
    if (typeof entry !== 'object' || typeof entry.session?.token !== 'string') return value;
    mapped = { ...entry, session: { ...entry.session, token: translate(entry.session.token) } };
  } else if (key.startsWith(activeSessionsPrefix) && Array.isArray(parsed)) {
    mapped = parsed.map((reference: SessionReference) =>
      reference && typeof reference.token === 'string'
        ? { ...reference, token: translate(reference.token) }
        : reference,
    );
  } else return value;
  return typeof value === 'string' ? JSON.stringify(mapped) : mapped;
}

/** better-auth's secondary storage, keeping sessions under the hash of their token and never the token itself. */
export function hashSessionTokensInStorage(storage: SecondaryStorage): SecondaryStorage {
  const storedKey = (key: string, tokens: TokenTranslation) => (isTokenKey(key) ? tokens.store(key) : key);
  return {
    async get(key) {
      if (!holdsTokens(key)) return storage.get(key);
      const tokens = await TokenTranslation.forRequest();
      const value = await storage.get(storedKey(key, tokens));
      return mapTokens(key, value, (token) => tokens.restore(token));
    },
    async getAndDelete(key) {
      if (!holdsTokens(key)) return storage.getAndDelete(key);
      const tokens = await TokenTranslation.forRequest();
      const value = await storage.getAndDelete(storedKey(key, tokens));
      return mapTokens(key, value, (token) => tokens.restore(token));
    },
    async increment(key, ttl) {
      if (!holdsTokens(key)) return storage.increment(key, ttl);
      const tokens = await TokenTranslation.forRequest();
      return storage.increment(storedKey(key, tokens), ttl);
    },
    async set(key, value, ttl) {
      if (!holdsTokens(key)) return storage.set(key, value, ttl);
      const tokens = await TokenTranslation.forRequest();
      const stored = mapTokens(key, value, (token) => tokens.store(token));
      return storage.set(storedKey(key, tokens), typeof stored === 'string' ? stored : value, ttl);
    },
    async delete(key) {
      if (!holdsTokens(key)) return storage.delete(key);
      const tokens = await TokenTranslation.forRequest();
      return storage.delete(storedKey(key, tokens));
    },
  };
}
