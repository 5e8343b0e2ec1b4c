import { consoleUrl } from '../../../lib/console-api.ts';
import type { FilterValues } from '../../../lib/search-filters.ts';

/**
 * GET /api/console/applications.csv with the list's filters: an address the browser downloads
 * (the session cookie goes with it; the server streams the file and logs the export).
 */
export const exportApplicationsUrl = (filters: FilterValues) =>
  consoleUrl('exportApplications', {
    query: Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
  });
