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

/** SPEC section 8: 'Server error: {status}', 'No response from server' or 'Request setup error'. */
export function requestFailure(error: unknown): string {
  return error instanceof ApiError ? error.summary : 'Request setup error';
}
