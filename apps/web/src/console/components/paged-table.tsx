import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { failureText } from '../lib/format.ts';
import { Alert } from './alert.tsx';
import { Pager } from './pager.tsx';
import { DataTable, type Column } from './table.tsx';

/** A list's answer as TanStack Query holds it. */
interface ListQuery<Row> {
  data?: { items: Row[]; total: number } | undefined;
  isError: boolean;
  isPending: boolean;
  error: unknown;
}

/** A list page's body: its failure, its rows with the pager, or that it is loading. */
export function PagedTable<Row>({
  list,
  caption,
  columns,
  rowKey,
  empty,
  loading,
  page,
  pageSize,
  onPage,
}: {
  list: ListQuery<Row>;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
  loading: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}): ReactNode {
  return (
    <>
      <Alert>{list.isError ? failureText(list.error) : undefined}</Alert>
      {list.data ? (
        <>
          <DataTable
            caption={caption}
            columns={columns}
            rows={list.data.items}
            rowKey={rowKey}
            empty={empty}
          />
          <Pager page={page} pageSize={pageSize} total={list.data.total} onPage={onPage} />
        </>
      ) : (
        list.isPending && (
          <p role="status" className="text-sm text-ink-500">
            {loading}
          </p>
        )
      )}
    </>
  );
}

/** The Export CSV link of a list: the server streams the file for the filters shown. */
export function ExportLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-6 font-medium text-brand-700 hover:bg-brand-50"
    >
      Export CSV
    </a>
  );
}

/** A list's first cell: a link to the row's detail where the operator may open it. */
export function DetailLink({
  href,
  opens,
  children,
}: {
  href: string;
  opens: boolean;
  children: string;
}) {
  return opens ? (
    <Link href={href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
      {children}
    </Link>
  ) : (
    children
  );
}
