import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export interface ShownSecret {
  /** What happened, e.g. "Example Bank now receives its leads by webhook." */
  lead: string;
  secret: string;
}

/**
 * A bank's signing secret, shown this once (when first set, or rotated): the server never answers
 * it again. The live region stays mounted so that a new secret is announced.
 */
export function SecretNotice({
  shown,
  onHide,
}: {
  shown: ShownSecret | undefined;
  onHide: () => void;
}) {
  return (
    <div role="status" aria-live="polite">
      {shown && <SecretBox key={shown.secret} shown={shown} onHide={onHide} />}
    </div>
  );
}

function SecretBox({ shown, onHide }: { shown: ShownSecret; onHide: () => void }) {
  const [copied, setCopied] = useState<string | undefined>();
  return (
    <div className="mt-4 rounded-xl border border-brand-600 bg-brand-50 p-4 text-sm text-brand-900">
      <p className="font-medium">{shown.lead}</p>
      <p className="mt-1">
        This is the bank&apos;s signing secret. <strong>It is shown only this once</strong>: copy it
        now and give it to the bank&apos;s integration team by a secure channel. No one can read it
        again; if it is lost, rotate it.
      </p>
      <p
        className="mt-2 rounded-lg bg-white p-3 font-mono text-xs break-all text-ink-900 select-all"
        aria-label="Signing secret"
      >
        {shown.secret}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(shown.secret).then(
              () => setCopied('Secret copied.'),
              () => setCopied('The browser did not allow copying: select the secret instead.'),
            )
          }
        >
          Copy secret
        </Button>
        <Button variant="ghost" onClick={onHide}>
          I have copied it: hide it
        </Button>
        <span className="text-sm">{copied}</span>
      </div>
    </div>
  );
}
