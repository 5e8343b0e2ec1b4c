import { useMutation } from '@tanstack/react-query';
import type { SavedScreening, ScreeningAnswer } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function saveScreenings(answers: ScreeningAnswer[]) {
  return apiRequest<SavedScreening[]>('/api/screenings/public/bulk', {
    method: 'POST',
    body: answers,
  });
}

export const useSaveScreenings = () => useMutation({ mutationFn: saveScreenings });
