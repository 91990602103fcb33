import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchCurrentUser } from './current-user';
import { storage } from './storage';

export { currentTeamOf } from './current-user';

/**
 * The signed-in user (GET /int/user) in the query cache, for every feature; the shell reads it
 * first without the cache (current-user.ts) and follows this query from then on.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['user'] as const,
  queryFn: fetchCurrentUser,
  staleTime: 30_000,
  // The badges of new alerts and tasks follow work done elsewhere without a reload; pages
  // that change alerts or tasks also invalidate this query at once.
  refetchInterval: 60_000,
});

export const useCurrentUser = () =>
  useQuery({ ...currentUserQuery, enabled: storage.getToken() !== null });

/**
 * Clears everything the client holds about the previous context (spec section 4): cached
 * records are dropped, and what is on screen is fetched again in the new context.
 */
export async function clearClientState(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.resetQueries({ type: 'active' });
}
