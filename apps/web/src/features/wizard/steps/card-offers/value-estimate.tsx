import type { CardValueEstimate, EarnRates } from '@mizan/contracts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/language.ts';
import { cardMoney, signedCardMoney } from './card-money.ts';

type EarnKind = EarnRates['kind'] | 'unknown';

/**
 * The reasoning of an estimate, as the engine computed it: "AED 1,840 cashback − AED 315 fee =
 * AED 1,525 a year", with the foreign-currency fees when there are any. Only formatting here.
 */
export function useValueEquation(estimate: CardValueEstimate, kind: EarnKind) {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const money = (amount: number) => cardMoney(format, amount, estimate.currency);
  const terms = [
    t(`wizard.cards.value.earned_${kind}`, { amount: money(estimate.earned) }),
    estimate.feeWaived
      ? t('wizard.cards.value.feeWaived', { amount: money(0) })
      : t('wizard.cards.value.fee', { amount: money(estimate.annualFee) }),
  ];
  if (estimate.foreignCurrencyFees > 0) {
    terms.push(t('wizard.cards.value.fxFees', { amount: money(estimate.foreignCurrencyFees) }));
  }
  const net = signedCardMoney(format, language, estimate.net, estimate.currency);
  return {
    net: t('wizard.cards.value.perYear', { amount: net }),
    equation: `${terms.join(' \u2212 ')} = ${t('wizard.cards.value.perYear', { amount: net })}`,
  };
}

/** The notes that keep an estimate honest: what it could not count, and why. */
function useValueNotes(estimate: CardValueEstimate, kind: EarnKind): string[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const notes: string[] = [];
  if (estimate.unvaluedCategories.length > 0) {
    const categories = new Intl.ListFormat(language, { type: 'conjunction' }).format(
      estimate.unvaluedCategories.map((category) => t(`wizard.cards.spend.inSentence.${category}`)),
    );
    notes.push(t(`wizard.cards.value.unvalued_${kind}`, { categories }));
  }
  for (const fact of estimate.unpublished) notes.push(t(`wizard.cards.value.unpublished.${fact}`));
  return notes;
}

/** A card's estimated net value over a year for the visitor's spend, and how it was reached. */
export function ValueEstimate({
  estimate,
  kind,
}: {
  estimate: CardValueEstimate;
  /** What the card earns in; unknown when its earn rates are not published. */
  kind: EarnKind;
}) {
  const { t } = useTranslation();
  const { net, equation } = useValueEquation(estimate, kind);
  const notes = useValueNotes(estimate, kind);
  return (
    <div className="rounded-xl bg-brand-50 p-3 text-sm ring-1 ring-brand-100">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-ink-700">{t('wizard.cards.value.title')}</span>
        <span className="text-base font-semibold text-brand-900">{net}</span>
      </p>
      <p className="mt-1 text-ink-700">{equation}</p>
      {notes.length > 0 && (
        <ul className="mt-1.5 space-y-0.5 text-xs text-ink-700">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
