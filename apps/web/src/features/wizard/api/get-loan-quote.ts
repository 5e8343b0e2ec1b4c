import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fieldPath,
  type Country,
  type LoanLimits,
  type LoanQuote,
  type LoanQuoteQuery,
} from '@mizan/contracts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { apiQuery, apiQueryKey, type ApiContext } from '../../../lib/api-query.ts';
import { useLanguage } from '../../../lib/language.ts';

/**
 * A loan's cost and limits at the amount and tenure the visitor chose. The server answers 422
 * with a message per field (in the page's language) when either is outside the limits.
 */
export function getLoanQuote(context: ApiContext, applicationId: string, query: LoanQuoteQuery) {
  return callApi('getLoanQuote', context, { params: { applicationId }, query });
}

const LOAN_QUOTE = 'loan-quote';
const loanQuoteQuery = apiQuery(LOAN_QUOTE, getLoanQuote);

const QUOTE_FIELDS = new Map(
  (['amount', 'tenure'] as const).map((name) => [fieldPath('query', [name]), name]),
);

/** The server's reason per field when it refused the amount or tenure (422); else empty. */
export function quoteFieldErrors(error: unknown): Partial<Record<'amount' | 'tenure', string>> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const messages: Partial<Record<'amount' | 'tenure', string>> = {};
  for (const { field, message } of error.problem?.errors ?? []) {
    const name = QUOTE_FIELDS.get(field);
    if (name && !messages[name]) messages[name] = message;
  }
  return messages;
}

/**
 * The quote for `request`; nothing is asked while it is undefined (the page refused the input,
 * or it is the offer's own amount and tenure, whose cost the offer carries). The caller asks
 * once the visitor stops typing (a slider dragged across its range asks once, at the end). The
 * previous quote stays in `data` while the next one loads.
 */
export function useLoanQuote(
  country: Country | undefined,
  applicationId: string,
  request: LoanQuoteQuery | undefined,
) {
  const language = useLanguage();
  const query = useQuery({
    ...loanQuoteQuery(country, language, applicationId, request ?? NO_REQUEST),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    // A refusal (422) will not change on a second try; anything else is tried once more, as
    // every other read of the app is (AppProvider).
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 422) && failures < 1,
  });
  return {
    /** The latest quote received, possibly for an earlier request (its cost says which). */
    data: query.data,
    fetching: request !== undefined && query.isFetching,
    /** Why the current request failed, if it did. */
    error: request !== undefined && query.isError ? query.error : undefined,
  };
}

/** The key of a query that is never run. */
const NO_REQUEST: LoanQuoteQuery = { productId: 0, amount: 0, tenure: 0 };

/**
 * The limits of one loan at a tenure, from any quote of it already received (each quote carries
 * the limits of its own tenure); undefined when none was asked at that tenure yet.
 */
export function useKnownLoanLimits(
  country: Country | undefined,
  applicationId: string,
  productId: number,
): (tenure: number) => LoanLimits | undefined {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (tenure) =>
    queryClient
      .getQueriesData<LoanQuote>({
        queryKey: apiQueryKey(LOAN_QUOTE, country, language, [applicationId]),
      })
      .map(([, quote]) => quote)
      .find((quote) => quote?.productId === productId && quote.cost.tenureMonths === tenure)
      ?.limits;
}
