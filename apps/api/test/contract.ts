import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The API's description as a contract its answers are checked against: for a request's method and path, the
 * operation it names; for the answer, that the status is one the operation documents, that its body has a
 * documented media type and (JSON) matches the schema, and that the headers the answer declares as required
 * are there. Used by every API integration test through `contract-setup.ts`.
 */

type Schema = Record<string, unknown>;

interface MediaType {
  schema?: Schema;
}

interface Header {
  required?: boolean;
  schema?: Schema;
}

interface ResponseObject {
  description?: string;
  headers?: Record<string, Header | { $ref: string }>;
  content?: Record<string, MediaType>;
}

interface Operation {
  operationId?: string;
  responses?: Record<string, ResponseObject | { $ref: string }>;
}

export interface Description {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
}

export interface Answer {
  method: string;
  /** The path and query the request named, from the origin on (`/api/admin/devices?range=…`). */
  path: string;
  status: number;
  headers: Headers;
  /** The body as received; `null` when there is none. */
  body: Uint8Array | null;
}

interface Route {
  template: string;
  pattern: RegExp;
  /** Literal segments first: `/admin/devices/claim` wins over `/admin/devices/{id}`. */
  literals: number;
  item: Record<string, Operation>;
}

/** What a `#/components/…` reference names (through references to references); anything else as it is. */
export function resolveReference<T>(components: Description['components'], value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let depth = 0; depth < 10; depth += 1) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/components/')) break;
    const [kind, name] = ref.slice('#/components/'.length).split('/');
    current = kind && name ? components?.[kind]?.[name] : undefined;
  }
  return current as T;
}

/** The base media type of a Content-Type value, in lower case (`application/json; charset=UTF-8` → `application/json`). */
function mediaTypeOf(contentType: string | null): string | null {
  if (!contentType) return null;
  return contentType.split(';')[0]?.trim().toLowerCase() || null;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isJson(mediaType: string) {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

export class Contract {
  private readonly base: string;
  private readonly routes: Route[];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly description: Description) {
    this.base = (description.servers?.[0]?.url ?? '').replace(/\/$/, '');
    this.routes = Object.entries(description.paths)
      .map(([template, item]) => {
        const segments = template.split('/');
        const pattern = new RegExp(
          `^${segments
            .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment)))
            .join('/')}$`,
        );
        return {
          template,
          pattern,
          literals: segments.filter((segment) => !segment.startsWith('{')).length,
          item,
        };
      })
      .sort((a, b) => b.literals - a.literals);
    // The description's vocabulary (`example`, `discriminator`, …) is not JSON Schema's; formats are.
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ $id: 'vela:components', components: description.components ?? {} });
  }

  /** The operation a request names, with its path template; null for a path the description does not list. */
  operationOf(method: string, path: string) {
    const pathname = path.split('?')[0] ?? path;
    if (!pathname.startsWith(`${this.base}/`)) return null;
    const relative = pathname.slice(this.base.length);
    const route = this.routes.find((candidate) => candidate.pattern.test(relative));
    if (!route) return null;
    const lower = method.toLowerCase();
    // A HEAD request is answered as its GET, without the body.
    const operation = route.item[lower] ?? (lower === 'head' ? route.item.get : undefined);
    return operation ? { template: route.template, operation } : null;
  }

  private resolve<T>(value: T | { $ref: string }): T {
    return resolveReference(this.description.components, value);
  }

  private validator(key: string, schema: Schema) {
    let validate = this.validators.get(key);
    if (!validate) {
      // References into the components resolve against the document registered above.
      const rebased = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"vela:components#/components/'),
      ) as Schema;
      validate = this.ajv.compile(rebased);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** What is wrong with an answer by the description: an empty list when nothing is. */
  check(answer: Answer): string[] {
    const name = `${answer.method} ${answer.path.split('?')[0]} → ${answer.status}`;
    const found = this.operationOf(answer.method, answer.path);
    if (!found) {
      // A path or method no route claims is answered 404 `not_found` by the API's last route, or refused
      // before by the gate of the part of the API it lies under (401 without a session): an error either way.
      if (answer.status >= 400 && answer.status < 500) {
        return this.checkBody(name, 'not-found', { content: this.errorContent() }, answer);
      }
      return [`${name}: no operation in the description for this method and path`];
    }
    const { operation, template } = found;
    const responses = operation.responses ?? {};
    const statusKey = String(answer.status);
    const rangeKey = `${statusKey[0]}XX`;
    const key = statusKey in responses ? statusKey : rangeKey in responses ? rangeKey : 'default';
    const response = responses[key];
    if (!response) {
      return [
        `${name}: ${answer.method.toUpperCase()} ${template} (${operation.operationId ?? 'no operationId'}) does not document ${answer.status}; it documents ${Object.keys(responses).join(', ')}`,
      ];
    }
    const resolved = this.resolve<ResponseObject>(response);
    const problems: string[] = [];
    for (const [header, declared] of Object.entries(resolved.headers ?? {})) {
      const definition = this.resolve<Header>(declared);
      if (definition?.required && !answer.headers.has(header)) {
        problems.push(`${name}: the header ${header} is declared as required and missing`);
      }
    }
    const bodyKey = `${answer.method.toLowerCase()} ${template} ${key}`;
    return [...problems, ...this.checkBody(name, bodyKey, resolved, answer)];
  }

  private errorContent(): Record<string, MediaType> {
    return { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  }

  private checkBody(name: string, key: string, response: ResponseObject, answer: Answer): string[] {
    const content = response.content ?? {};
    const documented = Object.keys(content);
    const hasBody = answer.body !== null && answer.body.byteLength > 0;
    if (!hasBody || answer.method.toUpperCase() === 'HEAD') return [];
    const mediaType = mediaTypeOf(answer.headers.get('content-type'));
    if (documented.length === 0) {
      return [
        `${name}: answers a body (${mediaType ?? 'no Content-Type'}) where the description documents none`,
      ];
    }
    const match =
      documented.find((candidate) => candidate.toLowerCase() === mediaType) ??
      documented.find((candidate) => {
        const [type, subtype] = candidate.toLowerCase().split('/');
        return subtype === '*' && (type === '*' || mediaType?.startsWith(`${type}/`));
      });
    if (!match || !mediaType) {
      return [
        `${name}: answers ${mediaType ?? 'no Content-Type'} where the description documents ${documented.join(', ')}`,
      ];
    }
    const schema = content[match]?.schema;
    if (!schema || !isJson(mediaType)) return [];
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(answer.body as Uint8Array));
    } catch {
      return [`${name}: answers ${mediaType} that is not JSON`];
    }
    const validate = this.validator(`${key} ${match}`, schema);
    if (validate(value)) return [];
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((error) => `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}`)
      .join('; ');
    return [
      `${name}: the body does not match the description: ${errors}; body: ${JSON.stringify(value).slice(0, 400)}`,
    ];
  }
}
