import { Component as SupportPage } from '../../features/support/support-page.tsx';
import { YourDataForm } from '../../features/your-data/your-data-form.tsx';

/**
 * Route /help-and-support: the message form (SPEC section 2), then "Your data", where a visitor
 * asks for a copy or the erasure of their data (issue 25).
 */
export function Component() {
  return (
    <div className="space-y-6">
      <SupportPage />
      <div className="mx-auto max-w-4xl">
        <YourDataForm />
      </div>
    </div>
  );
}
