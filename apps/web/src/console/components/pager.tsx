import { Button } from '../../components/ui/button.tsx';

/** "Showing 26-50 of 1,234" and the previous / next buttons of a paged list. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-700" aria-live="polite">
        Showing {first.toLocaleString('en')}–{last.toLocaleString('en')} of{' '}
        {total.toLocaleString('en')}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className="text-sm text-ink-700">
          Page {page + 1} of {pages}
        </span>
        <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
