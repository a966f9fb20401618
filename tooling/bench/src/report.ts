export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The budget of DESIGN.md section 9. */
  budget: number;
  /** Whether the value must stay below the budget (sizes, latency) or above it (throughput). */
  direction: 'at-most' | 'at-least';
  /** A reference measured in the same run on the same machine, when the figure has one. */
  limit?: { value: number; label: string /** When not the figure's own. */; unit?: string };
}

const format = (value: number, unit: string) =>
  `${unit === 'KB' || (unit === 'ms' && value < 100) ? value.toFixed(1) : Math.round(value).toLocaleString('en')} ${unit}`;

export function printReport(figures: readonly Figure[]): boolean {
  const rows = figures.map((figure) => {
    const ok = figure.direction === 'at-most' ? figure.value <= figure.budget : figure.value >= figure.budget;
    return [
      figure.name,
      format(figure.value, figure.unit),
      `${figure.direction === 'at-most' ? '≤' : '≥'} ${format(figure.budget, figure.unit)}`,
      figure.limit
        ? `${format(figure.limit.value, figure.limit.unit ?? figure.unit)} (${figure.limit.label})`
        : '',
      ok ? 'ok' : 'OVER BUDGET',
    ];
  });
  const header = ['figure', 'measured', 'budget', 'limit in this run', 'verdict'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  return rows.every((row) => row[4] === 'ok');
}
