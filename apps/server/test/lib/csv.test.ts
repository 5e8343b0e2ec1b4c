// CSV documents: RFC 4180 quoting, a byte order mark, and no cell a spreadsheet runs as a formula.
import { describe, expect, it } from 'vitest';
import { csvCell, csvStream } from '../../src/lib/csv.ts';

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let all = '';
  for await (const chunk of stream) all += String(chunk);
  return all;
}

async function* rowsOf<T>(rows: T[]) {
  for (const row of rows) yield row;
}

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+971501234567', "'+971501234567"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    [-5, "'-5"],
    ['a=1', 'a=1'],
    [' =1', ' =1'],
    ['ليلى', 'ليلى'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [12, '12'],
    [true, 'true'],
    [new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), '2026-01-02T03:04:05.000Z'],
  ])('%j is written %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csvStream', () => {
  it('writes a header and one record per row, every cell quoted, CRLF, after a byte order mark', async () => {
    const rows = [
      { name: '=HYPERLINK("http://x")', note: 'one, two' },
      { name: 'Layla "L" Haddad', note: 'line\nbreak' },
    ];
    const csv = await text(
      csvStream(
        [
          { header: 'name', value: (row: (typeof rows)[number]) => row.name },
          { header: 'note', value: (row: (typeof rows)[number]) => row.note },
        ],
        rowsOf(rows),
      ),
    );
    expect(csv).toBe(
      '\ufeff"name","note"\r\n' +
        `"'=HYPERLINK(""http://x"")","one, two"\r\n` +
        `"Layla ""L"" Haddad","line\nbreak"\r\n`,
    );
  });

  it('quotes every cell, so that no list separator splits one into a formula', async () => {
    const csv = await text(
      csvStream(
        [
          { header: 'email', value: (row: string[]) => row[0] },
          { header: 'message', value: (row: string[]) => row[1] },
          { header: 'empty', value: () => null },
        ],
        rowsOf([['x;=2+3@x.co', 'hello;=1+1;@SUM(1+1)']]),
      ),
    );
    expect(csv.split('\r\n')[1]).toBe('"x;=2+3@x.co","hello;=1+1;@SUM(1+1)",""');
  });

  it('writes only the header for no rows', async () => {
    const csv = await text(csvStream([{ header: 'id', value: (row: string) => row }], rowsOf([])));
    expect(csv).toBe('\ufeff"id"\r\n');
  });

  it('fails the document when its source fails', async () => {
    async function* failing() {
      yield 'a';
      throw new Error('database gone');
    }
    await expect(
      text(csvStream([{ header: 'id', value: (row: string) => row }], failing())),
    ).rejects.toThrow('database gone');
  });
});
