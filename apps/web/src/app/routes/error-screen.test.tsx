import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openApp } from '../testing/open-app.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorScreen } from './error-screen.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('the fallback screen', () => {
  it('names the error and offers a way home for an unknown path', async () => {
    openApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the page you were looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the same screen for a page that fails to draw, and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<ErrorScreen notFound={false} />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while showing this page.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'boom' }),
      expect.anything(),
    );
    log.mockRestore();
  });
});
