import type { SavedScreening, ScreeningAnswer } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

export function saveScreenings(context: ApiContext, answers: ScreeningAnswer[]) {
  return apiRequest<SavedScreening[]>('/api/screenings/public/bulk', {
    ...context,
    method: 'POST',
    body: answers,
  });
}
