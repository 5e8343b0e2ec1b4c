import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './stroke-icon.tsx';

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
  /** 'wide' for a dialog that holds a table of facts. */
  size?: 'default' | 'wide';
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
  size = 'default',
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        {/* Centred by equal inline insets and auto margins: the same in both directions. Never
            taller than the screen: a long dialog scrolls inside itself. */}
        <RadixDialog.Content
          className={`fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-xl ${size === 'wide' ? 'max-w-2xl' : 'max-w-md'}`}
        >
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
              <CloseIcon />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
