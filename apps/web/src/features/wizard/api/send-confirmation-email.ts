import { CONFIRMATION_EMAIL_SUBJECTS, type ProductType } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

/**
 * SPEC section 7's email call. The server already queued the confirmation when the application
 * was submitted and renders it from its own template; this call keeps the spec's shape (the
 * subject and body are checked, never mailed), and the server sends nothing twice.
 */
export function sendConfirmationEmail(
  context: ApiContext,
  to: string,
  applicationType: ProductType,
) {
  const subject = CONFIRMATION_EMAIL_SUBJECTS[applicationType];
  return callApi('requestConfirmationEmail', context, {
    body: { to, containImages: true, subject, body: `<p>${subject}</p>` },
  });
}
