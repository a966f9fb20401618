import type { RouteHandler } from '@hono/zod-openapi';
import type {
  ErrorBody,
  WhitelistCheckRefusal,
  WhitelistConflictCode,
  WhitelistVerificationConflictCode,
} from '@vela/api-client';
import hostsTexts from '@vela/locales/en/hosts.json';
import type { Context } from 'hono';
import { errorBody } from '../../../auth/auth-errors.ts';
import { isUuid } from '../../../db/uuid.ts';
import type { AppDeps } from '../../../deps.ts';
import { setContentRange } from '../../../http/admin-list.ts';
import { clientAddress } from '../../../http/client-address.ts';
import { rateLimited } from '../../../http/rate-limit.ts';
import type { UserVariables } from '../../../http/require-user.ts';
import { checkVerificationUrls } from '../../../outbound/verification-check.ts';
import {
  type AddressTaken,
  createWhitelistEntry,
  deleteWhitelistEntry,
  getWhitelistEntry,
  listWhitelist,
  regenerateWhitelistCode,
  updateWhitelistEntry,
  type WhitelistFilter,
  type WhitelistScope,
} from '../../../store/whitelist.ts';
import { entryForCheck, markVerified, withdrawVerification } from '../../../store/whitelist-verification.ts';
import type {
  createEntryRoute,
  deleteRoute,
  getRoute,
  listRoute,
  operatorVerifyRoute,
  regenerateRoute,
  updateRoute,
  verifyRoute,
  withdrawRoute,
} from './whitelist.routes.ts';
import { filterSchema } from './whitelist.routes.ts';

type Env = { Variables: UserVariables };

/** Checks a person may start per minute: each sends a request to every address of the entry. */
const checksPerMinute = 10;

/** The filter a request asked for; ids that cannot name an entry match nothing. */
function toFilter(raw: Record<string, unknown>): WhitelistFilter | undefined {
  const parsed = filterSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const { q, id, verified } = parsed.data;
  return {
    ...(q ? { q } : {}),
    ...(id === undefined ? {} : { ids: (Array.isArray(id) ? id : [id]).filter((value) => isUuid(value)) }),
    ...(verified === undefined ? {} : { verified }),
  };
}

function scopeOf(c: Context<Env>): WhitelistScope {
  const user = c.get('user');
  return { userId: user.id, everything: user.role === 'operator' };
}

const conflictCodes = {
  host: 'host_taken',
  backup_host: 'backup_host_taken',
} as const satisfies Record<'host' | 'backup_host', WhitelistConflictCode>;

/** 409 with the code of the field whose address the owner already lists on another entry. */
function conflict({ field }: AddressTaken): ErrorBody {
  const code = conflictCodes[field];
  return { error: hostsTexts.errors[code], code };
}

const verifiedElsewhere: ErrorBody & { code: WhitelistVerificationConflictCode } = {
  error: hostsTexts.errors.host_verified_elsewhere,
  code: 'host_verified_elsewhere',
};

const staleCheck: WhitelistCheckRefusal = {
  error: hostsTexts.errors.verification_stale,
  code: 'verification_stale',
  checks: [],
};

const notFound = () => errorBody('not_found');

export function listHandler(deps: AppDeps): RouteHandler<typeof listRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { filter, ...page } = c.req.valid('query');
    const parsed = toFilter(filter);
    if (!parsed) return c.json(errorBody('invalid_request'), 400);
    const { rows, total } = await listWhitelist(db, scopeOf(c), page, parsed);
    setContentRange(c, 'whitelist', page.offset, rows.length, total);
    return c.json(rows, 200);
  };
}

export function getHandler(deps: AppDeps): RouteHandler<typeof getRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { id } = c.req.valid('param');
    const entry = isUuid(id) ? await getWhitelistEntry(db, scopeOf(c), id) : undefined;
    return entry ? c.json(entry, 200) : c.json(notFound(), 404);
  };
}

export function createEntryHandler(deps: AppDeps): RouteHandler<typeof createEntryRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const result = await createWhitelistEntry(
      db,
      scopeOf(c),
      c.req.valid('json'),
      clientAddress(c, deps.env),
    );
    if (result.outcome === 'saved') return c.json(result.entry, 201);
    return c.json(conflict(result), 409);
  };
}

