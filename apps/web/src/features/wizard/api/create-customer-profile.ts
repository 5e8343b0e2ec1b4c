import type { CustomerProfileRequest } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

export function createCustomerProfile(context: ApiContext, body: CustomerProfileRequest) {
  return callApi('createCustomerProfile', context, { body });
}
