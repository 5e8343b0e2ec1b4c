import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';

export const OPERATORS_KEY = ['console', 'operators'] as const;

/** GET /api/console/operators (admin). */
export const listOperators = (signal?: AbortSignal) => consoleCall('listOperators', {}, signal);

export const useOperators = () =>
  useQuery({ queryKey: OPERATORS_KEY, queryFn: ({ signal }) => listOperators(signal) });
