import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';

/**
 * The operators to pick from in the filter (the audit log is admin's, as is the list). The
 * feature calls the list itself rather than importing the operators feature: features stand alone.
 */
export function useOperatorsForFilter() {
  const operators = useQuery({
    queryKey: ['console', 'operators'],
    queryFn: ({ signal }) => consoleCall('listOperators', {}, signal),
  });
  return operators.data?.items ?? [];
}
