import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

export const OPERATORS_KEY = consoleQueryKey('operators');

/** GET /api/console/operators (admin). */
export const listOperators = (signal?: AbortSignal) => consoleCall('listOperators', {}, signal);

export const useOperators = () =>
  useQuery({ queryKey: OPERATORS_KEY, queryFn: ({ signal }) => listOperators(signal) });
