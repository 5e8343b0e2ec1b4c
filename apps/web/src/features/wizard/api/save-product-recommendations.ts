import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

/** Records which products the visitor was shown. */
export function saveProductRecommendations(
  context: ApiContext,
  applicationId: string,
  productIds: number[],
) {
  return callApi('saveProductRecommendations', context, {
    params: { applicationId },
    body: productIds.map((productId) => ({ applicationId, productId })),
  });
}
