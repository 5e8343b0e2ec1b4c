import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from './error-screen.tsx';

function renderAt(path: string, loader: () => never) {
  const router = createMemoryRouter(
    [{ path: '*', element: <p>page</p>, errorElement: <ErrorScreen />, loader }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('the fallback screen', () => {
  it('names the error and offers a way home for an unknown route', async () => {
    renderAt('/no-such-page', () => {
      throw new Response('Not found', { status: 404 });
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the page you were looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the same screen for an unhandled routing error', async () => {
    renderAt('/', () => {
      throw new Error('boom');
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while showing this page.')).toBeInTheDocument();
  });
});
