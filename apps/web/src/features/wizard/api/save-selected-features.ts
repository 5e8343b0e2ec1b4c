import { apiRequest } from '../../../lib/api-client.ts';

export function saveSelectedFeatures(applicationId: string, featureIds: number[]) {
  return apiRequest<unknown>(`/api/selected-features/public/${applicationId}`, {
    method: 'POST',
    body: featureIds.map((featureId) => ({ applicationId, featureId })),
  });
}
