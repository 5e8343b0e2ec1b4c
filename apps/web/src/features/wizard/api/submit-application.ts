import type { ContactPreference, ProductType } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

export interface Submission {
  applicationId: string;
  customerId: string;
  productId: number;
  applicationType: ProductType;
  /** How the bank may contact the applicant; the server's default (a call, 09:00-18:00) without. */
  contact?: ContactPreference;
}

/** Status 'Submitted' with the chosen product (SPEC section 4, Apply). */
export function submitApplication(
  context: ApiContext,
  { applicationId, customerId, productId, applicationType, contact }: Submission,
) {
  return callApi('submitApplication', context, {
    body: {
      applicationId,
      customer: { customerId },
      product: { productId },
      applicationType,
      status: 'Submitted',
      ...(contact && { contact }),
    },
  });
}
