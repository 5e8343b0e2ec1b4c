import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** The dialog's buttons, end-aligned (right in English, left in Arabic). */
  actions?: ReactNode;
  /** A close (x) button in the corner, labelled for screen readers. */
  closeLabel?: string;
}

/**
 * A modal dialog: focus moves in and is trapped while open, Escape closes, focus returns to
 * what opened it (Radix).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  closeLabel,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink-900/50" />
        {/* Centred by equal inline insets and auto margins: the same in both directions. */}
        <RadixDialog.Content className="fixed inset-x-0 top-1/2 z-50 mx-auto w-[calc(100%-2rem)] max-w-md -translate-y-1/2 rounded-card bg-white p-6 shadow-xl">
          <RadixDialog.Title className="pe-8 text-lg font-semibold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-ink-700">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
          {actions && <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>}
          {closeLabel && (
            <RadixDialog.Close
              aria-label={closeLabel}
              className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100"
            >
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
