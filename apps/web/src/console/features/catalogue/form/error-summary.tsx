import { useEffect, useRef } from 'react';
import { pathLabel } from '../lib/labels.ts';
import { fieldId, splitPath } from '../lib/paths.ts';
import type { FieldErrors } from '../lib/validate.ts';

/** The control of a field, or of the nearest group around it that the page has. */
function targetOf(path: string): HTMLElement | null {
  const parts = splitPath(path);
  for (let length = parts.length; length >= 0; length -= 1) {
    const element = document.getElementById(fieldId(parts.slice(0, length).join('.')));
    if (element) return element;
  }
  return null;
}

/**
 * What stops the save, every field with its message and a link to it; focused when it appears,
 * so that the keyboard and a screen reader start from it.
 */
export function ErrorSummary({ errors, attempt }: { errors: FieldErrors; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);
  if (entries.length === 0) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-xl border border-s-4 border-danger-600 bg-white px-4 py-3 text-sm focus:outline-2 focus:outline-offset-2 focus:outline-danger-600"
    >
      <h2 id="error-summary-title" className="font-semibold text-danger-600">
        {entries.length === 1
          ? 'One field needs a change'
          : `${entries.length} fields need a change`}{' '}
        before this can be saved
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {entries.map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              className="font-medium text-ink-900 underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                const target = targetOf(path);
                target?.scrollIntoView({ block: 'center' });
                target?.focus();
              }}
            >
              {pathLabel(path)}
            </a>
            : {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
