import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Snackbar } from '../components/ui/snackbar.tsx';

/**
 * Renders `ui` as the app does: query client (no retries), router and snackbar. The element
 * stays on screen when the app navigates, so what is left of it afterwards can be checked; the
 * router tells where the visitor went.
 */
export function renderWithApp(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {ui}
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: null },
        { path: 'congratulations', element: <p>congratulations page</p> },
      ],
    },
  ]);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Snackbar />
    </QueryClientProvider>,
  );
  return { user, router, queryClient };
}
