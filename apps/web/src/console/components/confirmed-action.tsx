import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

/**
 * An action that cannot be taken back asks once more: the first button shows a confirming one
 * (focused) and Cancel.
 */
export function ConfirmedAction({
  label,
  question,
  confirmLabel,
  disabled,
  onConfirm,
  tone = 'danger',
}: {
  /** The first button's visible text, then a screen-reader-only context (the operator). */
  label: [string, string];
  question: string;
  confirmLabel: string;
  disabled: boolean;
  onConfirm: () => void;
  /** 'danger' for what takes something away (a reset, a rotation); 'primary' for a record. */
  tone?: 'danger' | 'primary';
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="secondary" disabled={disabled} onClick={() => setConfirming(true)}>
        {label[0]}
        <span className="sr-only"> {label[1]}</span>
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={question}>
      <Button
        className={tone === 'danger' ? 'bg-danger-600 hover:bg-danger-600/90' : undefined}
        disabled={disabled}
        autoFocus
        onClick={() => {
          setConfirming(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </div>
  );
}
