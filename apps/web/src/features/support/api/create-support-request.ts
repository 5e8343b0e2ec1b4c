import { useMutation } from '@tanstack/react-query';
import type { SupportFormSchema } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useSelectedCountry } from '../../../lib/selected-country.ts';

/** The form's values as its schema leaves them (trimmed, the email in lower case). */
export type SupportRequestBody = ReturnType<typeof SupportFormSchema.parse>;

export function createSupportRequest(context: ApiContext, body: SupportRequestBody) {
  return callApi('createSupportRequest', context, { body });
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
