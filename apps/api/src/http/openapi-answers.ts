/**
 * The answers every operation can give because of what runs before or around its handler, added to the
 * description the routes declare, so that each rule is written once beside the middleware that applies it:
 *
 * - every answer carries `X-Request-Id` (`request-log.ts`);
 * - a request with a body over 1 MB is refused with 413 (`body-size.ts`), on every method but GET and HEAD;
 * - a JSON body in another media type is refused with 415, and a malformed one with 400;
 * - an operation with parameters or a body refuses what breaks their rules with 400;
 * - a signed-in operation answers 401 without a session and 403 for a foreign Origin, a role that may not use
 *   it or an operator without two-factor authentication (`require-user.ts`), and its writes are counted
 *   per account (429, `limits.ts`); an API key's operation answers 401 without a valid key and 429 over its
 *   limit (`api-key-auth.ts`);
 * - while PostgreSQL or Redis is out of reach, or the process is stopping, any operation answers 503
 *   (`unavailable.ts`), and an unexpected failure is 500 `internal` (`app.ts`);
 * - 429 and 503 say when to try again in `Retry-After`; a list says its total in `Content-Range`.
 */

type Json = Record<string, unknown>;

interface ResponseObject {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
}

interface Operation {
  parameters?: { name?: string; in?: string }[];
  requestBody?: { content?: Record<string, unknown> };
  security?: Record<string, unknown>[];
  responses: Record<string, ResponseObject | { $ref: string }>;
}

interface Described {
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

const headers: Record<string, Json> = {
  'X-Request-Id': {
    description:
      'The id of this request, also in the server’s log line for it: quote it when asking support about an answer',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  },
  'Retry-After': {
    description:
      'Seconds to wait before trying again; after a 429 `rate_limited`, until the limit’s sliding window (`RATE_LIMIT_WINDOW_SECONDS`) has room for the request again',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  'Content-Range': {
    description: 'Which items of how many this page holds, as `items 0-24/319` (ra-data-simple-rest)',
    required: true,
    schema: { type: 'string', pattern: '^items (\\d+-\\d+|\\*)/\\d+$' },
  },
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

const shared: Record<string, { status: string; description: string; retry?: boolean }> = {
  Invalid: {
    status: '400',
    description:
      'The request breaks an input rule (`code` names it: `invalid_type`, `too_long`, …), its JSON is malformed (`malformed_json`) or a path parameter is too long',
  },
  Unauthenticated: { status: '401', description: 'No valid session or API key' },
  Forbidden: {
    status: '403',
    description:
      'Not allowed: a role that may not use this, an operator without two-factor authentication, or a write from a foreign `Origin`',
  },
  TooLarge: { status: '413', description: 'The body is larger than 1 MB (`payload_too_large`)' },
  NotJson: {
    status: '415',
    description: 'The body is not sent as `application/json` (`unsupported_media_type`)',
  },
  TooMany: {
    status: '429',
    description: 'Too many requests (`rate_limited`): see `Retry-After`',
    retry: true,
  },
  Failed: {
    status: '500',
    description:
      'The server failed unexpectedly (`internal`); what the request would have changed is not half done, and the failure is logged under `X-Request-Id`',
  },
  Unavailable: {
    status: '503',
    description:
      'PostgreSQL or Redis is out of reach, or this process is stopping (`service_unavailable`): try again after `Retry-After`, on this or another process',
    retry: true,
  },
};

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

function isReference(value: unknown): value is { $ref: string } {
  return typeof (value as { $ref?: unknown } | null)?.$ref === 'string';
}

/** Adds what the shared middleware answers to every operation of `document`, in place, and returns it. */
export function completeAnswers<T extends object>(described: T): T {
  const document = described as Described;
  document.components ??= {};
  const components = document.components;
  components.headers = { ...(components.headers ?? {}), ...headers };
  const responses: Record<string, unknown> = { ...(components.responses ?? {}) };
  for (const [name, { description, retry }] of Object.entries(shared)) {
    responses[name] = {
      description,
      headers: {
        'X-Request-Id': headerRef('X-Request-Id'),
        ...(retry ? { 'Retry-After': headerRef('Retry-After') } : {}),
      },
      content: errorContent,
    };
  }
  components.responses = responses;
  const used = new Set<string>();

  for (const item of Object.values(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      const operation = value as Operation;
      const add = (name: keyof typeof shared) => {
        const status = shared[name]?.status as string;
        const own = operation.responses[status];
        // A route that describes the status itself keeps its words; the headers are the middleware's.
        if (own && !isReference(own)) return;
        operation.responses[status] = ref(name);
        used.add(name);
      };
      // Only where a credential is required: `{}` among the requirements means the operation also answers without.
      const security = operation.security ?? [];
      const required = security.length > 0 && security.every((scheme) => Object.keys(scheme).length > 0);
      const session = required && security.some((scheme) => 'session' in scheme);
      const apiKey = required && security.some((scheme) => 'apiKey' in scheme);
      const write = method !== 'get' && method !== 'head';
      const jsonBody = Boolean(operation.requestBody?.content?.['application/json']);
      if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) add('Invalid');
      if (session || apiKey) add('Unauthenticated');
      if (session) add('Forbidden');
      if (write) add('TooLarge');
      if (jsonBody) add('NotJson');
      if (apiKey || (session && write)) add('TooMany');
      add('Failed');
      add('Unavailable');
      const lists = operation.parameters?.some(
        (parameter) => parameter.name === 'range' && parameter.in === 'query',
      );
      for (const [status, response] of Object.entries(operation.responses)) {
        if (isReference(response)) continue;
        response.headers = { ...(response.headers ?? {}), 'X-Request-Id': headerRef('X-Request-Id') };
        if (status === '429' || status === '503') response.headers['Retry-After'] = headerRef('Retry-After');
        if (lists && status === '200') response.headers['Content-Range'] = headerRef('Content-Range');
      }
    }
  }
  for (const name of Object.keys(shared)) if (!used.has(name)) delete responses[name];
  return described;
}
