import { callApi, ApiError } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

/** What the link would withdraw (bank, product) and whether it still can. */
export function previewWithdrawal(context: ApiContext, token: string) {
  return callApi('previewWithdrawal', context, { body: { token } });
}

/** Withdraws the link's application; the same link again answers the same withdrawal. */
export function withdrawApplication(context: ApiContext, token: string) {
  return callApi('withdrawApplication', context, { body: { token } });
}

/** The token as the confirmation email writes it: 43 characters of base64url. */
export const isWellFormedToken = (token: string | null): token is string =>
  token !== null && /^[A-Za-z0-9_-]{43}$/.test(token);

/** How a withdrawal call failed, as the page words it. */
export function failureOf(error: unknown): 'invalid' | 'expired' | 'unavailable' {
  if (error instanceof ApiError && error.status !== undefined) {
    if (error.status === 410) return 'expired';
    if (error.status === 404 || error.status === 400) return 'invalid';
  }
  return 'unavailable';
}
