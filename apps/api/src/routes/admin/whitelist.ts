import { createRoute, z } from '@hono/zod-openapi';
import type {
  ErrorBody,
  WhitelistCheckRefusal,
  WhitelistConflictCode,
  WhitelistVerificationConflictCode,
} from '@vela/api-client';
import hostsTexts from '@vela/locales/en/hosts.json';
import {
  allowedCharacters,
  whitelistRecordSchema,
  whitelistVerificationReasonSchema,
} from '@vela/validation';
import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from '../../auth/auth-errors.ts';
import { isUuid } from '../../db/uuid.ts';
import type { AppDeps } from '../../deps.ts';
import { listQuerySchema, setContentRange } from '../../http/admin-list.ts';
import { createRouter } from '../../http/api-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { errorResponses, idPathParams, jsonResponse as json, jsonBody } from '../../http/openapi-schemas.ts';
import { rateLimited } from '../../http/rate-limit.ts';
import { requireRole, type UserVariables } from '../../http/require-user.ts';
import { checkVerificationUrls } from '../../outbound/verification-check.ts';
import {
  type AddressTaken,
  createWhitelistEntry,
  deleteWhitelistEntry,
  entryForCheck,
  getWhitelistEntry,
  listWhitelist,
  markVerified,
  regenerateWhitelistCode,
  updateWhitelistEntry,
  type WhitelistFilter,
  type WhitelistScope,
  whitelistSortFields,
  withdrawVerification,
} from '../../store/whitelist.ts';

const tags = ['Dashboard: whitelist'];

const entrySchema = z
  .object({
    id: z.string().uuid(),
    host: z.string().describe('`scheme://hostname[:port]`, lower case'),
    backup_host: z.string().nullable().describe('A second address of the same form, or null'),
    code: z.number().int().describe('Six digits, chosen by the server, that clients type in My List'),
    playlists: z
      .number()
      .int()
      .describe(
        "How many playlists the entry stands for: added with its code, or playing from one of its addresses and in its owner's reach (all of them once the entry is verified; before that only those its owner's code or API key added)",
      ),
    owner_id: z.string().uuid().describe('The reseller who keeps the entry'),
    owner_email: z.string().nullable(),
    verification_token: z
      .string()
      .describe('What every address must serve, alone, at its verification URL to verify the entry'),
    verification_urls: z
      .array(z.string())
      .describe('`{address}/.well-known/vela-player-verification.txt` for the host and the backup host'),
    verified_at: z
      .string()
      .nullable()
      .describe(
        "ISO 8601: when the addresses were proven to be the owner's; null while not verified (then the entry reaches only the playlists its owner added with its code or API key)",
      ),
    verified_via: z
      .enum(['http', 'dns', 'operator'])
      .nullable()
      .describe('`http`: every address served the token; `operator`: an operator verified it by hand'),
    created_at: z.string().describe('ISO 8601'),
    updated_at: z.string().describe('ISO 8601'),
  })
  .openapi('WhitelistEntry');

/** Why one address did not prove an entry: a key of the `hosts` texts' `errors`. */
const checkFailureCodes = [
  'verification_unreachable',
  'verification_timed_out',
  'verification_token_not_found',
  'verification_redirected',
  'verification_address_not_allowed',
] as const;

const addressCheckSchema = z
  .object({
    address: z.string(),
    url: z.string(),
    ok: z.boolean(),
    code: z.enum(checkFailureCodes).nullable(),
    error: z.string().nullable(),
    detail: z.string().nullable().describe('HTTP status, redirect target, refused address or system error'),
  })
  .openapi('WhitelistAddressCheck');

const checkRefusalSchema = z
  .object({
    error: z.string(),
    code: z
      .enum([...checkFailureCodes, 'verification_stale'])
      .describe("The first failing address's reason; `verification_stale` when the entry changed meanwhile"),
    checks: z.array(addressCheckSchema),
  })
  .openapi('WhitelistCheckRefusal');

const idParams = idPathParams('The entry id (a UUID)');

const recordBody = jsonBody(whitelistRecordSchema);

const filterSchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .refine(...allowedCharacters())
    .optional(),
  id: z.union([z.string(), z.array(z.string())]).optional(),
  verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional(),
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/whitelist',
  operationId: 'listWhitelistEntries',
  security: [{ session: [] }],
  tags,
  summary: "The caller's whitelist (an operator's: every reseller's), one page",
  description:
    "ra-data-simple-rest conventions. Filters: `q` (part of the host, the backup host or the code; for operators also of the owner's e-mail address), `id` (a list), `verified` (true or false).",
  request: {
    query: listQuerySchema(whitelistSortFields, { field: 'created_at', order: 'desc' }, filterSchema),
  },
  responses: {
    200: json('One page; `Content-Range` gives the total', z.array(entrySchema)),
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/whitelist/{id}',
  operationId: 'getWhitelistEntry',
  security: [{ session: [] }],
  tags,
  summary: 'One whitelist entry',
  request: { params: idParams },
  responses: { 200: json('The entry', entrySchema), ...errorResponses(401, 403, 404) },
});

const createEntryRoute = createRoute({
  method: 'post',
  path: '/admin/whitelist',
  operationId: 'createWhitelistEntry',
  security: [{ session: [] }],
  tags,
  summary: 'Adds a host, with an optional backup host, to the whitelist; the server draws its 6-digit code',
  description:
    "Both addresses follow the host rule (protocol, host name and optional port only). The entry starts not verified, with a token to serve at each address (`POST /admin/whitelist/{id}/verify`); until then it reaches only the playlists added with its code or the caller's API key. Other resellers may list the same address; an address the caller already lists, as host or backup of another of their entries, answers 409 `host_taken` (the host) or `backup_host_taken` (the backup host).",
  request: { body: recordBody },
  responses: { 201: json('Added, with its code', entrySchema), ...errorResponses(400, 401, 403, 409) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/whitelist/{id}',
  operationId: 'updateWhitelistEntry',
  security: [{ session: [] }],
  tags,
  summary: "Replaces an entry's addresses (the whole record); its code stays",
  description:
    "The playlists added with its code follow at once: their stored host changes in the same transaction, and devices get the new addresses at their next sync. A changed address ends the entry's verification. Conflicts as for create.",
  request: { params: idParams, body: recordBody },
  responses: { 200: json('Replaced', entrySchema), ...errorResponses(400, 401, 403, 404, 409) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/whitelist/{id}',
  operationId: 'deleteWhitelistEntry',
  security: [{ session: [] }],
  tags,
  summary: 'Removes an entry, answering it as it was',
  description:
    'Playlists added with its code keep their current host and are no longer linked to an entry. The code stops working at once.',
  request: { params: idParams },
  responses: { 200: json('Removed', entrySchema), ...errorResponses(401, 403, 404) },
});

const regenerateRoute = createRoute({
  method: 'post',
  path: '/admin/whitelist/{id}/regenerate-code',
  operationId: 'regenerateWhitelistCode',
  security: [{ session: [] }],
  tags,
  summary: 'Gives an entry a new 6-digit code',
  description:
    'The old code stops working at once for new playlists; the playlists added with it stay linked to the entry.',
  request: { params: idParams },
  responses: { 200: json('The entry with its new code', entrySchema), ...errorResponses(401, 403, 404) },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/admin/whitelist/{id}/verify',
  operationId: 'verifyWhitelistEntry',
  security: [{ session: [] }],
  tags,
  summary: 'Checks that every address of the entry serves its token, and verifies the entry if so',
  description:
    "The server fetches `{address}/.well-known/vela-player-verification.txt` for the host and the backup host (a few seconds at most, a small body, no redirects followed, never a private, loopback or link-local address) and verifies the entry when each answers 200 with `verification_token` alone. A verified entry reaches every playlist on its addresses, plays them licence-free and may receive host moves. 422 says why an address did not prove it (`checks` has each address's result); 409 `host_verified_elsewhere` when another entry has one of its addresses verified. An entry already verified is answered as it is.",
  request: { params: idParams },
  responses: {
    200: json('The entry, verified', entrySchema),
    422: json('Not verified: why, per address', checkRefusalSchema),
    ...errorResponses(401, 403, 404, 409, 429),
  },
});

/** Checks a person may start per minute: each sends a request to every address of the entry. */
const checksPerMinute = 10;

const reasonBody = jsonBody(whitelistVerificationReasonSchema);

const operatorVerifyRoute = createRoute({
  method: 'post',
  path: '/admin/whitelist/{id}/operator-verify',
  operationId: 'operatorVerifyWhitelistEntry',
  security: [{ session: [] }],
  tags,
  summary: 'An operator verifies an entry by hand, with a reason (operators only)',
  description:
    'For a provider whose addresses cannot serve the token. The reason is kept in the audit log. 409 `host_verified_elsewhere` when another entry has one of its addresses verified; an entry already verified is answered as it is.',
  request: { params: idParams, body: reasonBody },
  responses: { 200: json('The entry, verified', entrySchema), ...errorResponses(400, 401, 403, 404, 409) },
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/admin/whitelist/{id}/withdraw-verification',
  operationId: 'withdrawWhitelistVerification',
  security: [{ session: [] }],
  tags,
  summary: "An operator withdraws an entry's verification, with a reason (operators only)",
  description:
    "The entry then reaches only the playlists added with its code or its owner's API key, until it is verified again. The reason is kept in the audit log.",
  request: { params: idParams, body: reasonBody },
  responses: { 200: json('The entry, not verified', entrySchema), ...errorResponses(400, 401, 403, 404) },
});

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

function scopeOf(c: Context<{ Variables: UserVariables }>): WhitelistScope {
  const user = c.get('user');
  return { userId: user.id, everything: user.role === 'operator' };
}

/** Resellers keep a whitelist, operators oversee every one; a customer's role has no right to it. */
const resellersAndOperators: MiddlewareHandler<{ Variables: UserVariables }> = async (c, next) => {
  const { role } = c.get('user');
  if (role !== 'reseller' && role !== 'operator') return c.json(errorBody('not_authorized'), 403);
  await next();
};

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

/**
 * `/api/admin/whitelist`: a reseller's hosts and their codes (operators: everyone's). Every statement carries
 * the owner in its `where`, so another reseller's entry is simply not found; every change is audited in
 * its transaction.
 */
export function whitelistRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notFound = () => errorBody('not_found');
  const router = createRouter<{ Variables: UserVariables }>();
  router.use('/admin/whitelist', resellersAndOperators);
  router.use('/admin/whitelist/*', resellersAndOperators);
  // Resellers never set their own verification but by serving the token.
  router.use('/admin/whitelist/:id/operator-verify', requireRole(['operator']));
  router.use('/admin/whitelist/:id/withdraw-verification', requireRole(['operator']));

  return router
    .openapi(listRoute, async (c) => {
      const { filter, ...page } = c.req.valid('query');
      const parsed = toFilter(filter);
      if (!parsed) return c.json(errorBody('invalid_request'), 400);
      const { rows, total } = await listWhitelist(db, scopeOf(c), page, parsed);
      setContentRange(c, 'whitelist', page.offset, rows.length, total);
      return c.json(rows, 200);
    })
    .openapi(getRoute, async (c) => {
      const { id } = c.req.valid('param');
      const entry = isUuid(id) ? await getWhitelistEntry(db, scopeOf(c), id) : undefined;
      return entry ? c.json(entry, 200) : c.json(notFound(), 404);
    })
    .openapi(createEntryRoute, async (c) => {
      const result = await createWhitelistEntry(
        db,
        scopeOf(c),
        c.req.valid('json'),
        clientAddress(c, deps.env),
      );
      if (result.outcome === 'saved') return c.json(result.entry, 201);
      return c.json(conflict(result), 409);
    })
    .openapi(updateRoute, async (c) => {
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
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      const entry = isUuid(id)
        ? await deleteWhitelistEntry(db, scopeOf(c), id, clientAddress(c, deps.env))
        : undefined;
      return entry ? c.json(entry, 200) : c.json(notFound(), 404);
    })
    .openapi(regenerateRoute, async (c) => {
      const { id } = c.req.valid('param');
      const entry = isUuid(id)
        ? await regenerateWhitelistCode(db, scopeOf(c), id, clientAddress(c, deps.env))
        : undefined;
      return entry ? c.json(entry, 200) : c.json(notFound(), 404);
    })
    .openapi(verifyRoute, async (c) => {
      const { id } = c.req.valid('param');
      const scope = scopeOf(c);
      const found = isUuid(id) ? await entryForCheck(db, scope, id) : undefined;
      if (!found) return c.json(notFound(), 404);
      const { entry } = found;
      if (entry.verified_at) return c.json(entry, 200);
      if (found.verifiedElsewhere) return c.json(verifiedElsewhere, 409);
      // Counted per person before anything is fetched: the server's requests are not theirs to multiply.
      const hit = await deps.rateLimitStore.hit(`whitelist_verify:user:${scope.userId}`, 60_000);
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
    })
    .openapi(operatorVerifyRoute, async (c) => {
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
    })
    .openapi(withdrawRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) return c.json(notFound(), 404);
      const { reason } = c.req.valid('json');
      const result = await withdrawVerification(db, c.get('user').id, id, reason, clientAddress(c, deps.env));
      return 'entry' in result ? c.json(result.entry, 200) : c.json(notFound(), 404);
    });
}
