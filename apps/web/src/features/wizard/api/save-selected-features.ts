import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

export function saveSelectedFeatures(
  context: ApiContext,
  applicationId: string,
  featureIds: number[],
) {
  return callApi('saveSelectedFeatures', context, {
    params: { applicationId },
    body: featureIds.map((featureId) => ({ applicationId, featureId })),
  });
}
