import {
  LoanQuoteQuerySchema,
  toWesternDigits,
  type LoanCost,
  type LoanLimits,
  type LoanOffer,
  type LoanQuoteQuery,
} from '@mizan/contracts';
import { useEffect, useState } from 'react';
import { LOAN_QUOTE_DEBOUNCE_MS } from '../../../../config/ui.ts';
import { useFormat } from '../../../../lib/format.ts';
import { quoteFieldErrors, useKnownLoanLimits, useLoanQuote } from '../../api/get-loan-quote.ts';
import type { LoanTermsText } from '../../wizard-machine.ts';
import { dispatch, useWizard } from '../../wizard-store.ts';

export type LoanField = 'amount' | 'tenure';

export interface Range {
  min: number;
  max: number;
}

export interface LoanTerms {
  amountText: string;
  tenureText: string;
  setAmountText: (text: string) => void;
  setTenureText: (text: string) => void;
  /** From the sliders: the number, written as the fields write it ("150,000"). */
  setAmount: (amount: number) => void;
  setTenure: (months: number) => void;
  /** The amounts allowed at the tenure asked, as far as they are known yet. */
  amountRange: Range;
  /**
   * amountRange.max is the most at the tenure asked. When it is not (that tenure is refused, or
   * its limits are not in yet), max is the offer's: the most at its longest tenure.
   */
  amountMaxAtTenure: boolean;
  tenureRange: Range;
  /** The fields the page refuses (not a number within its range), with the range it accepts. */
  outOfRange: Partial<Record<LoanField, Range>>;
  /** The server's reasons when it refused the amount or tenure (422), in the page's language. */
  refused: Partial<Record<LoanField, string>>;
  /** The cost on show: the offer's, or the latest quote's. */
  cost: LoanCost;
  /** The limits at the tenure asked when known, else those of the cost on show; and their tenure. */
  limits: LoanLimits;
  limitsTenure: number;
  /** The cost on show is not the one for what the fields say (yet). */
  stale: boolean;
  /** A quote is being waited for. */
  updating: boolean;
  /** Why the quote failed, when not for the limits (no answer, a server error). */
  failure: unknown;
}

/** "150,000", "١٥٠٬٠٠٠" or "150 000" as typed: the number, or NaN. */
export function parseTypedNumber(text: string): number {
  const plain = toWesternDigits(text)
    .replace(/[\s,\u066c]/g, '')
    .replace('\u066b', '.');
  return plain === '' ? Number.NaN : Number(plain);
}

/**
 * The fields once the visitor has left both unchanged for the debounce time: a tenure typed just
 * before an amount is read with that amount, not alone with the old one.
 */
function useSettled(amountText: string, tenureText: string) {
  const [settled, setSettled] = useState({ amountText, tenureText });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ amountText, tenureText }), LOAN_QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [amountText, tenureText]);
  return settled;
}

/** The typed number when the contracts' quote rules accept it and it is within the range. */
function numberWithin(field: LoanField, text: string, { min, max }: Range): number | undefined {
  const parsed = LoanQuoteQuerySchema.shape[field].safeParse(String(parseTypedNumber(text)));
  if (!parsed.success || parsed.data < min || parsed.data > max) return undefined;
  return parsed.data;
}

/**
 * The fields' texts, kept in the wizard's store at every change (they start from there, else from
 * the offer): a change of language fetches the offers again and draws them anew, and the new ones
 * show what the fields said at that moment. Not kept once settled only: a switch within the
 * debounce would then bring back the terms of before, the typed ones lost with the old offer's
 * timer (issue 31). Only the quote waits for the texts to settle.
 */
function useChosenTexts(offer: LoanOffer, applicationId: string, asText: (n: number) => string) {
  const { productId } = offer;
  const chosen = useWizard().loanTerms[productId] ?? {
    amountText: asText(offer.cost.amount),
    tenureText: String(offer.cost.tenureMonths),
  };
  const choose = (change: Partial<LoanTermsText>) =>
    dispatch({ type: 'loanTermsChosen', applicationId, productId, ...chosen, ...change });
  const settled = useSettled(chosen.amountText, chosen.tenureText);
  return {
    amountText: chosen.amountText,
    tenureText: chosen.tenureText,
    setAmountText: (amountText: string) => choose({ amountText }),
    setTenureText: (tenureText: string) => choose({ tenureText }),
    settled,
  };
}

