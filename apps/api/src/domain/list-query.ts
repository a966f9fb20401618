/**
 * One page of a dashboard list as react-admin asks for it (`sort`, `range`, `filter`), checked by the route
 * (`http/admin-list.ts`) and read by the store's list queries.
 */
export interface ListQuery<Field extends string> {
  sort: { field: Field; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  /** The `filter` object as sent; each resource validates the keys it knows with its own schema. */
  filter: Record<string, unknown>;
}
