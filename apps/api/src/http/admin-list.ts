import { z } from '@hono/zod-openapi';
import { validationKeys } from '@vela/validation';
import type { Context } from 'hono';
import type { ListQuery } from '../domain/list-query.ts';
import { jsonParameter } from './json-parameters.ts';

/** The most rows one list request may ask for; react-admin's export asks for 1,000. */
export const maxListRows = 1000;

function jsonParam<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid_request' });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());
}

const listOrders = ['ASC', 'DESC', 'asc', 'desc'] as const;

/**
 * The query of a list in ra-data-simple-rest's conventions: `sort=["field","ASC"]`, `range=[0,24]` (inclusive)
 * and `filter={...}`. Only the given fields may be sorted on; the range is bounded by {@link maxListRows}.
 * `filter` is any object here, as each resource reads the keys it knows with its own schema: given as
 * `filter`, that schema describes the parameter too.
 */
export function listQuerySchema<const Field extends string>(
  sortFields: readonly [Field, ...Field[]],
  defaultSort: ListQuery<Field>['sort'],
  filter: z.ZodType = z.record(z.string(), z.unknown()),
) {
  const sort = z.tuple([z.enum(sortFields), z.enum(listOrders)]);
  const range = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
  return z
    .object({
      sort: jsonParam(sort).openapi(
        jsonParameter(
          `The field to sort on and the order, as JSON; by default \`["${defaultSort.field}","${defaultSort.order.toUpperCase()}"]\``,
          sort,
          [defaultSort.field, defaultSort.order.toUpperCase()],
        ),
      ),
      range: jsonParam(
        range.refine(([from, to]) => to >= from && to - from < maxListRows, {
          message: validationKeys.listRange,
          params: { max: maxListRows },
        }),
      ).openapi(
        jsonParameter(
          `The first and the last row of the page, counted from 0, as JSON; the last is not before the first, and a page holds at most ${maxListRows} rows (else 400 \`${validationKeys.listRange}\`). By default \`[0,24]\``,
          range,
          [0, 24],
        ),
      ),
      filter: jsonParam(z.record(z.string(), z.unknown())).openapi(
        jsonParameter('What the rows must match, as a JSON object; by default `{}`, every row', filter),
      ),
    })
    .transform(({ sort, range, filter }): ListQuery<Field> => {
      const [from, to] = range ?? [0, 24];
      return {
        sort: sort ? { field: sort[0], order: sort[1].toLowerCase() as 'asc' | 'desc' } : defaultSort,
        offset: from,
        limit: to - from + 1,
        filter: filter ?? {},
      };
    });
}

/** Sets react-admin's `Content-Range` (`playlists 0-24/319`) for a page of `rows` out of `total`. */
export function setContentRange(c: Context, resource: string, offset: number, rows: number, total: number) {
  const last = rows === 0 ? offset : offset + rows - 1;
  c.header('Content-Range', `${resource} ${offset}-${last}/${total}`);
  c.header('Access-Control-Expose-Headers', 'Content-Range');
}
