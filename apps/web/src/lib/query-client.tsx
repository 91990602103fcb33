import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from './api-client';

/**
 * The app's query cache. It is loaded with the first page that reads from the server (every
 * page but the login page, app.tsx), so the login page loads without TanStack Query
 * (performance.md).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal does not get better by asking again; a network hiccup might.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.statusCode >= 400) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** Gives the pages below it the query cache. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
