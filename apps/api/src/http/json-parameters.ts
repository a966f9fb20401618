import { z } from '@hono/zod-openapi';

type JsonSchema = Record<string, unknown>;

/**
 * What a zod schema accepts, as the JSON Schema (2020-12) an OpenAPI 3.1 description holds. The metadata of
 * `@vela/validation`'s schemas (patterns, formats, `oneOf`) comes with it; what JSON Schema cannot say (a
 * transform, a refinement) is left out.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...described } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  });
  return described;
}

/**
 * The OpenAPI metadata of a query parameter whose value is JSON (a list's `sort`, `range` and `filter`):
 * described by its `content`, the JSON the text holds, rather than as a plain string.
 */
export function jsonParameter(description: string, schema: z.ZodType, example?: unknown) {
  return {
    description,
    param: {
      content: {
        'application/json': {
          schema: jsonSchemaOf(schema),
          ...(example === undefined ? {} : { example }),
        },
      },
    },
  };
}

function parametersOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'parameters' in value ? value.parameters : undefined;
}

function keepContentOnly(parameters: unknown) {
  if (!Array.isArray(parameters)) return;
  for (const parameter of parameters) {
    if (typeof parameter === 'object' && parameter !== null && 'content' in parameter) {
      Reflect.deleteProperty(parameter, 'schema');
    }
  }
}

/**
 * zod-to-openapi gives every parameter the `schema` of its zod type, which for a JSON parameter is the text
 * it arrives as; OpenAPI allows a parameter `schema` or `content`, not both. Drops the `schema` of every
 * parameter that has its `content`, in place, and returns the document.
 */
export function describeJsonParameters<D extends { paths?: unknown; components?: unknown }>(document: D): D {
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const item of Object.values(paths)) {
    keepContentOnly(parametersOf(item));
    for (const operation of Object.values(item)) keepContentOnly(parametersOf(operation));
  }
  const components = (document.components ?? {}) as { parameters?: Record<string, unknown> };
  keepContentOnly(Object.values(components.parameters ?? {}));
  return document;
}
