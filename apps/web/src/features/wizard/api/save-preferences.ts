import { apiRequest } from '../../../lib/api-client.ts';

/** The ranked features, priority 1 first. */
export function savePreferences(applicationId: string, featureIds: number[]) {
  return apiRequest<{ count: number }>('/api/recommendations/public', {
    method: 'POST',
    body: {
      applicationId,
      preferences: featureIds.map((featureId, index) => ({ featureId, priority: index + 1 })),
    },
  });
}
