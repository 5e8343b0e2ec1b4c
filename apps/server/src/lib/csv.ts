import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A spreadsheet reads a cell that starts with one of these as a formula (or, for tab and carriage
 * return, strips them and then does): CSV injection. OWASP's advice is to make such a cell text
 * with a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** The text of one cell, never read as a formula by a spreadsheet. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/**
 * A CSV document (RFC 4180, UTF-8 with a byte order mark so spreadsheets read Arabic names) of
 * rows as they come: the source is pulled only as fast as the reader takes the text, so an
 * export of any size holds one batch of rows at a time.
 */
export function csvStream<T>(columns: readonly CsvColumn<T>[], rows: AsyncIterable<T>): Readable {
  async function* records() {
    for await (const row of rows) yield columns.map((column) => csvCell(column.value(row)));
  }
  const source = Readable.from(records());
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => csvCell(column.header)),
    record_delimiter: '\r\n',
    // Every cell quoted: a spreadsheet whose list separator is ";" (many locales) would split
    // an unquoted "a;=1+1" and read its second half as a formula; and a line break inside a
    // cell must be quoted whatever the record delimiter is.
    quoted: true,
    quoted_empty: true,
  });
  // A failure of the source (the database) ends the document with the error instead of a
  // truncated file that looks whole.
  source.once('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}
