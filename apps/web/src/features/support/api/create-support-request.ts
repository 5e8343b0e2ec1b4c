import { useMutation } from '@tanstack/react-query';
import type { SupportFormSchema } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export type SupportRequestBody = ReturnType<typeof SupportFormSchema.parse>;
export interface SupportRequestCreated {
  supportRequestId: string;
}

export function createSupportRequest(body: SupportRequestBody) {
  return apiRequest<SupportRequestCreated>('/api/support-requests/public', {
    method: 'POST',
    body,
  });
}

export function useCreateSupportRequest() {
  return useMutation({ mutationFn: createSupportRequest });
}
