import { Outlet } from 'react-router';
import { SiteHeader } from '../../components/ui/site-header.tsx';

export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}
