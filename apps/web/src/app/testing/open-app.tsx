import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app.tsx';

/** The whole app (its real pages, shell and header) opened at `path`, as main.tsx starts it. */
export function openApp(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
  return { user: userEvent.setup() };
}
