import type { LoanOffer } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, type ApiContext } from '../../../lib/api-query.ts';

export function getLoanOffers(context: ApiContext, applicationId: string) {
  return apiRequest<LoanOffer[]>(`/api/recommendations/public/loan/${applicationId}`, context);
}

/** The offers for one application: fetched by step 2 to decide, then shown by step 4. */
export const loanOffersQuery = apiQuery('loan-offers', getLoanOffers);
