import { act, render, screen } from '@testing-library/react';
import i18n from '../../lib/i18n.ts';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language-provider.tsx';
import { showError, Snackbar } from './snackbar.tsx';

afterEach(() => act(() => void toast.dismiss()));

/** Shows a snackbar and returns the list that holds it (sonner draws it once there is one). */
async function showOne() {
  render(<Snackbar />);
  act(() => showError('Title', 'Message'));
  await screen.findByText('Message');
  return document.querySelector('[data-sonner-toaster]');
}

describe('the snackbar', () => {
  it('sits at the top right, left to right, in English', async () => {
    const list = await showOne();
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect(list).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('sits at the top left, right to left, with Arabic names, in Arabic', async () => {
    applyLanguage('ar');
    const list = await showOne();
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'left');
    expect(list).toHaveAttribute('dir', 'rtl');
    const close = screen.getByRole('button', { name: i18n.t('shared.snackbar.close') });
    expect(close.getAttribute('aria-label')).toMatch(/\p{Script=Arabic}/u);
    expect(screen.getByRole('region').getAttribute('aria-label')).toMatch(
      new RegExp(`^${i18n.t('shared.snackbar.label')}`),
    );
  });
});
