import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoEligibleDialog } from './no-eligible-dialog.tsx';

describe('the no-eligible dialog', () => {
  it('says no product fits, that the visitor will be contacted, and closes with Ok', async () => {
    const onOpenChange = vi.fn();
    const onOk = vi.fn();
    const user = userEvent.setup();
    render(<NoEligibleDialog open onOpenChange={onOpenChange} onOk={onOk} />);

    const dialog = screen.getByRole('dialog', {
      name: "Unfortunately, we don't have any products that fits your profile",
    });
    expect(dialog).toHaveAccessibleDescription(/not eligible .* right now/);
    expect(dialog).toHaveAccessibleDescription(/will contact you/);
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});
