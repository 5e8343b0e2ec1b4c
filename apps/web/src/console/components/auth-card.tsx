import { useEffect, type ReactNode } from 'react';
import { Logo } from '../../components/ui/logo.tsx';

/** The narrow card of the pages before a session: sign-in and set-up. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Mizan console`;
  }, [title]);
  return (
    <main className="flex min-h-screen items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-card border border-ink-300 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex items-center gap-3 text-brand-700">
          <Logo className="size-9" />
          <span className="text-lg font-semibold text-ink-900">
            Mizan <span className="font-normal text-ink-500">console</span>
          </span>
        </div>
        <h1 className="mb-6 text-xl font-semibold text-ink-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
