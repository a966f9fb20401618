import { gte, lt, type SQL } from 'drizzle-orm';

const dayMs = 24 * 60 * 60 * 1000;

/** The days of a filter, both whole (UTC), as conditions on a timestamp column. */
export function dayRange(column: Parameters<typeof gte>[0], from?: string, to?: string): SQL[] {
  const parts: SQL[] = [];
  if (from) parts.push(gte(column, new Date(`${from}T00:00:00Z`)));
  if (to) parts.push(lt(column, new Date(new Date(`${to}T00:00:00Z`).getTime() + dayMs)));
  return parts;
}
