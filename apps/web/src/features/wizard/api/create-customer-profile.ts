import type { CustomerProfileRequest, CustomerProfileResponse } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

export function createCustomerProfile(context: ApiContext, body: CustomerProfileRequest) {
  return apiRequest<CustomerProfileResponse>('/api/customer-profiles/public', {
    ...context,
    method: 'POST',
    body,
  });
}
