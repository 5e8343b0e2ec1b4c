import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from '../../components/ui/logo.tsx';
import { ROLE_NAMES } from '../features/operators/role-names.ts';
import type { Session } from '../lib/session.ts';
import { navItemsFor } from './navigation.ts';
import { useSignOut } from './sign-out.ts';

/** The signed-in frame: a skip link, the header with the operator and sign-out, the navigation. */
export function Shell({ session, children }: { session: Session; children: ReactNode }) {
  const [location] = useLocation();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItemsFor(session.operator.role);
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-brand-900 bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link href="/" className="flex items-center gap-2 rounded-md text-white">
            <Logo className="size-8 text-brand-600" />
            <span className="text-lg font-semibold">
              Mizan <span className="font-normal text-brand-100">console</span>
            </span>
          </Link>
          <button
            type="button"
            className="ms-auto inline-flex min-h-11 items-center rounded-lg border border-brand-200/60 px-3 text-sm md:hidden"
            aria-expanded={menuOpen}
            aria-controls="console-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <nav
            id="console-nav"
            aria-label="Console"
            className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-col gap-1 md:flex md:w-auto md:flex-row`}
          >
            {items.map((item) => {
              const current = location === item.href || location.startsWith(`${item.href}/`);
              return (
                <Link
                  key={item.href}
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                  className={`rounded-lg px-3 py-2 text-sm font-medium ${current ? 'bg-white text-brand-900' : 'text-brand-50 hover:bg-brand-800'}`}
                >
                  {item.label}
                </Link>
              );
            })}
          </nav>
          <div
            className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-wrap items-center gap-3 md:ms-auto md:flex md:w-auto`}
          >
            <p className="text-sm text-brand-50">
              <span className="font-medium text-white">{session.operator.email}</span>{' '}
              <span className="rounded-full bg-brand-800 px-2 py-0.5 text-xs">
                {ROLE_NAMES[session.operator.role]}
              </span>
            </p>
            <Link
              href="/account/password"
              onClick={() => setMenuOpen(false)}
              aria-current={location === '/account/password' ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-white underline-offset-2 hover:underline"
            >
              Change password
            </Link>
            <button
              type="button"
              className="min-h-11 rounded-lg px-3 text-sm font-medium text-white underline-offset-2 hover:underline"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate(false)}
            >
              Sign out
            </button>
            <button
              type="button"
              className="min-h-11 rounded-lg px-3 text-sm font-medium text-white underline-offset-2 hover:underline"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate(true)}
            >
              Sign out everywhere
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
