import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

/**
 * The operators to pick from in the filter (the audit log is admin's, as is the list). The
 * feature calls the list itself rather than importing the operators feature: features stand alone.
 */
export function useOperatorsForFilter() {
  const operators = useQuery({
    queryKey: consoleQueryKey('operators'),
    queryFn: ({ signal }) => consoleCall('listOperators', {}, signal),
  });
  return operators.data?.items ?? [];
}
