import { Link } from 'wouter';
import type { Column } from '../../components/table.tsx';
import { COUNTRY_NAMES } from '../../lib/format.ts';
import type { ListRow } from './api/list-items.ts';
import { itemTitle } from './lib/item-title.ts';
import { itemHref, type KindSlug } from './kinds.ts';
import { StaleBadge } from './stale-badge.tsx';

const en = (text: unknown) => (text as { en?: string } | null | undefined)?.en ?? '—';

function NameLink({ kind, row }: { kind: KindSlug; row: ListRow }) {
  return (
    <Link
      href={itemHref(kind, row.id)}
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {itemTitle(row)}
    </Link>
  );
}

function ActiveCell({ row }: { row: ListRow }) {
  return row.active ? (
    <span className="inline-block rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
      Active
    </span>
  ) : (
    <span className="inline-block rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
      Inactive
    </span>
  );
}

const country = (row: ListRow) =>
  row.country === null ? 'Both' : typeof row.country === 'string' ? row.country : '—';

/** The columns of a kind's list: its name (a link to its page) first, its state last. */
export function columnsFor(
  kind: KindSlug,
  groupNames: Record<string, string> = {},
): Column<ListRow>[] {
  const name: Column<ListRow> = {
    header: 'Name',
    cell: (row) => <NameLink kind={kind} row={row} />,
    className: 'min-w-48',
  };
  const state: Column<ListRow> = { header: 'State', cell: (row) => <ActiveCell row={row} /> };
  const key: Column<ListRow> = {
    header: 'Key',
    cell: (row) => <code className="text-xs">{String(row.key)}</code>,
  };
  const type: Column<ListRow> = { header: 'Type', cell: (row) => String(row.productType) };
  const order: Column<ListRow> = { header: 'Order', cell: (row) => String(row.sortOrder) };
  const countryColumn: Column<ListRow> = {
    header: 'Country',
    cell: (row) => (
      <abbr title={COUNTRY_NAMES[String(row.country)] ?? 'Both countries'}>{country(row)}</abbr>
    ),
  };
  switch (kind) {
    case 'products':
      return [
        name,
        { header: 'Bank', cell: (row) => en(row.bankName) },
        countryColumn,
        type,
        {
          header: 'Facts checked',
          cell: (row) => (
            <span className="flex items-center gap-2">
              <span>
                {typeof row.oldestCheckedOn === 'string' ? `since ${row.oldestCheckedOn}` : 'never'}
              </span>
              {row.stale === true && (
                <StaleBadge since={(row.oldestCheckedOn as string | null) ?? null} />
              )}
            </span>
          ),
        },
        state,
      ];
    case 'banks':
      return [
        name,
        key,
        countryColumn,
        {
          header: 'Products in',
          cell: (row) =>
            Array.isArray(row.countries) && row.countries.length > 0
              ? row.countries.join(', ')
              : '—',
        },
        state,
      ];
    case 'feature-groups':
      return [name, key, type, order, state];
    case 'features':
      return [
        name,
        key,
        {
          header: 'Group',
          cell: (row) => groupNames[String(row.groupId)] ?? `#${String(row.groupId)}`,
        },
        type,
        order,
        state,
      ];
    case 'questions':
      return [
        { ...name, header: 'Question' },
        countryColumn,
        type,
        { header: 'Topic', cell: (row) => String(row.topic) },
        order,
        {
          header: 'Options',
          cell: (row) => String(Array.isArray(row.options) ? row.options.length : 0),
        },
        state,
      ];
    case 'banners':
      return [{ ...name, header: 'Title' }, countryColumn, state];
    case 'promo-codes':
      return [
        { ...name, header: 'Code' },
        { header: 'Description', cell: (row) => en(row.description), className: 'min-w-48' },
        state,
      ];
  }
}
