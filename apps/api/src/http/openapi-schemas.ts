import { z } from '@hono/zod-openapi';

export const errorSchema = z
  .object({
    error: z.string().describe('What went wrong, in English'),
    code: z.string().describe('Stable key'),
  })
  .openapi('Error');

const errorDescriptions = {
  400: 'The request is malformed or breaks an input rule; `code` is the rule',
  401: 'Missing or wrong credentials',
  403: 'Not allowed: wrong role, missing two-factor authentication, a foreign Origin, or a device whose owner accepts playlists only from their dashboard',
  404: 'No such resource',
  409: 'Conflicts with what is stored',
  413: 'The body is larger than 1 MB',
  422: 'Well-formed, but refused by a rule about what is stored or by an earlier request; `code` is the rule',
  423: 'Locked by parental control (`parental_locked`): unlock the device with its PIN or the account password first',
  429: 'Too many requests; see Retry-After',
  502: 'The payment provider failed',
  503: 'A service the API depends on does not answer',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;

/** OpenAPI entries for the error answers a route may give. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  type Entry = { description: string; content: { 'application/json': { schema: typeof errorSchema } } };
  const entries: Partial<Record<S, Entry>> = {};
  for (const status of statuses) {
    entries[status] = {
      description: errorDescriptions[status],
      content: { 'application/json': { schema: errorSchema } },
    };
  }
  return entries as Record<S, Entry>;
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** A JSON answer of an operation, described. */
export function jsonResponse<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } };
}

/** A route's `{id}` path parameter, with what the id is. */
export function idPathParams(description: string) {
  return z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, description }) });
}

/**
 * A list's `id` filter, as ra-data-simple-rest's `getMany` sends it: one id, or up to 1,000 of them, each at most
 * `maxLength` characters.
 */
export function idListFilter(maxLength = 100) {
  return z.union([z.string().max(maxLength), z.array(z.string().max(maxLength)).max(1000)]).optional();
}

const etagHeader = {
  ETag: {
    description:
      'Names this version of the answer: send it back in `If-None-Match` to be answered 304 while unchanged',
    required: true,
    schema: { type: 'string' as const },
  },
};

/** A read that caches keep and ask again: the `If-None-Match` it takes. */
export const ifNoneMatchHeaders = z.object({
  'if-none-match': z.string().max(200).optional().describe('The `ETag` of the version the client holds'),
});

/** The answers of a read that carries an ETag: its JSON with the ETag, or 304 without a body while unchanged. */
export function cachedJsonResponses<T extends z.ZodType>(description: string, schema: T) {
  return {
    200: { description, headers: etagHeader, content: { 'application/json': { schema } } },
    304: { description: 'Unchanged since the version `If-None-Match` names; no body', headers: etagHeader },
  };
}
