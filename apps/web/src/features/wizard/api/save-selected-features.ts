import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

export function saveSelectedFeatures(
  context: ApiContext,
  applicationId: string,
  featureIds: number[],
) {
  return apiRequest<unknown>(`/api/selected-features/public/${applicationId}`, {
    ...context,
    method: 'POST',
    body: featureIds.map((featureId) => ({ applicationId, featureId })),
  });
}
