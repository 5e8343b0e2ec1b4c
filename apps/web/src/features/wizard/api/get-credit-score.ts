import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

/** 0-100, from the saved answers; cards need MIN_CARD_CREDIT_SCORE. */
export function getCreditScore(context: ApiContext, applicationId: string) {
  return callApi('getCreditScore', context, { params: { applicationId } });
}