/**
 * One offer's amount and tenure as the visitor sets them, and the cost for them from the quote
 * endpoint. The fields are read once the visitor pauses (LOAN_QUOTE_DEBOUNCE_MS): a message does
 * not flash at every key, and a slider dragged across its range asks once.
 *
 * The page refuses, before asking, what it knows to be out of range. The maximum amount depends
 * on the tenure (the debt-burden limit: a shorter tenure means a larger instalment), and each
 * quote carries the limits of its own tenure; the offer's are those of the longest tenure, which
 * allows the largest amount of all (no other ceiling depends on the tenure), so no amount above
 * them is ever asked for. At a tenure not quoted yet the page asks, and when the server answers
 * that the amount is too large, it asks for that tenure's limits with the smallest amount, so
 * that the slider and the explanation can say what the maximum is there.
 */
export function useLoanTerms(offer: LoanOffer, applicationId: string): LoanTerms {
  const { country } = useWizard();
  const format = useFormat();
  const asText = (value: number) => format.number(value, { maximumFractionDigits: 0 });
  const { amountText, tenureText, setAmountText, setTenureText, settled } = useChosenTexts(
    offer,
    applicationId,
    asText,
  );
  const settledAmount = settled.amountText;
  const settledTenure = settled.tenureText;
  const knownLimits = useKnownLoanLimits(country, applicationId, offer.productId);

  const tenureRange = { min: offer.limits.minTenureMonths, max: offer.limits.maxTenureMonths };
  const tenure = numberWithin('tenure', settledTenure, tenureRange);
  const limitsHere =
    tenure === offer.cost.tenureMonths
      ? offer.limits
      : tenure === undefined
        ? undefined
        : knownLimits(tenure);
  const amountRange = {
    min: offer.limits.minAmount,
    max: limitsHere?.maxAmount ?? offer.limits.maxAmount,
  };
  const amount = numberWithin('amount', settledAmount, amountRange);
  const asked: LoanQuoteQuery | undefined =
    amount === undefined || tenure === undefined
      ? undefined
      : { productId: offer.productId, amount, tenure };
  // The offer carries the cost of its own amount and tenure: nothing to ask.
  const isOffersOwn =
    asked !== undefined &&
    asked.amount === offer.cost.amount &&
    asked.tenure === offer.cost.tenureMonths;

  const quote = useLoanQuote(country, applicationId, isOffersOwn ? undefined : asked);
  const refused = quoteFieldErrors(quote.error);
  // Too much at a tenure whose maximum is not known: ask for the limits there.
  const needLimits =
    tenure !== undefined &&
    refused.amount !== undefined &&
    refused.tenure === undefined &&
    !limitsHere;
  useLoanQuote(
    country,
    applicationId,
    needLimits ? { productId: offer.productId, amount: offer.limits.minAmount, tenure } : undefined,
  );

  const shown = !isOffersOwn && quote.data ? quote.data : offer;
  const typing = settledAmount !== amountText || settledTenure !== tenureText;
  const outOfRange: LoanTerms['outOfRange'] = {};
  if (tenure === undefined) outOfRange.tenure = tenureRange;
  if (amount === undefined) outOfRange.amount = amountRange;

  return {
    amountText,
    tenureText,
    setAmountText,
    setTenureText,
    setAmount: (amount) => setAmountText(asText(amount)),
    setTenure: (months) => setTenureText(String(months)),
    amountRange,
    amountMaxAtTenure: limitsHere !== undefined,
    tenureRange,
    outOfRange,
    refused,
    cost: shown.cost,
    limits: limitsHere ?? shown.limits,
    limitsTenure: limitsHere && tenure !== undefined ? tenure : shown.cost.tenureMonths,
    stale:
      typing ||
      asked === undefined ||
      shown.cost.amount !== asked.amount ||
      shown.cost.tenureMonths !== asked.tenure,
    updating: typing || (!isOffersOwn && quote.fetching),
    failure: Object.keys(refused).length === 0 ? quote.error : undefined,
  };
}
