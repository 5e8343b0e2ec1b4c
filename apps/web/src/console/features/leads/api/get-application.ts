import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

/** GET /api/console/applications/{id}: one application with its applicant (the view is logged). */
export const getApplication = (applicationId: string, signal?: AbortSignal) =>
  consoleCall('getApplicationDetail', { params: { applicationId } }, signal);

export const useApplication = (applicationId: string) =>
  useQuery({
    queryKey: consoleQueryKey('application', applicationId),
    queryFn: ({ signal }) => getApplication(applicationId, signal),
    // Personal data: fetched for this view, not kept around once the page is left.
    gcTime: 0,
  });
