import { useMutation } from '@tanstack/react-query';
import type { SupportFormSchema } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useSelectedCountry } from '../../../lib/selected-country.ts';

export type SupportRequestBody = ReturnType<typeof SupportFormSchema.parse>;
export interface SupportRequestCreated {
  supportRequestId: string;
}

export function createSupportRequest(context: ApiContext, body: SupportRequestBody) {
  return apiRequest<SupportRequestCreated>('/api/support-requests/public', {
    ...context,
    method: 'POST',
    body,
  });
}

/**
 * The support form's one call, sent with the visitor's country and the page's language like
 * every other call (the acknowledgement email is written in that language).
 */
export function useCreateSupportRequest() {
  const country = useSelectedCountry();
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: SupportRequestBody) => createSupportRequest({ country, language }, body),
  });
}
