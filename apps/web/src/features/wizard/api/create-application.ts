import {
  locationIdFromPromoCode,
  type CreateApplicationResponse,
  type ProductType,
} from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
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
  return apiRequest<CreateApplicationResponse>('/api/applications/public', {
    ...context,
    method: 'POST',
    body: {
      customer: { customerId },
      location: { locationId: locationIdFromPromoCode(promoCode) ?? 1 },
      applicationType,
      status: 'Created',
    },
  });
}
