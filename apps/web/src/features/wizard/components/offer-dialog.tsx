import { useRef, useState, type ReactNode } from 'react';
import type { ContactPreference } from '@mizan/contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ContactChoice, DEFAULT_CONTACT, isContactWindowValid } from './contact-choice.tsx';

export interface OfferDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Apply, with how the bank may contact the applicant. */
  onApply: (contact: ContactPreference) => void;
  submitting: boolean;
  /** Who receives the applicant's details, and for what: the bank's and product's names. */
  sharing: { bank: string; product: string } | undefined;
  /** The product's description: lines separated by a literal backslash-n (SPEC section 3). */
  description: string | undefined;
  /** Small print under the description. */
  footnote?: ReactNode;
  /** 'wide' for a dialog that holds a table of facts. */
  size?: 'default' | 'wide';
  children?: ReactNode;
}

/** The card's or loan's details before applying: 'Choose another option' or 'Apply now'. */
export function OfferDialog({
  open,
  title,
  onClose,
  onApply,
  submitting,
  description,
  footnote,
  children,
  size,
  sharing,
}: OfferDialogProps) {
  const { t } = useTranslation();
  // Kept while the step is open: a second product's dialog starts with the same choice.
  const [contact, setContact] = useState<ContactPreference>(DEFAULT_CONTACT);
  const windowEnd = useRef<HTMLSelectElement>(null);
  function apply() {
    // The error is already shown and announced; Apply takes the visitor to it.
    if (!isContactWindowValid(contact)) {
      windowEnd.current?.focus();
      return;
    }
    onApply(contact);
  }
  const lines = description?.split('\\n').filter(Boolean) ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      closeLabel={t('wizard.close')}
      size={size}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('wizard.cards.another')}
          </Button>
          <Button onClick={apply} disabled={submitting} aria-busy={submitting}>
            {t('wizard.cards.applyNow')}
          </Button>
        </>
      }
    >
      <div className="mt-4">
        {children}
        {/* Isolated (<bdi>): an English line standing in for a missing Arabic one keeps its order. */}
        {lines.length > 0 && (
          <ul className="mt-4 list-disc space-y-1 ps-5 text-sm text-ink-700">
            {lines.map((line) => (
              <li key={line}>
                <bdi>{line}</bdi>
              </li>
            ))}
          </ul>
        )}
        {sharing && (
          <ContactChoice
            bank={sharing.bank}
            product={sharing.product}
            value={contact}
            onChange={setContact}
            toRef={windowEnd}
          />
        )}
        {footnote && <p className="mt-4 text-xs text-ink-500">{footnote}</p>}
      </div>
    </Dialog>
  );
}
