import fc from 'fast-check';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, Browser, signedInDemo } from './accounts.ts';
import { type Description, resolveReference } from './contract.ts';
import { engines, registerDevice, startTestServer, type TestServer } from './harness.ts';

/**
 * Requests generated from `/api/openapi.json` for every operation and every kind of caller (anonymous, a
 * customer, a reseller by session and by API key, an operator with two-factor authentication), some valid by
 * the description and some breaking one of its rules. Whatever comes back must be documented for that
 * operation (checked by `contract-setup.ts` on every answer), never a 5xx; a valid request is accepted, or
 * refused only for a reason of what is stored or who asks (401, 403, 404, 409, 422) or for one its description
 * names by its code, never for a rule the description does not state; a request that breaks a rule is refused. Values come from json-schema-faker,
 * seeded by fast-check so that a failure names the seed that reproduces it. Raise CONFORMANCE_RUNS, or set
 * CONFORMANCE_SEED, for a longer hunt.
 */

const runs = Number(process.env.CONFORMANCE_RUNS ?? 4);
/**
 * The same requests on every run, so that CI is deterministic; another `CONFORMANCE_SEED` (or `random`) hunts
 * with others, and a failure names the seed and path that reproduce it.
 */
const seedText = process.env.CONFORMANCE_SEED ?? 'vela';

/** A seed of its own for each operation and caller, from `seedText`. */
function seedOf(name: string): number | undefined {
  if (seedText === 'random') return undefined;
  let hash = 2166136261;
  for (const character of `${seedText} ${name}`) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619);
  return hash | 0;
}

/**
 * Operations left out, each for a reason: they end the session the run signs in with (tested in the account
 * suites), or they schedule the signed-in account's deletion.
 */
const leftOut: Record<string, string> = {
  'POST /auth/sign-out': 'ends the session the run uses',
  'POST /account/deletion': 'schedules the deletion of the account the run uses',
};

/**
 * Statuses that refuse a valid request for what is stored or who asks (documented business reasons), and 431,
 * the HTTP server's limit on the size of a request line (`info.description`): a list filter of a thousand ids
 * is valid by its schema and longer than any URL.
 */
const businessRefusals = new Set([401, 403, 404, 409, 422, 431]);

type Schema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  content?: Record<string, { schema?: Schema }>;
}

interface Operation {
  operationId?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
}

interface Request {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  /** A body of another media type than JSON (an image, a file), sent as it is. */
  raw?: { type: string; bytes: Uint8Array };
}

