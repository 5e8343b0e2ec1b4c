import type { ReactNode } from 'react';

/**
 * A message about the page (a failed call, a change saved). The live region is always in the page
 * so that a message put into it is announced (role="alert" for errors, "status" otherwise).
 */
export function Alert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children?: ReactNode;
}) {
  const look = {
    // On white: the danger red on its pale tint is 4.4:1, under WCAG's 4.5:1.
    error: 'border-danger-600 border-s-4 bg-white text-danger-600',
    success: 'border-brand-600 bg-brand-50 text-brand-900',
    info: 'border-ink-300 bg-ink-50 text-ink-700',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {children ? (
        <p className={`rounded-xl border px-4 py-3 text-sm font-medium ${look}`}>{children}</p>
      ) : null}
    </div>
  );
}
