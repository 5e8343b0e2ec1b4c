import { useEffect, useRef } from 'react';

export interface StepHeadingProps {
  title: string;
  lead?: string;
}

/**
 * A step's title. It takes focus when the step appears, so that keyboard and screen-reader
 * users land at the top of the new step rather than on a button that no longer exists.
 */
export function StepHeading({ title, lead }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Not on first load: the page's own start is the right place then.
    if (document.activeElement && document.activeElement !== document.body) {
      heading.current?.focus({ preventScroll: false });
    }
  }, []);
  return (
    <div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight text-balance outline-none max-[426px]:text-xl sm:text-3xl"
      >
        {title}
      </h1>
      {lead && <p className="mt-2 max-w-prose text-ink-700">{lead}</p>}
    </div>
  );
}
