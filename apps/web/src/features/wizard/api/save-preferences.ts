import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

/** The ranked features, priority 1 first. */
export function savePreferences(context: ApiContext, applicationId: string, featureIds: number[]) {
  return callApi('savePreferences', context, {
    body: {
      applicationId,
      preferences: featureIds.map((featureId, index) => ({ featureId, priority: index + 1 })),
    },
  });
}
