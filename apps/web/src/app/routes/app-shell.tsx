import { Outlet } from 'react-router';
import { SiteHeader } from '../../components/ui/site-header.tsx';
import { CountryDropdown } from '../../features/country/components/country-dropdown.tsx';
import { ConsentGate } from '../../features/consent/consent-gate.tsx';

export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <CountryDropdown />
      </SiteHeader>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <ConsentGate>
          <Outlet />
        </ConsentGate>
      </main>
    </div>
  );
}
