import type { ScreeningAnswer } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

export function saveScreenings(context: ApiContext, answers: ScreeningAnswer[]) {
  return callApi('saveScreenings', context, { body: answers });
}
