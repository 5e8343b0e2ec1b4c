import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

/** The ranked features, priority 1 first. */
export function savePreferences(context: ApiContext, applicationId: string, featureIds: number[]) {
  return apiRequest<{ count: number }>('/api/recommendations/public', {
    ...context,
    method: 'POST',
    body: {
      applicationId,
      preferences: featureIds.map((featureId, index) => ({ featureId, priority: index + 1 })),
    },
  });
}
