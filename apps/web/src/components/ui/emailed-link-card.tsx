import { useEffect, useRef, type ReactNode } from 'react';

/** A link styled as the primary button, and as the secondary one. */
export const PRIMARY_LINK_CLASS =
  'inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-medium text-white hover:bg-brand-800';
export const SECONDARY_LINK_CLASS =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 px-6 font-medium text-brand-700 hover:bg-brand-50';

/**
 * The card of a page an emailed link opens (a withdrawal, a data request's confirmation): an
 * eyebrow, the state's heading and text, and its actions. Each new state (`state`) moves focus to
 * its heading, which reads it out; a problem is an alert. The link holds a secret: the page asks
 * search engines not to keep it and other sites not to be told it.
 */
export function EmailedLinkCard({
  id,
  eyebrow,
  state,
  title,
  body,
  problem,
  busy,
  children,
}: {
  id: string;
  eyebrow: string;
  state: string;
  title: string;
  body?: string | undefined;
  problem: boolean;
  busy?: boolean;
  /** The state's actions. */
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // The first state is announced as the page's own; later ones take focus to be heard.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [state]);

  return (
    <section
      aria-labelledby={id}
      aria-busy={busy}
      className="mx-auto max-w-xl rounded-card border border-ink-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <div role={problem ? 'alert' : undefined}>
        <h1
          id={id}
          ref={heading}
          tabIndex={-1}
          className="mt-1 text-2xl font-semibold tracking-tight text-ink-900 focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {body && <p className="mt-3 text-ink-700">{body}</p>}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">{children}</div>
    </section>
  );
}
