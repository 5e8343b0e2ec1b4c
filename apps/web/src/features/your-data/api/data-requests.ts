import { useMutation } from '@tanstack/react-query';
import type { DataRequestSchema } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useSelectedCountry } from '../../../lib/selected-country.ts';

/** The form's values as its schema leaves them (the email trimmed and in lower case). */
export type DataRequestBody = ReturnType<typeof DataRequestSchema.parse>;

export function createDataRequest(context: ApiContext, body: DataRequestBody) {
  return callApi('createDataRequest', context, { body });
}

/** Confirms the request of an emailed link; the same link again answers the same. */
export function confirmDataRequest(context: ApiContext, token: string) {
  return callApi('confirmDataRequest', context, { body: { token } });
}

/**
 * The "Your data" form's call, in the page's language: the link is mailed in it, to the page of
 * that language.
 */
export function useCreateDataRequest() {
  const country = useSelectedCountry();
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: DataRequestBody) => createDataRequest({ country, language }, body),
  });
}

export function useConfirmDataRequest(token: string) {
  const country = useSelectedCountry();
  const language = useLanguage();
  return useMutation({ mutationFn: () => confirmDataRequest({ country, language }, token) });
}
