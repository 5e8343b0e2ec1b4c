import { act, render, waitFor } from '@testing-library/react';
import { useLocation } from 'wouter';
import { describe, expect, it } from 'vitest';
import { AppRouter } from './app-router.tsx';
import { pageAt } from './pages.ts';

describe("the app's router", () => {
  it('fetches the next page before going there, and goes where the visitor asked last', async () => {
    // Home's code is in; How we rank's is not, and comes after the second click.
    await pageAt('/')!.Screen.preload();
    window.history.replaceState(null, '', '/terms-of-service');
    let navigate!: (to: string) => void;
    function Links() {
      navigate = useLocation()[1];
      return null;
    }
    render(
      <AppRouter>
        <Links />
      </AppRouter>,
    );

    act(() => {
      navigate('/how-we-rank');
      navigate('/');
    });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    // The earlier page's code arriving later does not take the visitor there.
    await pageAt('/how-we-rank')!.Screen.preload();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.pathname).toBe('/');
    // Marked as the app's own entry: the pages' Back can go back to where the visitor was.
    expect(window.history.state).toMatchObject({ mizanInApp: true });
  });
});
