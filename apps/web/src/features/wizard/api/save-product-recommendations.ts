import { apiRequest } from '../../../lib/api-client.ts';

/** Records which products the visitor was shown. */
export function saveProductRecommendations(applicationId: string, productIds: number[]) {
  return apiRequest<unknown>(`/api/product-recommendations/public/${applicationId}`, {
    method: 'POST',
    body: productIds.map((productId) => ({ applicationId, productId })),
  });
}
