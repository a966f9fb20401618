import { createRoute, z } from '@hono/zod-openapi';
import {
  allowedCharacters,
  whitelistRecordSchema,
  whitelistVerificationReasonSchema,
} from '@vela/validation';
import { listQuerySchema } from '../../../http/admin-list.ts';
import {
  errorResponses,
  idPathParams,
  jsonResponse as json,
  jsonBody,
} from '../../../http/openapi-schemas.ts';
import { whitelistSortFields } from '../../../store/whitelist.ts';

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

export const filterSchema = z.object({
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

export const listRoute = createRoute({
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

export const getRoute = createRoute({
  method: 'get',
  path: '/admin/whitelist/{id}',
  operationId: 'getWhitelistEntry',
  security: [{ session: [] }],
  tags,
  summary: 'One whitelist entry',
  request: { params: idParams },
  responses: { 200: json('The entry', entrySchema), ...errorResponses(401, 403, 404) },
});

export const createEntryRoute = createRoute({
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

export const updateRoute = createRoute({
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

export const deleteRoute = createRoute({
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

export const regenerateRoute = createRoute({
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

export const verifyRoute = createRoute({
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

const reasonBody = jsonBody(whitelistVerificationReasonSchema);

export const operatorVerifyRoute = createRoute({
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

export const withdrawRoute = createRoute({
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