export function updateHandler(deps: AppDeps): RouteHandler<typeof updateRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { id } = c.req.valid('param');
    if (!isUuid(id)) return c.json(notFound(), 404);
    const result = await updateWhitelistEntry(
      db,
      scopeOf(c),
      id,
      c.req.valid('json'),
      clientAddress(c, deps.env),
    );
    if (result.outcome === 'saved') return c.json(result.entry, 200);
    if (result.outcome === 'not_found') return c.json(notFound(), 404);
    return c.json(conflict(result), 409);
  };
}

export function deleteHandler(deps: AppDeps): RouteHandler<typeof deleteRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { id } = c.req.valid('param');
    const entry = isUuid(id)
      ? await deleteWhitelistEntry(db, scopeOf(c), id, clientAddress(c, deps.env))
      : undefined;
    return entry ? c.json(entry, 200) : c.json(notFound(), 404);
  };
}

export function regenerateHandler(deps: AppDeps): RouteHandler<typeof regenerateRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { id } = c.req.valid('param');
    const entry = isUuid(id)
      ? await regenerateWhitelistCode(db, scopeOf(c), id, clientAddress(c, deps.env))
      : undefined;
    return entry ? c.json(entry, 200) : c.json(notFound(), 404);
  };
}

export function verifyHandler(deps: AppDeps): RouteHandler<typeof verifyRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { id } = c.req.valid('param');
    const scope = scopeOf(c);
    const found = isUuid(id) ? await entryForCheck(db, scope, id) : undefined;
    if (!found) return c.json(notFound(), 404);
    const { entry } = found;
    if (entry.verified_at) return c.json(entry, 200);
    if (found.verifiedElsewhere) return c.json(verifiedElsewhere, 409);
    // Counted per person before anything is fetched: the server's requests are not theirs to multiply.
    const hit = await deps.rateLimitStore.hit(
      `whitelist_verify:user:${scope.userId}`,
      60_000,
      checksPerMinute,
    );
    if (hit.count > checksPerMinute) return rateLimited(c, Math.max(1, hit.resetAt - Date.now()));
    // Fetched outside any transaction: nothing is locked while a server takes its time to answer.
    const addresses = entry.backup_host === null ? [entry.host] : [entry.host, entry.backup_host];
    const checks = await checkVerificationUrls(
      deps.outbound,
      addresses.map((address, index) => ({ address, url: entry.verification_urls[index] ?? '' })),
      entry.verification_token,
    );
    const failed = checks.find((check) => !check.ok);
    if (failed?.code) {
      deps.logger.info('whitelist.verification_failed', {
        entry: entry.id,
        checks: checks.map(({ address, code, detail }) => ({ address, code, detail })),
      });
      const refusal: WhitelistCheckRefusal = {
        error: hostsTexts.errors[failed.code],
        code: failed.code,
        checks: checks.map((check) => ({
          ...check,
          error: check.code ? hostsTexts.errors[check.code] : null,
        })),
      };
      return c.json(refusal, 422);
    }
    const result = await markVerified(
      db,
      scope,
      id,
      { via: 'http', actorId: scope.userId },
      deps.now(),
      clientAddress(c, deps.env),
      entry,
    );
    if (result.outcome === 'stale') return c.json(staleCheck, 422);
    if (result.outcome === 'verified_elsewhere') return c.json(verifiedElsewhere, 409);
    if (result.outcome === 'not_found') return c.json(notFound(), 404);
    return c.json(result.entry, 200);
  };
}

export function operatorVerifyHandler(deps: AppDeps): RouteHandler<typeof operatorVerifyRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { id } = c.req.valid('param');
    if (!isUuid(id)) return c.json(notFound(), 404);
    const { reason } = c.req.valid('json');
    const operator = c.get('user').id;
    const result = await markVerified(
      db,
      { userId: operator, everything: true },
      id,
      { via: 'operator', actorId: operator, reason },
      deps.now(),
      clientAddress(c, deps.env),
    );
    if (result.outcome === 'verified_elsewhere') return c.json(verifiedElsewhere, 409);
    return 'entry' in result ? c.json(result.entry, 200) : c.json(notFound(), 404);
  };
}

export function withdrawHandler(deps: AppDeps): RouteHandler<typeof withdrawRoute, Env> {
  const { db } = deps.database;
  return async (c) => {
    const { id } = c.req.valid('param');
    if (!isUuid(id)) return c.json(notFound(), 404);
    const { reason } = c.req.valid('json');
    const result = await withdrawVerification(db, c.get('user').id, id, reason, clientAddress(c, deps.env));
    return 'entry' in result ? c.json(result.entry, 200) : c.json(notFound(), 404);
  };
}
