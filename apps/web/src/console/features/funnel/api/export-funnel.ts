import { consoleUrl } from '../../../lib/console-api.ts';
import type { FunnelQuery } from './get-funnel.ts';

/** GET /api/console/funnel.csv with the page's filters: an address the browser downloads. */
export const exportFunnelUrl = (query: FunnelQuery) => consoleUrl('exportFunnel', { query });
