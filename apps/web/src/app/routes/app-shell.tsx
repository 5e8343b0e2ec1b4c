import { SiteHeader } from '../../components/ui/site-header.tsx';
import { CountryDropdown } from '../../features/country/components/country-dropdown.tsx';
import { ConsentGate } from '../../features/consent/consent-gate.tsx';
import { restartWizard } from '../../features/wizard/wizard-store.ts';
import type { Page } from '../pages.ts';
import { usePageTitle } from './page-title.ts';

export function AppShell({ page }: { page: Page }) {
  usePageTitle(page.titleKey);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        {/* A new country starts the wizard again: its products and questions differ. */}
        <CountryDropdown onBackToHome={restartWizard} />
      </SiteHeader>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        {/* The gate's Suspense boundary also holds a page whose code is not in yet, which the app
            fetches before going there. */}
        <ConsentGate>
          <page.Screen />
        </ConsentGate>
      </main>
    </div>
  );
}
