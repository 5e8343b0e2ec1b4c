import { useEffect, useRef } from 'react';

export interface StepHeadingProps {
  title: string;
  lead?: string;
}

/** Whether a step was shown before in this page's life (the first keeps the page's focus). */
let stepShownBefore = false;

/**
 * A step's title. It takes focus when a new step appears, so that keyboard and screen-reader
 * users land at the top of the new step rather than at the start of the page: the button they
 * pressed is gone with the old step.
 */
export function StepHeading({ title, lead }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Never taken from something the visitor has focused meanwhile (the country menu, say).
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (stepShownBefore && focusLost) heading.current?.focus();
    stepShownBefore = true;
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
