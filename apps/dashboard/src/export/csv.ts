/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break, and defused when a spreadsheet
 * would read it as a formula (it starts with `=`, `+`, `-`, `@`, tab or carriage return).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document of the given columns only: their names, then one line per record, every cell defused. */
export function csvOf<Column extends string, Row>(
  columns: readonly Column[],
  records: readonly Row[],
  cell: (record: Row, column: Column) => unknown,
): string {
  const rows = records.map((record) => columns.map((column) => csvCell(cell(record, column))).join(','));
  return [columns.join(','), ...rows].join('\r\n');
}
