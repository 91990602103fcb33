import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from './api-client';
import { onShellUser, type ShellUser } from './current-user';
import { currentUserQuery } from './session';

/**
 * The app's query cache. It is loaded with the first page that reads from the server (every
 * page but the login page, app.tsx), so the login page and the shell load without TanStack
 * Query (performance.md).
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

/** Gives a cache the user the shell has read, unless it holds one already. */
export function seedUserQuery(client: QueryClient, user: ShellUser) {
  if (user.data && client.getQueryData(currentUserQuery.queryKey) === undefined) {
    client.setQueryData(currentUserQuery.queryKey, user.data, { updatedAt: user.updatedAt });
  }
}

// The shell reads the user before the cache is loaded, or while a page loads it: the pages'
// user query starts with that answer instead of asking again.
onShellUser((user) => seedUserQuery(queryClient, user));

/** Gives the pages below it the query cache. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
