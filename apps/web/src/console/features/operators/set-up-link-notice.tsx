import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export interface SetUpLink {
  /** What happened, e.g. "layla@mizan.example was added." */
  lead: string;
  url: string;
}

/**
 * A set-up link, shown once (after adding or resetting an operator), to pass on by a trusted
 * channel. The live region stays mounted so that a new link is announced.
 */
export function SetUpLinkNotice({ link }: { link: SetUpLink | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {link && <LinkBox key={link.url} link={link} />}
    </div>
  );
}

function LinkBox({ link }: { link: SetUpLink }) {
  const [copied, setCopied] = useState<string | undefined>();
  return (
    <div className="mt-4 rounded-xl border border-brand-600 bg-brand-50 p-4 text-sm text-brand-900">
      <p className="font-medium">
        {link.lead} Send them this set-up link; it works once, for 24 hours, and is not shown again:
      </p>
      <p className="mt-2 rounded-lg bg-white p-3 font-mono text-xs break-all text-ink-900 select-all">
        {link.url}
      </p>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() =>
          void navigator.clipboard.writeText(link.url).then(
            () => setCopied('Link copied.'),
            () => setCopied('The browser did not allow copying: select the link instead.'),
          )
        }
      >
        Copy link
      </Button>
      <span className="ms-3 text-sm">{copied}</span>
    </div>
  );
}
