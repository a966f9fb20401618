/** The customer page's address inside the dashboard, for operators. */
export const customerPagePath = '/customers/:id';

export function customerPath(id: string): string {
  return `/customers/${encodeURIComponent(id)}`;
}
