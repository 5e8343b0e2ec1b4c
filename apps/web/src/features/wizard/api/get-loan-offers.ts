import type { LoanOffer } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getLoanOffers(applicationId: string) {
  return apiRequest<LoanOffer[]>(`/api/recommendations/public/loan/${applicationId}`);
}

export const loanOffersKey = (applicationId: string | undefined) =>
  ['loan-offers', applicationId] as const;
