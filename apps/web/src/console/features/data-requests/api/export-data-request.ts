import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

/** The file the export is saved as, as the server's Content-Disposition names it. */
export const exportFileName = (requestId: string) => `mizan-data-${requestId}.json`;

/**
 * POST /api/console/data-requests/{id}/export: everything held about the request's address
 * (logged by the server), saved as a JSON file in the operator's downloads. A POST, not a link:
 * the export is an action the audit log records, never a page a browser may fetch ahead.
 */
export async function exportDataRequest(requestId: string) {
  const data = await consoleCall('exportDataRequest', { params: { requestId } });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(requestId);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return data;
}

export function useExportDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportDataRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey('data-requests') }),
  });
}
