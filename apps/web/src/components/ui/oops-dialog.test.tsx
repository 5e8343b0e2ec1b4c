import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { OopsDialog } from './oops-dialog.tsx';

describe('the oops dialog', () => {
  it('offers to refresh the page or contact support', async () => {
    const onRefresh = vi.fn();
    const onOpenChange = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <OopsDialog open onOpenChange={onOpenChange} onRefresh={onRefresh} />,
        },
        { path: '/help-and-support', element: <p>support page</p> },
      ],
      { initialEntries: ['/'] },
    );
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);

    const dialog = screen.getByRole('dialog', { name: 'Oops! Something went wrong' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(router.state.location.pathname).toBe('/help-and-support');
  });
});
