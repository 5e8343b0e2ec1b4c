import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

export const supportRequestKey = (id: string) => consoleQueryKey('support-request', id);

/** GET /api/console/support-requests/{id}: the request with its message (the view is logged). */
export const getSupportRequest = (supportRequestId: string, signal?: AbortSignal) =>
  consoleCall('getSupportRequest', { params: { supportRequestId } }, signal);

export const useSupportRequest = (id: string) =>
  useQuery({
    queryKey: supportRequestKey(id),
    queryFn: ({ signal }) => getSupportRequest(id, signal),
    gcTime: 0,
  });
