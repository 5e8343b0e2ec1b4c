import { callApi } from '../../../lib/api-client.ts';
import { apiQuery, type ApiContext } from '../../../lib/api-query.ts';

export function getLoanOffers(context: ApiContext, applicationId: string) {
  return callApi('getLoanOffers', context, { params: { applicationId } });
}

/** The offers for one application: fetched by step 2 to decide, then shown by step 4. */
export const loanOffersQuery = apiQuery('loan-offers', getLoanOffers);
