import type { ProductType } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApiContext } from '../../../lib/api-query.ts';

const SUBJECTS: Record<ProductType, string> = {
  Card: 'Your Credit Card Application Received',
  Loan: 'Your Loan Application Received',
};

/**
 * SPEC section 7's email call. The server already queued the confirmation when the application
 * was submitted and renders it from its own template; this call keeps the spec's shape (the
 * body is never mailed), and the server sends nothing twice.
 */
export function sendConfirmationEmail(
  context: ApiContext,
  to: string,
  applicationType: ProductType,
) {
  return apiRequest<unknown>('/api/email/public', {
    ...context,
    method: 'POST',
    body: {
      to,
      containImages: true,
      subject: SUBJECTS[applicationType],
      body: `<p>${SUBJECTS[applicationType]}</p>`,
    },
  });
}
