import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Router } from 'wouter';
import { Alert } from '../components/alert.tsx';
import { whenSignedOut } from '../lib/console-api.ts';
import { failureText } from '../lib/format.ts';
import { markSessionEnded, SESSION_KEY, useSession } from '../lib/session.ts';
import { SignedInRoutes, SignedOutRoutes } from './routes.tsx';

export function createConsoleQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache(),
    defaultOptions: {
      // A refused call (401, 403, 404) is not retried; a lost connection once.
      queries: {
        retry: (count, error) => count < 1 && (error as { status?: number }).status === undefined,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

function Gate() {
  const session = useSession();
  if (session.isPending) {
    return (
      <p role="status" className="p-8 text-sm text-ink-500">
        Loading the console…
      </p>
    );
  }
  if (session.isError) {
    return (
      <div className="mx-auto max-w-md p-8">
        <Alert>{failureText(session.error)}</Alert>
      </div>
    );
  }
  return session.data ? <SignedInRoutes session={session.data} /> : <SignedOutRoutes />;
}

/** The console: its query client, the router under /console, and the session gate. */
export function ConsoleApp({ base = '/console', client }: { base?: string; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createConsoleQueryClient());
  useEffect(() => {
    // A call answered 401 (idle time-out, signed out elsewhere): back to sign-in, data dropped.
    whenSignedOut(() => {
      if (queryClient.getQueryData(SESSION_KEY)) markSessionEnded();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== SESSION_KEY[1] });
      queryClient.setQueryData(SESSION_KEY, null);
    });
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={base}>
        <Gate />
      </Router>
    </QueryClientProvider>
  );
}
