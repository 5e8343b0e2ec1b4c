import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * "Mark paid" cannot be taken back (the payment is recorded and logged): it asks once more, the
 * confirming button focused, with Cancel beside it.
 */
export function MarkPaidButton({
  what,
  disabled,
  onConfirm,
}: {
  /** Names the bonus for a screen reader: "AED 200 for application …". */
  what: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="secondary" disabled={disabled} onClick={() => setConfirming(true)}>
        Mark paid<span className="sr-only"> {what}</span>
      </Button>
    );
  }
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={`Mark ${what} paid?`}
    >
      <Button
        disabled={disabled}
        autoFocus
        onClick={() => {
          setConfirming(false);
          onConfirm();
        }}
      >
        Yes, it is paid<span className="sr-only"> {what}</span>
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
    </div>
  );
}
