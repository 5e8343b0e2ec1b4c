import type { ReactNode } from 'react';

/** Label / value pairs of a record, as a description list. */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-ink-500">{label}</dt>
          <dd className="text-sm break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
