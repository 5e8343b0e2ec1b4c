import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * A data table: a real <table> with a caption and column headers (screen readers read each cell
 * with its header), scrolling sideways inside its panel on a phone rather than the whole page.
 * The panel is `relative`: a cell's screen-reader-only text (absolutely positioned) is then
 * clipped by it, not placed out on the page, which would scroll sideways with it.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  return (
    <div
      className="relative overflow-x-auto rounded-card border border-ink-300 bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-100 text-xs font-semibold tracking-wide text-ink-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-4 py-3 ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-ink-500">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-ink-100 hover:bg-ink-50">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={`px-4 py-3 align-middle ${column.className ?? 'whitespace-nowrap'}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
