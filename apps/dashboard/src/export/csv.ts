/**
 * What a spreadsheet would run as a formula: a cell that starts with `=`, `+`, `-`, `@`, tab or carriage
 * return, also behind leading spaces or quotes (some spreadsheets trim them before they look).
 */
const formulaStart = /^[\s"']*[=+\-@]|^[\t\r]/;

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break, and defused when a spreadsheet
 * would read it as a formula (see {@link formulaStart}): a leading apostrophe makes it text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
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
