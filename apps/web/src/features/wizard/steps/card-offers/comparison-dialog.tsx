import * as RadixDialog from '@radix-ui/react-dialog';
import type { Spend } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useLanguage } from '../../../../lib/language.ts';
import { comparisonQuery } from '../../api/compare-products.ts';
import { requestFailure } from '../../api/show-api-error.ts';
import { StepAlert } from '../../components/step-alert.tsx';
import { useWizard } from '../../wizard-store.ts';
import { ComparisonTable } from './comparison-table.tsx';
import { CloseIcon } from '../../../../components/ui/stroke-icon.tsx';

export interface ComparisonDialogProps {
  open: boolean;
  onClose: () => void;
  /** The cards to compare, in the order the visitor picked them. */
  productIds: number[];
  /** The visitor's spend: with one, the comparison leads with each card's value for it. */
  spend: Spend;
  onApply: (productId: number) => void;
}

/**
 * The chosen cards side by side, as wide as the screen allows: a modal (focus kept inside,
 * Escape closes, focus returns to "Compare") whose body scrolls both ways under a fixed header.
 */
export function ComparisonDialog({
  open,
  onClose,
  productIds,
  spend,
  onApply,
}: ComparisonDialogProps) {
  const { t } = useTranslation();
  const { country } = useWizard();
  const language = useLanguage();
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const toggleId = useId();
  const comparison = useQuery({
    ...comparisonQuery(country, language, productIds, spend),
    enabled: open && productIds.length >= 2,
  });
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <RadixDialog.Content className="fixed inset-0 z-50 flex flex-col bg-white shadow-xl sm:inset-6 sm:mx-auto sm:max-w-6xl sm:rounded-card">
          <div className="flex flex-col gap-x-6 gap-y-1 border-b border-ink-100 p-4 sm:flex-row sm:items-start sm:p-6 sm:pe-16">
            <div className="min-w-0 flex-1 pe-10 sm:pe-0">
              <RadixDialog.Title className="text-lg font-semibold sm:text-xl">
                {t('wizard.compare.title')}
              </RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-ink-700">
                {t('wizard.compare.lead')}
              </RadixDialog.Description>
            </div>
            <div className="flex min-h-11 items-center gap-2">
              <input
                id={toggleId}
                type="checkbox"
                checked={differencesOnly}
                onChange={(event) => setDifferencesOnly(event.target.checked)}
                className="size-5 accent-brand-700"
              />
              <label htmlFor={toggleId} className="text-sm text-ink-900">
                {t('wizard.compare.differencesOnly')}
              </label>
            </div>
          </div>
          <div
            className="relative min-h-0 flex-1 overflow-auto overscroll-contain"
            // The table scrolls sideways on a phone: the keyboard reaches it too (WCAG 2.1.1).
            tabIndex={0}
            role="region"
            aria-label={t('wizard.compare.title')}
            aria-busy={comparison.isPending}
          >
            {comparison.isPending && (
              <div className="space-y-3 p-6">
                <p role="status" className="sr-only">
                  {t('wizard.compare.loading')}
                </p>
                {[0, 1, 2, 3, 4].map((row) => (
                  <div
                    key={row}
                    aria-hidden="true"
                    className="h-10 animate-pulse rounded bg-ink-100"
                  />
                ))}
              </div>
            )}
            {comparison.isError && (
              <StepAlert
                className="m-6"
                message={requestFailure(comparison.error)}
                action={
                  <Button variant="secondary" onClick={() => void comparison.refetch()}>
                    {t('wizard.tryAgain')}
                  </Button>
                }
              />
            )}
            {comparison.data && (
              <ComparisonTable
                comparison={comparison.data}
                differencesOnly={differencesOnly}
                onApply={onApply}
              />
            )}
          </div>
          <RadixDialog.Close
            aria-label={t('wizard.close')}
            className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 sm:end-4 sm:top-4"
          >
            <CloseIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
