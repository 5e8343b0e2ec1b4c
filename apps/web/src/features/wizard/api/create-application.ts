import { applicationLocationId, type ProductType } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

export interface NewApplication {
  customerId: string;
  /** The customer's promo code: its second part is the location (SPEC section 3). */
  promoCode: string;
  applicationType: ProductType;
}

export function createApplication(
  context: ApiContext,
  { customerId, promoCode, applicationType }: NewApplication,
) {
  return callApi('createApplication', context, {
    body: {
      customer: { customerId },
      location: { locationId: applicationLocationId(promoCode) },
      applicationType,
      status: 'Created',
    },
  });
}
