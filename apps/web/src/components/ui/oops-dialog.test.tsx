import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render.tsx';
import { OopsDialog } from './oops-dialog.tsx';

describe('the oops dialog', () => {
  it('offers to refresh the page or contact support', async () => {
    const onRefresh = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderWithApp(
      <OopsDialog open onOpenChange={onOpenChange} onRefresh={onRefresh} />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Oops! Something went wrong' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(window.location.pathname).toBe('/help-and-support');
  });
});
