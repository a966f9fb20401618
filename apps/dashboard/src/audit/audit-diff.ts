/** One field of a changed record: its value before and after, and whether the change touched it. */
export interface DiffRow {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

/** A value as a reader sees it: text as is, anything else as JSON; null when the side does not have it. */
export function shownValue(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields of `before` and `after` side by side, in the order they first appear, each marked changed when
 * its two sides differ (a field only one side has is changed too).
 */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = shownValue(before?.[field]);
    const is = shownValue(after?.[field]);
    return { field, before: was, after: is, changed: was !== is };
  });
}
