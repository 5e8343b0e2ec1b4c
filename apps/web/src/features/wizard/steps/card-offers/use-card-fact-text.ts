import type { CardFacts, EarnRates } from '@mizan/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useFormat } from '../../../../lib/format.ts';
import { cardMoney } from './card-money.ts';

export type AnnualFee = NonNullable<CardFacts['annualFee']['value']>;
export type EarnCategory = EarnRates['categories'][keyof EarnRates['categories']];

/**
 * A card's published figures as a visitor reads them, in the page's language and the card's
 * currency. Only wording: every figure is the bank's, as the API gives it.
 */
export function useCardFactText(currency: string) {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    const money = (amount: number) => cardMoney(format, amount, currency);
    return {
      money,
      percent: (value: number) => format.percent(value),
      /** "Free the first year, then AED 300 a year", "AED 1,500 a year", "Free". */
      annualFee(fee: AnnualFee) {
        if (fee.firstYear === fee.laterYears) {
          return fee.laterYears === 0
            ? t('wizard.cards.free')
            : t('wizard.cards.fact.perYear', { amount: money(fee.laterYears) });
        }
        if (fee.firstYear === 0) {
          return t('wizard.cards.fact.freeFirstYear', { later: money(fee.laterYears) });
        }
        return t('wizard.cards.fact.firstThenLater', {
          first: money(fee.firstYear),
          later: money(fee.laterYears),
        });
      },
      /** "3.25% a month" */
      monthlyRate: (rate: number) =>
        t('wizard.cards.fact.perMonth', { rate: format.percent(rate) }),
      /** "AED 5,000 a month" */
      monthlyAmount: (amount: number) =>
        t('wizard.cards.fact.amountPerMonth', { amount: money(amount) }),
      yesNo: (value: boolean) => (value ? t('wizard.cards.fact.yes') : t('wizard.cards.fact.no')),
      salaryTransfer: (required: boolean) =>
        required ? t('wizard.cards.fact.required') : t('wizard.cards.fact.notRequired'),
      /** One category's earn: "5% (up to AED 150 a month)", or the kind without a cash value. */
      earnCategory(kind: EarnRates['kind'], category: EarnCategory) {
        if (category.percent === null) return t(`wizard.cards.fact.noCashValue_${kind}`);
        const rate = format.percent(category.percent);
        return category.monthlyCap === null
          ? rate
          : t('wizard.cards.fact.rateCapped', {
              rate,
              cap: money(category.monthlyCap),
            });
      },
    };
  }, [t, format, currency]);
}
