import { createBrowserRouter } from 'react-router';
import { AppShell } from './routes/app-shell.tsx';
import { ErrorScreen } from './routes/error-screen.tsx';

// Route-level code splitting: each screen is its own chunk, loaded when first visited.
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      {
        path: 'help-and-support',
        lazy: () => import('../features/support/support-page.tsx'),
      },
      {
        path: 'terms-of-service',
        lazy: () => import('../features/terms/terms-page.tsx'),
      },
      {
        path: 'congratulations',
        lazy: () => import('../features/congratulations/congratulations-page.tsx'),
      },
      {
        path: '*',
        loader: () => {
          throw new Response('Not found', { status: 404 });
        },
      },
    ],
  },
]);
