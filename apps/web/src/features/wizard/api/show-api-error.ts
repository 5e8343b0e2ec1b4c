import i18n from '../../../lib/i18n.ts';
import { showError } from '../../../components/ui/snackbar.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** The server's own title and detail when it sent them; otherwise what went wrong (section 8). */
export function showApiError(error: unknown, fallbackTitle: string) {
  if (error instanceof ApiError && error.problem) {
    showError(error.problem.title, error.problem.detail);
  } else {
    showError(fallbackTitle, requestFailure(error));
  }
}

/**
 * SPEC section 8: 'Server error: {status}', 'No response from server' or 'Request setup error',
 * in the page's language (lib/i18n.ts's, which follows it: callers are hooks and steps alike).
 */
export function requestFailure(error: unknown): string {
  if (error instanceof ApiError && error.status !== undefined) {
    return i18n.t('wizard.requestErrors.server', { status: error.status });
  }
  if (error instanceof ApiError && error.failure === 'no-response') {
    return i18n.t('wizard.requestErrors.noResponse');
  }
  return i18n.t('wizard.requestErrors.setup');
}
