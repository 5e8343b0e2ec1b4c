import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A console page: its heading (focused on arrival, so a screen reader hears where it is after a
 * navigation) and the document title.
 */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Mizan console`;
    heading.current?.focus();
  }, [title]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold text-ink-900 focus:outline-none"
        >
          {title}
        </h1>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A white panel with a hairline border: the console's card. */
export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-card border border-ink-300 bg-white p-4 sm:p-6 ${className}`}>
      {children}
    </section>
  );
}