type Caller = (request: Request) => Promise<Answer>;
type Role = 'anonymous' | 'customer' | 'reseller' | 'resellerKey' | 'operator';

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The schema with its references to the description's components replaced by what they name. */
function dereferenced(schema: unknown, components: Schema, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((item) => dereferenced(item, components, depth));
  if (!schema || typeof schema !== 'object') return schema;
  if (typeof (schema as Schema).$ref === 'string') {
    if (depth > 4) return {};
    const target = resolveReference(components as Description['components'], schema);
    return dereferenced(target ?? {}, components, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(schema as Schema).map(([key, value]) => [key, dereferenced(value, components, depth)]),
  );
}

/** A value by the schema, from json-schema-faker with the seed fast-check chose. */
function fake(schema: Schema | undefined, components: Schema, seed: number): unknown {
  const resolved = (dereferenced(schema ?? {}, components) ?? {}) as JsonSchema;
  const options = { seed, maxDefaultItems: 2, optionalsProbability: 0.5, failOnInvalidTypes: false };
  try {
    return generateSync(resolved, { ...options, alwaysFakeOptionals: false });
  } catch {
    // A schema that needs some of its optional properties (`minProperties`) is filled with all of them.
    return generateSync(resolved, { ...options, alwaysFakeOptionals: true });
  }
}

/** What breaks one rule of a schema: a wrong type, a string over its length, a missing required property. */
function spoiled(schema: Schema | undefined, value: unknown, pick: number): unknown {
  const resolvedType = schema?.type;
  if (resolvedType === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const required = (schema?.required as string[] | undefined) ?? [];
    if (required.length > 0) {
      const copy = { ...(value as Record<string, unknown>) };
      delete copy[required[pick % required.length] as string];
      return copy;
    }
    return [];
  }
  if (resolvedType === 'string' && typeof schema?.maxLength === 'number')
    return 'x'.repeat(schema.maxLength + 1);
  if (resolvedType === 'string') return { not: 'a string' };
  if (resolvedType === 'integer' || resolvedType === 'number') return 'not a number';
  if (resolvedType === 'array') return { not: 'a list' };
  return undefined;
}

describe.each(engines)(
  'requests generated from the description, for every operation and caller, on $name',
  (engine) => {
    let server: TestServer;
    let description: Description & { components: Schema };
    const callers = new Map<Role, Caller>();

    const resolve = (value: unknown): Schema | undefined =>
      resolveReference(description.components as Description['components'], value as Schema | undefined);

    /**
     * Whether the operation's description names a refusal's code, as it does for a rule JSON Schema cannot say
     * (`missing_m3u`: an M3U link without its username and password) or a fact of what is stored or proven (a
     * wrong current password, an expired link, a captcha not solved).
     */
    const stated = (operation: Operation, code: string) =>
      code !== '' &&
      new RegExp(`\\b${code}\\b`).test(JSON.stringify(dereferenced(operation, description.components)));

    const operations = () =>
      Object.entries(description.paths).flatMap(([path, item]) =>
        methods
          .filter((method) => item[method])
          .map((method) => ({ method, path, operation: item[method] as Operation }))
          .filter(({ method, path: template }) => !(`${method.toUpperCase()} ${template}` in leftOut)),
      );

    /** A request for an operation: valid by the description, or with one rule of one part broken. */
    function requestFor(
      { method, path, operation }: { method: string; path: string; operation: Operation },
      seed: number,
      breakRule: boolean,
    ): { request: Request; broken: string | null } {
      const parameters = (operation.parameters ?? []).map(
        (parameter) => resolve(parameter) as unknown as Parameter,
      );
      let url = path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      const parts: { kind: string; apply: (pick: number) => boolean }[] = [];
      parameters.forEach((parameter, index) => {
        const jsonContent = parameter.content?.['application/json']?.schema;
        const schema = resolve(jsonContent ?? parameter.schema);
        const present = parameter.required || (seed + index) % 2 === 0;
        const value = fake(schema, description.components, seed + index);
        const text = (raw: unknown) =>
          jsonContent || typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
        if (parameter.in === 'path') {
          url = url.replace(`{${parameter.name}}`, encodeURIComponent(text(value)));
          parts.push({
            kind: `path ${parameter.name}`,
            apply: () => {
              if (typeof schema?.maxLength !== 'number') return false;
              url = path.replace(`{${parameter.name}}`, 'x'.repeat(schema.maxLength + 1));
              return true;
            },
          });
        } else if (parameter.in === 'query' && present && value !== undefined) {
          query.set(parameter.name, text(value));
          parts.push({
            kind: `query ${parameter.name}`,
            apply: (pick) => {
              const wrong = spoiled(schema, value, pick);
              if (wrong === undefined) return false;
              query.set(parameter.name, text(wrong));
              return true;
            },
          });
        } else if (parameter.in === 'header' && present && value !== undefined) {
          headers[parameter.name] = text(value);
        }
      });
      const bodySchema = resolve(operation.requestBody?.content?.['application/json']?.schema);
      let body: unknown;
      if (operation.requestBody?.content?.['application/json']) {
        body = fake(bodySchema, description.components, seed + 101);
        parts.push({
          kind: 'body',
          apply: (pick) => {
            const wrong = spoiled(bodySchema, body, pick);
            if (wrong === undefined) return false;
            body = wrong;
            return true;
          },
        });
      }
      const otherType = Object.keys(operation.requestBody?.content ?? {}).find(
        (type) => type !== 'application/json',
      );
      const raw =
        otherType && !operation.requestBody?.content?.['application/json']
          ? {
              type: otherType.replace('*', 'octet-stream'),
              bytes: new Uint8Array(
                Array.from({ length: (seed % 64) + 1 }, (_, index) => (seed * (index + 7)) % 256),
              ),
            }
          : undefined;
      let broken: string | null = null;
      if (breakRule && parts.length > 0) {
        for (let attempt = 0; attempt < parts.length && !broken; attempt += 1) {
          const part = parts[(seed + attempt) % parts.length];
          if (part?.apply(seed)) broken = part.kind;
        }
      }
      const search = query.toString();
      return {
        request: {
          method: method.toUpperCase(),
          path: `/api${url}${search ? `?${search}` : ''}`,
          headers,
          body,
          ...(raw ? { raw } : {}),
        },
        broken,
      };
    }

    beforeAll(async () => {
      // Limits off: the run measures the contract, not the limiter (which has suites of its own).
      server = await startTestServer(engine, {
        ALTCHA_COST: '20',
        RATE_LIMIT_PUBLIC: '0',
        RATE_LIMIT_DEVICE: '0',
        RATE_LIMIT_SIGN_IN: '0',
        RATE_LIMIT_READ: '0',
        RATE_LIMIT_KEY_FAILURES: '0',
        RATE_LIMIT_WEBHOOK: '0',
        RATE_LIMIT_INTEGRATION: '0',
        RATE_LIMIT_PASSWORD_CHECKS: '0',
        RATE_LIMIT_ACCOUNT_WRITES: '0',
        RATE_LIMIT_TICKET_MESSAGES: '0',
      });
      description = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as typeof description;
      const viaBrowser =
        (browser: Browser): Caller =>
        ({ method, path, headers, body, raw }) =>
          raw
            ? browser.request(method, path, raw.bytes, { 'content-type': raw.type, ...headers })
            : browser.request(method, path, body, headers);
      callers.set('anonymous', viaBrowser(new Browser(server.url)));
      for (const role of ['customer', 'reseller', 'operator'] as const) {
        callers.set(role, viaBrowser(await signedInDemo(server.url, role)));
      }
      const reseller = await signedInDemo(server.url, 'reseller');
      const key = await reseller.post('/api/admin/api-keys', { name: 'Generated requests' });
      expect(key.status).toBe(201);
      const apiKey = viaBrowser(new Browser(server.url));
      callers.set('resellerKey', (request) =>
        apiKey({
          ...request,
          headers: { authorization: `Bearer ${String(key.body.key)}`, ...request.headers },
        }),
      );
      // A TV of the reseller's reach for the device routes to find.
      await registerDevice(server.url);
    });
    afterAll(() => server?.stop());

    it('covers every operation of the description but those left out for a reason', () => {
      const described = Object.entries(description.paths).flatMap(([path, item]) =>
        methods.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(described.length).toBeGreaterThan(100);
      for (const name of Object.keys(leftOut)) expect(described).toContain(name);
    });

    it.each(['anonymous', 'customer', 'reseller', 'resellerKey', 'operator'] as const)(
      'answers %s within the contract: valid requests accepted or refused for a documented reason, broken ones refused, never a 5xx',
      async (role) => {
        const call = callers.get(role) as Caller;
        const failures: string[] = [];
        for (const target of operations()) {
          const details = await fc.check(
            fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), fc.boolean(), async (seed, breakRule) => {
              const { request, broken } = requestFor(target, seed, breakRule);
              const answer = await call(request);
              const what = `${request.method} ${request.path.slice(0, 300)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}${broken ? ` (broken: ${broken})` : ''}; body: ${JSON.stringify(request.body)?.slice(0, 300) ?? 'none'}`;
              if (answer.status >= 500) throw new Error(`a 5xx: ${what}`);
              if (broken && answer.status < 400) throw new Error(`a broken rule accepted: ${what}`);
              if (!broken && answer.status >= 400 && !businessRefusals.has(answer.status)) {
                const code = String((answer.body as { code?: unknown }).code ?? '');
                if (!stated(target.operation, code)) throw new Error(`a valid request refused: ${what}`);
              }
            }),
            { numRuns: runs, seed: seedOf(`${role} ${target.method} ${target.path}`) },
          );
          if (details.failed) {
            const error = details.errorInstance;
            const message = error instanceof Error ? error.message : String(error);
            failures.push(`${message} (seed ${details.seed}, path ${details.counterexamplePath})`);
          }
        }
        expect(failures, `${role}:\n${failures.join('\n')}`).toEqual([]);
      },
      600_000,
    );
  },
);
