import { useMutation } from '@tanstack/react-query';
import type { CustomerProfileRequest, CustomerProfileResponse } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function createCustomerProfile(body: CustomerProfileRequest) {
  return apiRequest<CustomerProfileResponse>('/api/customer-profiles/public', {
    method: 'POST',
    body,
  });
}

export const useCreateCustomerProfile = () => useMutation({ mutationFn: createCustomerProfile });
