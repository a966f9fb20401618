import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

/** The most rows one list request may ask for; react-admin's export asks for 1,000. */
export const maxListRows = 1000;

export interface ListQuery<Field extends string> {
  sort: { field: Field; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  /** The `filter` object as sent; each resource validates the keys it knows with its own schema. */
  filter: Record<string, unknown>;
}

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

/**
 * The query of a list in ra-data-simple-rest's conventions: `sort=["field","ASC"]`, `range=[0,24]` (inclusive)
 * and `filter={...}`. Only the given fields may be sorted on; the range is bounded by {@link maxListRows}.
 */
export function listQuerySchema<const Field extends string>(
  sortFields: readonly [Field, ...Field[]],
  defaultSort: ListQuery<Field>['sort'],
) {
  return z
    .object({
      sort: jsonParam(z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
      range: jsonParam(
        z
          .tuple([z.number().int().min(0), z.number().int().min(0)])
          .refine(([from, to]) => to >= from && to - from < maxListRows, { message: 'invalid_request' }),
      ),
      filter: jsonParam(z.record(z.string(), z.unknown())),
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
