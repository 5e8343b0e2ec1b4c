// Plain-text output: tables of aligned columns, sizes in KB (1 KB = 1024 bytes).

export const KB = 1024;

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Milliseconds as seconds with one decimal, or as milliseconds below one second. */
export const duration = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;

/** Prints a table: the first column and those marked 'l' aligned left, the others right. */
export function printTable(header: string[], rows: string[][], align = '') {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || align[i] === 'l' ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

/** One budget of the issue, checked against one measurement. */
export interface BudgetCheck {
  /** The measurement: "/ first visit". */
  what: string;
  pass: boolean;
  /** What missed the budget: "performance 65", "JS > 100.0 KB". */
  detail: string;
}

export const verdict = (checks: BudgetCheck[]) =>
  checks.every((check) => check.pass)
    ? 'pass'
    : `FAIL: ${checks
        .filter((check) => !check.pass)
        .map((check) => check.detail)
        .join(', ')}`;
