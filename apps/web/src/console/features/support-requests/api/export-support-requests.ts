import { consoleUrl } from '../../../lib/console-api.ts';
import type { FilterValues } from '../../../lib/search-filters.ts';

/** GET /api/console/support-requests.csv with the list's filters, for the browser to download. */
export const exportSupportRequestsUrl = (filters: FilterValues) =>
  consoleUrl('exportSupportRequests', {
    query: Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
  });
