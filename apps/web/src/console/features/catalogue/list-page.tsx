import { Link } from 'wouter';
import { DEFAULT_PAGE_SIZE, STALE_AFTER_DAYS, type OperatorRole } from '@mizan/contracts/console';
import { Page } from '../../components/page.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { listQuery } from '../../lib/search-filters.ts';
import { roleMayCall } from '../../lib/session.ts';
import { useListAddress } from '../../lib/use-list-address.ts';
import { useAllOf, useCatalogueList, type ListRow } from './api/list-items.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import { KINDS, type KindSlug } from './kinds.ts';
import { itemTitle } from './lib/item-title.ts';
import { columnsFor } from './list-columns.tsx';
import { filterShape, ListFilters } from './list-filters.tsx';

const addClass =
  'inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-medium text-white hover:bg-brand-800';

/** A kind's list: search and filters in the address, paged, each row a link to its page. */
export function CatalogueListPage({ kind, role }: { kind: KindSlug; role: OperatorRole }) {
  const def = KINDS[kind];
  const { search, filters, page, show } = useListAddress(`/catalogue/${kind}`, filterShape(kind));
  const list = useCatalogueList(kind, listQuery(filters, page, DEFAULT_PAGE_SIZE));
  const groups = useAllOf('feature-groups', {}, kind === 'features');
  const groupNames = Object.fromEntries(
    (kind === 'features' ? (groups.data?.items ?? []) : []).map((group) => [
      String(group.id),
      itemTitle(group),
    ]),
  );
  const mayAdd = roleMayCall(role, def.calls.add);
  return (
    <Page
      title={def.title}
      actions={
        mayAdd &&
        (kind === 'products' ? (
          <>
            <Link href="/catalogue/products/new?type=Card" className={addClass}>
              Add a card
            </Link>
            <Link href="/catalogue/products/new?type=Loan" className={addClass}>
              Add a loan
            </Link>
          </>
        ) : (
          <Link href={`/catalogue/${kind}/new`} className={addClass}>
            Add a {def.noun}
          </Link>
        ))
      }
    >
      <CatalogueTabs current={kind} />
      <ListFilters key={search} kind={kind} filters={filters} onApply={(next) => show(next)} />
      {kind === 'products' && (
        <p className="text-sm text-ink-700">
          <strong className="font-semibold">Stale</strong>: a fact of the product was checked more
          than {STALE_AFTER_DAYS} days ago, or never. Re-check those first.
        </p>
      )}
      <PagedTable
        list={list}
        caption={def.title}
        columns={columnsFor(kind, groupNames)}
        rowKey={(row: ListRow) => String(row.id)}
        empty={`No ${def.title.toLowerCase()} match these filters.`}
        loading={`Loading ${def.title.toLowerCase()}…`}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPage={(next) => show(filters, next)}
      />
    </Page>
  );
}
