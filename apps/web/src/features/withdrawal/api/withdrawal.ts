import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

/** What the link would withdraw (bank, product) and whether it still can. */
export function previewWithdrawal(context: ApiContext, token: string) {
  return callApi('previewWithdrawal', context, { body: { token } });
}

/** Withdraws the link's application; the same link again answers the same withdrawal. */
export function withdrawApplication(context: ApiContext, token: string) {
  return callApi('withdrawApplication', context, { body: { token } });
}
