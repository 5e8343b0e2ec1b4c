import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

const shownSnackbars = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];

export const snackbarTexts = () =>
  shownSnackbars().map(
    (item) =>
      `${item.querySelector('[data-title]')?.textContent ?? ''} / ${
        item.querySelector('[data-description]')?.textContent ?? ''
      }`,
  );

/** Waits for the snackbar titled `title` and checks its message (and its kind, if given). */
export async function expectSnackbar(
  title: string,
  message: string,
  type?: 'error' | 'warning' | 'success',
) {
  const item = await waitFor(() => {
    const found = shownSnackbars().find(
      (candidate) => candidate.querySelector('[data-title]')?.textContent === title,
    );
    if (!found) throw new Error(`No snackbar "${title}"; shown: ${snackbarTexts().join(' | ')}`);
    return found;
  });
  expect(item.querySelector('[data-description]')?.textContent).toBe(message);
  if (type) expect(item).toHaveAttribute('data-type', type);
  return item;
}
